import { type CartData, withAdded } from '@adire/contract'
import type { CartEvent, SessionEmitted, SessionEvent } from '@adire/machines'
import {
  createContext,
  type ReactNode,
  type RefObject,
  startTransition,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { useNavigate } from '../app/router.tsx'
import { STORED_KEYS, storageHoldsShopper } from './shopperStorage.ts'
import type {
  CartSnapshot,
  SessionSnapshot,
  ShopperActors,
  ShopperEffects,
  StoredForStories,
} from './shopperTypes.ts'
import { useToast } from './ToastProvider.tsx'

/**
 * What the app shows of the shopper. `session` and `cart` are the machines' snapshots once both
 * have read storage; before that (on the server, while hydrating, and until the machines are
 * needed) they are null, and `guest` says whether this browser is known to hold nothing: no
 * token, no cart, so a guest with an empty cart, which needs no machine to show.
 */
export interface ShopperView {
  session: SessionSnapshot | null
  cart: CartSnapshot | null
  guest: boolean
  /**
   * A known guest's cart with the ADD TO CART taps made while the machines were still on their
   * way: the badge counts a tap at once, as the cart machine will once it has them.
   */
  addedEarly?: CartData
}

/** What the server renders, and every browser until its first effects: nothing known yet. */
const UNKNOWN: ShopperView = { session: null, cart: null, guest: false }
const GUEST: ShopperView = { session: null, cart: null, guest: true }

type Queued = { to: 'session'; event: SessionEvent } | { to: 'cart'; event: CartEvent }

/** Events that mean nothing to a guest whose machines have not started: no reason to start them. */
const GUEST_NO_OPS = new Set<string>(['ERROR.DISMISS', 'TOKEN.CLEAR', 'CLEAR'])

/**
 * The session and cart machines, started only when needed. A first visit (nothing stored) shows
 * a guest with an empty cart straight from this class, and downloads XState and the machines
 * only when the shopper first touches the page or presses a key, well before a tap on ADD TO
 * CART (which a size tap precedes) or a login needs them. A browser holding a token or a cart
 * starts them at once. Events sent before they run are kept and delivered, in order, once both
 * have read storage; that is also when the view switches to their snapshots, so the page never
 * flips from "guest" to "loading" and back.
 */
export class Shopper {
  #view: ShopperView = UNKNOWN
  readonly #listeners = new Set<() => void>()
  readonly #emittedListeners = new Set<(event: SessionEmitted) => void>()
  #queue: Queued[] = []
  #actors: ShopperActors | null = null
  #ready = false
  #mounted = false
  /** Set once the machines have been asked for: a remount (StrictMode) starts them again. */
  #wanted = false
  /** Bumped on every unmount, so that a start still importing its chunk is abandoned. */
  #generation = 0
  /** The generation whose import is under way, so that a second ask does not start twice. */
  #importing = -1

  constructor(
    private readonly effects: RefObject<ShopperEffects>,
    private readonly stored: StoredForStories,
  ) {}

  readonly getView = () => this.#view
  static readonly serverView = () => UNKNOWN

  readonly subscribe = (listener: () => void) => {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  onEmitted(listener: (event: SessionEmitted) => void): () => void {
    this.#emittedListeners.add(listener)
    return () => this.#emittedListeners.delete(listener)
  }

  send(to: 'session', event: SessionEvent): void
  send(to: 'cart', event: CartEvent): void
  send(to: 'session' | 'cart', event: SessionEvent | CartEvent): void {
    if (this.#ready && this.#actors) {
      this.#actors.send(to as 'session', event as SessionEvent)
      return
    }
    if (!this.#wanted && GUEST_NO_OPS.has(event.type)) return
    this.#queue.push({ to, event } as Queued)
    if (event.type === 'ADD' && this.#view.guest) {
      const { productId, size } = event
      this.#show({
        ...this.#view,
        addedEarly: withAdded(this.#view.addedEarly ?? {}, productId, size),
      })
    }
    this.start()
  }

  /** Called from the provider's effect: decides whether the machines are needed yet. */
  mount(): () => void {
    this.#mounted = true
    const given = this.stored.storedToken !== undefined || this.stored.storedCart !== undefined
    if (this.#wanted || given || storageHoldsShopper()) this.start()
    else this.#show(GUEST)

    // The first sign of a shopper about to act; and another tab signing in or filling a cart.
    // Started once the frame answering that tap or key is painted: the machines' code and
    // their first render would otherwise hold up the very frame the shopper is waiting for
    // (the size picker's, on a slow phone: issue 47), and a frame later loses nothing.
    const wake = () => requestAnimationFrame(() => setTimeout(() => this.start(), 0))
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || STORED_KEYS.includes(event.key)) this.start()
    }
    const options = { capture: true, passive: true, once: true } as const
    window.addEventListener('pointerdown', wake, options)
    window.addEventListener('keydown', wake, options)
    window.addEventListener('storage', onStorage)
    return () => {
      window.removeEventListener('pointerdown', wake, options)
      window.removeEventListener('keydown', wake, options)
      window.removeEventListener('storage', onStorage)
      this.#mounted = false
      this.#generation += 1
      this.#actors?.stop()
      this.#actors = null
      this.#ready = false
    }
  }

  /** Imports and starts the machines (once); they read storage as they start. */
  start(): void {
    this.#wanted = true
    if (!this.#mounted || this.#actors || this.#importing === this.#generation) return
    const generation = this.#generation
    this.#importing = generation
    void import('./shopperActors.ts').then(({ startShopperActors }) => {
      if (generation !== this.#generation) return
      const actors = startShopperActors(this.effects, this.stored, (event) => {
        for (const listener of this.#emittedListeners) listener(event)
      })
      this.#actors = actors
      const update = () => {
        const { session, cart } = actors.snapshots()
        if (!this.#ready) {
          if (session.hasTag('loading') || cart.hasTag('loading')) return
          this.#ready = true
          // Delivered in the order they were sent; each may change the snapshots.
          for (const { to, event } of this.#queue.splice(0)) {
            actors.send(to as 'session', event as SessionEvent)
          }
        }
        const now = actors.snapshots()
        this.#show({ session: now.session, cart: now.cart, guest: false })
      }
      actors.subscribe(update)
      update()
    })
  }

  #show(view: ShopperView) {
    const previous = this.#view
    if (
      previous.session === view.session &&
      previous.cart === view.cart &&
      previous.guest === view.guest &&
      previous.addedEarly === view.addedEarly
    ) {
      return
    }
    this.#view = view
    for (const listener of this.#listeners) listener()
  }
}

const ShopperContext = createContext<Shopper | null>(null)

export function useShopper(): Shopper {
  const shopper = use(ShopperContext)
  if (!shopper) throw new Error('useAuth and useCart must be used within a ShopperProvider')
  return shopper
}

/**
 * Whether the tree shows the browser's view of the shopper yet: false while hydrating, switched
 * in a transition once the first page is React's (`ShopperProviderProps.hydrated`). A change in
 * an external store's snapshot re-renders its readers in one task that does not yield; the
 * switch from the server's view to the browser's re-renders the bar and the page, 50-90 ms on an
 * entry-level phone (issue 47), so it is a change of React state instead, rendered in slices.
 */
const BrowserView = createContext(false)

/**
 * A value selected from the shopper's view. Hydration renders the server's view (nothing
 * known), so the server's HTML is matched, and React renders the browser's right after (see
 * `BrowserView`). Selectors should return stable values (no new objects).
 */
export function useShopperView<T>(select: (view: ShopperView) => T): T {
  const shopper = useShopper()
  const browser = use(BrowserView)
  // One selection per view: React asks again and again, and needs the same answer.
  const selected = useRef<{ view: ShopperView; value: T } | undefined>(undefined)
  const selectOnce = (view: ShopperView) => {
    if (selected.current?.view !== view) selected.current = { view, value: select(view) }
    return selected.current.value
  }
  return useSyncExternalStore(
    shopper.subscribe,
    () => selectOnce(browser ? shopper.getView() : Shopper.serverView()),
    () => selectOnce(Shopper.serverView()),
  )
}

/** Listens to what the session emits (e.g. `loggedIn`) for as long as the component is mounted. */
export function useSessionEmitted(
  type: SessionEmitted['type'],
  listener: (event: SessionEmitted) => void,
) {
  const shopper = useShopper()
  const latest = useRef(listener)
  useEffect(() => {
    latest.current = listener
  })
  const forward = useCallback(
    (event: SessionEmitted) => {
      if (event.type === type) latest.current(event)
    },
    [type],
  )
  useEffect(() => shopper.onEmitted(forward), [shopper, forward])
}

export interface ShopperProviderProps extends StoredForStories {
  children: ReactNode
  /**
   * Settles once the first page is React's (hydrated, or rendered where nothing is hydrated).
   * Until then the tree keeps the server's view: a change of context reaching a part still
   * waiting to hydrate would hydrate it at once, out of React's own order.
   */
  hydrated: Promise<void>
}

/**
 * The session and the cart (docs/product.md §3, §4) for the React tree, with the app's effects: the
 * router (the session navigates, so this sits inside it) and the toasts.
 */
export function ShopperProvider({
  children,
  storedToken,
  storedCart,
  hydrated,
}: ShopperProviderProps) {
  const navigate = useNavigate()
  const toast = useToast()
  const effects = useRef<ShopperEffects>({ navigate, toast })
  useEffect(() => {
    effects.current = { navigate, toast }
  })
  const [shopper] = useState(() => new Shopper(effects, { storedToken, storedCart }))
  useEffect(() => shopper.mount(), [shopper])
  const [browserView, setBrowserView] = useState(false)
  useEffect(() => {
    let mounted = true
    void hydrated.then(() => {
      if (mounted) startTransition(() => setBrowserView(true))
    })
    return () => {
      mounted = false
    }
  }, [hydrated])
  return (
    <ShopperContext value={shopper}>
      <BrowserView value={browserView}>{children}</BrowserView>
    </ShopperContext>
  )
}
