import type { CartData } from '@adire/contract'
import type { CartEvent, CartMachine, SessionEvent, SessionMachine } from '@adire/machines'
// Types only: XState and the machines are in the chunk `Shopper.start` imports.
import type { SnapshotFrom } from 'xstate'
import type { NavigateFunction } from '../app/router.tsx'
import type { useToast } from './ToastProvider.tsx'

/** What the first visit's code (`shopper.tsx`) and the machines' chunk (`shopperActors.ts`) share. */

export type SessionSnapshot = SnapshotFrom<SessionMachine>
export type CartSnapshot = SnapshotFrom<CartMachine>

export interface ShopperEffects {
  navigate: NavigateFunction
  toast: ReturnType<typeof useToast>
}

export interface StoredForStories {
  /** The token the session finds on load instead of reading storage (null is a guest). */
  storedToken?: string | null | undefined
  /** The cart the shopper finds on load instead of reading storage. */
  storedCart?: CartData | undefined
}

/** The running machines, as `shopperActors.ts` starts them. */
export interface ShopperActors {
  send(to: 'session', event: SessionEvent): void
  send(to: 'cart', event: CartEvent): void
  snapshots(): { session: SessionSnapshot; cart: CartSnapshot }
  /** Calls `onChange` on every new snapshot of either machine; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void
  stop(): void
}
