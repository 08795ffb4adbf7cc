import { CloseIcon } from '../icons/icons.tsx'
import { cn } from '../lib/cn.ts'

export type ToastTone = 'success' | 'error' | 'info'

export interface ToastMessage {
  id: string
  message: string
  tone: ToastTone
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
 * The store's notifications, stacked at the top of the screen. The region is always present so
 * screen readers announce each new message; errors interrupt (`role="alert"`), the rest wait.
 */
export function ToastList({ toasts, onDismiss }: ToastListProps) {
  return (
    <section
      aria-label="Notifications"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-3 z-50 flex flex-col items-center gap-2 px-3"
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
          <p className="flex-1">{toast.message}</p>
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
