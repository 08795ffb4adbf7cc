import { type ReactNode, useEffect, useId, useRef } from 'react'
import { cn } from '../../lib/cn.ts'
import { Button } from '../Button/Button.tsx'

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean
  /** The question, e.g. "Cancel order ADR-…?". */
  title: string
  /** What happens if the reader confirms. */
  children?: ReactNode
  /** The confirming button's words: the action itself ("Cancel the order"), not "OK". */
  confirmLabel: string
  /**
   * The button that changes nothing.
   * @defaultValue 'Go back'
   */
  cancelLabel?: string
  /** Confirmed. */
  onConfirm: () => void
  /** Dismissed: the cancel button, Escape or the backdrop. */
  onCancel: () => void
  className?: string
}

/**
 * A question before an action that cannot be undone, as a modal `alertdialog`: the page behind
 * is inert, and the focus starts on the button that changes nothing, so a hurried Enter is safe.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Go back',
  onConfirm,
  onCancel,
  className,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const bodyId = useId()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      element.showModal()
      element.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    }
    if (!open && element.open) element.close()
  }, [open])

  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onCancel={(event) => {
        // Escape: the caller closes it, so `open` stays the one truth.
        event.preventDefault()
        onCancel()
      }}
      onKeyDown={(event) => {
        // Also for a synthesised Escape (assistive tools, tests), which the dialog ignores.
        if (event.key === 'Escape') {
          event.preventDefault()
          onCancel()
        }
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onCancel()
      }}
      className={cn(
        'm-auto w-full max-w-[85vw] rounded-card border border-line bg-surface-raised p-6 text-ink shadow-lg backdrop:bg-black/50 sm:max-w-md',
        className,
      )}
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      {children ? (
        <div id={bodyId} className="mt-2 text-sm text-muted">
          {children}
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button data-autofocus variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        {/* Not the store's Button: its variants set their own colours, and this one is red. */}
        <button
          type="button"
          onClick={onConfirm}
          className="inline-flex h-11 items-center justify-center rounded-full bg-danger px-6 text-sm font-semibold tracking-wide text-brand-ink"
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  )
}
