import { createActorContext as createXStateActorContext } from '@xstate/react'
import {
  type ComponentProps,
  createContext,
  type ReactNode,
  use,
  useCallback,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import type { AnyActorLogic, AnyActorRef, SnapshotFrom } from 'xstate'

/**
 * A value selected from a running actor, hydrating with the same selection from `first`: the
 * snapshot the actor had before it started, which is what the server rendered.
 *
 * An actor starts in an effect of its provider, and hydration commits a provider before the
 * Suspense boundaries inside it, so by the time those hydrate the actor may already have
 * moved (read storage, started a call). Reading that there would differ from the server's HTML
 * and make React throw the boundary away (error #418). React hydrates with the server's value
 * and re-renders with the actor's straight after. (The session and the cart do the same in
 * `useShopperView`.)
 */
function useActorValue<TActor extends AnyActorRef, T>(
  actor: TActor,
  select: (snapshot: SnapshotFrom<TActor>) => T,
  first: SnapshotFrom<TActor>,
): T {
  // One selection per snapshot: React asks again and again, and needs the same answer.
  const selected = useRef<{ snapshot: unknown; value: T } | undefined>(undefined)
  const selectOnce = (snapshot: SnapshotFrom<TActor>) => {
    if (selected.current?.snapshot !== snapshot) {
      selected.current = { snapshot, value: select(snapshot) }
    }
    return selected.current.value
  }
  const [serverValue] = useState(() => select(first))
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe({ next: onChange, error: onChange })
      return () => subscription.unsubscribe()
    },
    [actor],
  )
  return useSyncExternalStore(
    subscribe,
    () => selectOnce(actor.getSnapshot()),
    () => serverValue,
  )
}

/**
 * XState's `createActorContext`, with a `useSelector` that is safe to hydrate with (see
 * `useActorValue`), for the machines a page runs (the checkout, the payment verification).
 */
export function createActorContext<TLogic extends AnyActorLogic>(logic: TLogic) {
  const Actor = createXStateActorContext(logic)
  const FirstSnapshot = createContext<SnapshotFrom<TLogic> | null>(null)

  function RememberFirstSnapshot({ children }: { children: ReactNode }) {
    const actor = Actor.useActorRef()
    // The actor starts in an effect, so during the first render it has not moved yet.
    const [first] = useState(() => actor.getSnapshot() as SnapshotFrom<TLogic>)
    return <FirstSnapshot value={first}>{children}</FirstSnapshot>
  }

  function Provider({ children, ...props }: ComponentProps<typeof Actor.Provider>) {
    return (
      <Actor.Provider {...props}>
        <RememberFirstSnapshot>{children}</RememberFirstSnapshot>
      </Actor.Provider>
    )
  }

  /** Selects from the actor's snapshot; selectors should return stable values (no new objects). */
  function useSelector<T>(select: (snapshot: SnapshotFrom<TLogic>) => T): T {
    const actor = Actor.useActorRef()
    return useActorValue(actor, select, use(FirstSnapshot) as SnapshotFrom<TLogic>)
  }

  return { Provider, useActorRef: Actor.useActorRef, useSelector }
}
