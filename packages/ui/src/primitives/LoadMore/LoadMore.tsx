import { SERVER_ERROR_MESSAGE } from '@adire/contract'
import { type MouseEvent, type ReactNode, useEffect, useRef } from 'react'
import { cn } from '../../lib/cn.ts'
import { Button, buttonVariants } from '../Button/Button.tsx'
import { Link } from '../Link/Link.tsx'
import { SpinnerIcon } from '../Spinner/SpinnerIcon.tsx'

export type LoadMoreStatus = 'idle' | 'loading' | 'error' | 'done' | 'limit'

/** What a list holds, in the singular and the plural: `{ one: 'order', other: 'orders' }`. */
export interface LoadMoreItems {
  one: string
  other: string
}

export interface LoadMoreProps {
  /**
   * Where the list continues: the same list with one more page. Followed as a link before the
   * page's code runs (or without it), so the control works without JavaScript. Without it the
   * control is a button: for a list that exists only once the page's code runs (a signed-in
   * shopper's orders, read with a token the server never sees).
   */
  href?: string
  /**
   * `idle`: more to show. `loading`: the next page is on its way. `error`: it failed
   * (`errorMessage`, with a button to try again). `done`: every match is shown. `limit`: more
   * match than one list shows.
   */
  status: LoadMoreStatus
  /** Called instead of following `href` once the app runs. */
  onLoadMore: () => void
  /** Called by the error state's "Try again". */
  onRetry: () => void
  /** Shown in the error state. */
  errorMessage?: string | undefined
  /** How many match in all, for the end of the list. */
  total: number
  /**
   * What the list holds, for its words ("Load more orders", "You've seen all 12 orders.").
   * @defaultValue { one: 'product', other: 'products' }
   */
  items?: LoadMoreItems
  className?: string
}

const PRODUCTS: LoadMoreItems = { one: 'product', other: 'products' }

const ANNOUNCE = 'sr-only'

/**
 * The end of a list shown a page at a time: a "Load more products" control that appends the next
 * page, its progress, its failure with a way to try again, and the end of the list. It is a
 * link to the list with one more page, which the app takes over with `onLoadMore` (or a button,
 * without `href`); the page it belongs to keeps the count (see `ResultCount`), which announces
 * each page loaded.
 */
export function LoadMore({
  href,
  status,
  onLoadMore,
  onRetry,
  errorMessage,
  total,
  items = PRODUCTS,
  className,
}: LoadMoreProps) {
  const root = useRef<HTMLDivElement>(null)
  const hadFocus = useRef(false)

  // Whether focus is (or was last) on one of these controls. A control removed under the focus
  // (no related target) leaves it lost rather than moved elsewhere, so that still counts.
  useEffect(() => {
    const here = root.current
    if (!here) return
    const enter = () => {
      hadFocus.current = true
    }
    const leave = (event: FocusEvent) => {
      const to = event.relatedTarget
      if (to instanceof Node && !here.contains(to)) hadFocus.current = false
    }
    here.addEventListener('focusin', enter)
    here.addEventListener('focusout', leave)
    return () => {
      here.removeEventListener('focusin', enter)
      here.removeEventListener('focusout', leave)
    }
  }, [])

  // The control the shopper pressed may give way to another (an error's "Try again", the end
  // of the list): focus follows, so a keyboard or screen reader user is not sent to the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new status by design
  useEffect(() => {
    const here = root.current
    if (!hadFocus.current || !here || here.contains(document.activeElement)) return
    here.querySelector<HTMLElement>('a, button, [tabindex="-1"]')?.focus()
  }, [status])

  const follow = (event: MouseEvent<HTMLElement>) => {
    // A modified click (new tab, new window) keeps the link's own meaning.
    if (
      href !== undefined &&
      (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
    ) {
      return
    }
    event.preventDefault()
    if (status === 'idle') onLoadMore()
  }

  const more = {
    onClick: follow,
    'aria-disabled': status === 'loading' ? ('true' as const) : undefined,
    'aria-busy': status === 'loading' ? ('true' as const) : undefined,
    'data-state': status,
    className: cn(
      buttonVariants({ variant: 'secondary', size: 'lg' }),
      'w-full sm:w-auto sm:min-w-64',
      status === 'loading' && 'cursor-progress',
    ),
  }
  const label: ReactNode =
    status === 'loading' ? (
      <>
        <SpinnerIcon size={18} className="text-brand" />
        {`Loading more ${items.other}…`}
      </>
    ) : (
      `Load more ${items.other}`
    )

  return (
    <div ref={root} className={cn('mt-10 flex flex-col items-center gap-3 text-center', className)}>
      {(status === 'idle' || status === 'loading') && href !== undefined ? (
        <Link href={href} rel="next" {...more}>
          {label}
        </Link>
      ) : null}
      {(status === 'idle' || status === 'loading') && href === undefined ? (
        <button type="button" {...more}>
          {label}
        </button>
      ) : null}
      {status === 'error' ? (
        <>
          <p role="alert" className="text-danger">
            {errorMessage ?? SERVER_ERROR_MESSAGE}
          </p>
          <Button variant="secondary" size="lg" onClick={onRetry}>
            Try again
          </Button>
        </>
      ) : null}
      {status === 'done' ? (
        <p tabIndex={-1} className="text-sm text-muted outline-none">
          {`You've seen all ${total} ${total === 1 ? items.one : items.other}.`}
        </p>
      ) : null}
      {status === 'limit' ? (
        <p tabIndex={-1} className="max-w-md text-sm text-muted outline-none">
          That's as far as one list goes. Search or filter to find the rest.
        </p>
      ) : null}
      <span className={ANNOUNCE} aria-live="polite">
        {status === 'loading' ? `Loading more ${items.other}` : ''}
      </span>
    </div>
  )
}
