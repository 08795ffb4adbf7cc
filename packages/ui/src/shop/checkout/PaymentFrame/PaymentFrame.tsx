import { type KeyboardEvent, type SyntheticEvent, useEffect, useId, useRef, useState } from 'react'
import { cn } from '../../../lib/cn.ts'
import { CloseIcon } from '../../../primitives/icons/icons.tsx'
import { SpinnerIcon } from '../../../primitives/Spinner/SpinnerIcon.tsx'

export interface PaymentFrameProps {
  /** The provider's checkout page to show (same origin as the store for the emulator). */
  src?: string
  /** The page's markup instead of `src` (stories). */
  srcDoc?: string
  /**
   * The dialog's name, read when it opens.
   * @defaultValue 'Pay with Paystack'
   */
  title?: string
  /**
   * A test payment (the built-in Paystack emulator): the dialog says plainly that no money moves.
   * @defaultValue false
   */
  testMode?: boolean
  /** The shopper closes the window without paying: the close button or Escape. */
  onClose: () => void
  className?: string
}

/**
 * The payment window: a modal `<dialog>` framing the provider's checkout page, as Paystack's
 * inline popup does. It opens as a modal (the page behind is inert, the focus moves inside, to
 * the close button), and the close button or Escape asks `onClose` (the caller decides: for
 * the checkout, a closed window is a cancelled payment). A spinner shows until the page loads.
 * Props in, events out: listening to the framed page's messages is the caller's business.
 */
export function PaymentFrame({
  src,
  srcDoc,
  title = 'Pay with Paystack',
  testMode = false,
  onClose,
  className,
}: PaymentFrameProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const noteId = useId()
  const [loaded, setLoaded] = useState(false)
  const close = useRef(onClose)
  useEffect(() => {
    close.current = onClose
  })

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (!element.open) element.showModal()
    return () => element.close()
  }, [])

  function cancel(event: SyntheticEvent<HTMLDialogElement>) {
    // A close request (a phone's back gesture): the dialog stays until the caller removes it,
    // so the payment ends one way only.
    event.preventDefault()
    close.current()
  }

  function keyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Escape') return
    // Handled here rather than left to the dialog's own cancel, which follows only a key the
    // browser itself delivered; preventing it keeps the cancel from closing a second time.
    event.preventDefault()
    close.current()
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={testMode ? noteId : undefined}
      onCancel={cancel}
      onKeyDown={keyDown}
      className={cn(
        'm-0 h-dvh max-h-none w-full max-w-none bg-surface-raised p-0 text-ink',
        'sm:m-auto sm:h-[min(44rem,92dvh)] sm:w-[min(30rem,calc(100%-2rem))] sm:rounded-card sm:shadow-2xl',
        'backdrop:bg-black/60',
        className,
      )}
    >
      <div className="flex h-full flex-col">
        {/* Not a <header>: inside a dialog it would be a second banner landmark beside the page's. */}
        <div className="flex items-center gap-3 border-b border-line px-4 py-3">
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="truncate text-base font-semibold">
              {title}
            </h2>
            {testMode ? (
              <p id={noteId} className="text-sm text-muted">
                Test payment: no money moves.
              </p>
            ) : null}
          </div>
          <button
            type="button"
            aria-label="Close payment window"
            onClick={() => close.current()}
            className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-muted hover:bg-ink/5 hover:text-ink"
          >
            <CloseIcon width={20} height={20} />
          </button>
        </div>
        <div className="relative flex-1 bg-[#f1f5f9]">
          {loaded ? null : (
            <div className="absolute inset-0 flex items-center justify-center" role="status">
              <SpinnerIcon className="text-[#011b33]" />
              <span className="sr-only">Loading the payment page</span>
            </div>
          )}
          <iframe
            title="Paystack checkout"
            src={src}
            srcDoc={srcDoc}
            onLoad={() => setLoaded(true)}
            className={cn('relative h-full w-full border-0', loaded ? 'opacity-100' : 'opacity-0')}
          />
        </div>
      </div>
    </dialog>
  )
}
