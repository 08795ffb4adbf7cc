import { cn } from '../../lib/cn.ts'
import { CloseIcon } from '../icons/icons.tsx'
import { Link } from '../Link/Link.tsx'

export type ToastTone = 'success' | 'error' | 'info'

/** A way on from a notification: `Added to cart` offers `View cart`. */
export interface ToastAction {
  label: string
  href: string
}

export interface ToastMessage {
  id: string
  message: string
  tone: ToastTone
  action?: ToastAction | undefined
}

export interface ToastListProps {
  toasts: readonly ToastMessage[]
  onDismiss: (id: string) => void
}

const toneClasses: Record<ToastTone, string> = {
  success: 'border-l-success',
  error: 'border-l-danger',
  info: 'border-l-brand',
}

/**
 * The store's notifications, stacked at the top of the screen, under the navigation bar: never
 * over the cart's count, which a shopper adding to the cart wants to see change. The region is
 * always present so screen readers announce each new message; errors interrupt
 * (`role="alert"`), the rest wait. A notification may carry a way on (`View cart`).
 */
export function ToastList({ toasts, onDismiss }: ToastListProps) {
  return (
    <section
      aria-label="Notifications"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-[4.5rem] z-50 flex flex-col items-center gap-2 px-3"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.tone === 'error' ? 'alert' : 'status'}
          data-tone={toast.tone}
          className={cn(
            'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-card border border-l-4 border-line bg-surface-raised px-4 py-3 text-sm text-ink shadow-lg',
            toneClasses[toast.tone],
          )}
        >
          <p className="flex-1">
            {toast.message}
            {toast.action ? (
              <>
                {' '}
                <Link
                  href={toast.action.href}
                  onClick={() => onDismiss(toast.id)}
                  className="font-semibold whitespace-nowrap text-brand underline underline-offset-2"
                >
                  {toast.action.label}
                </Link>
              </>
            ) : null}
          </p>
          <button
            type="button"
            aria-label="Dismiss notification"
            onClick={() => onDismiss(toast.id)}
            className="-m-1 inline-flex h-7 w-7 items-center justify-center rounded-full text-muted hover:bg-ink/5 hover:text-ink"
          >
            <CloseIcon width={16} height={16} />
          </button>
        </div>
      ))}
    </section>
  )
}
