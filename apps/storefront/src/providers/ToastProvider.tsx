import { type ToastAction, ToastList, type ToastMessage, type ToastTone } from '@adire/ui'
import { createContext, type ReactNode, use, useCallback, useMemo, useRef, useState } from 'react'

/** How long a notification stays before it leaves by itself. */
export const TOAST_DURATION_MS = 4000

interface ToastOptions {
  /** A way on from the notification (`View cart`). */
  action?: ToastAction
}

interface ToastContextValue {
  success: (message: string, options?: ToastOptions) => void
  error: (message: string) => void
  info: (message: string) => void
}

const ToastContext = createContext<ToastContextValue | null>(null)

/** The notifications on screen, for `ToastOutlet`. */
const ShownToastsContext = createContext<{
  toasts: readonly ToastMessage[]
  dismiss: (id: string) => void
}>({ toasts: [], dismiss: () => {} })

/**
 * Holds the store's notifications (the toasts docs/product.md names); `ToastOutlet` shows them
 * over every page, inside the router, so that a notification's link (`View cart`) moves within
 * the store instead of reloading it.
 */
export function ToastProvider({
  children,
  durationMs = TOAST_DURATION_MS,
}: {
  children: ReactNode
  /** How long each notification stays; stories hold them longer (see `StoryApp`). */
  durationMs?: number
}) {
  const [toasts, setToasts] = useState<ToastMessage[]>([])
  const nextId = useRef(0)

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id))
  }, [])

  const show = useCallback(
    (tone: ToastTone, message: string, options: ToastOptions = {}) => {
      nextId.current += 1
      const id = String(nextId.current)
      // The same message twice in a row (a double click) shows once.
      setToasts((current) =>
        current.some((toast) => toast.message === message)
          ? current
          : [...current, { id, message, tone, action: options.action }],
      )
      setTimeout(() => dismiss(id), durationMs)
    },
    [dismiss, durationMs],
  )

  const value = useMemo(
    () => ({
      success: (message: string, options?: ToastOptions) => show('success', message, options),
      error: (message: string) => show('error', message),
      info: (message: string) => show('info', message),
    }),
    [show],
  )

  const shown = useMemo(() => ({ toasts, dismiss }), [toasts, dismiss])

  return (
    <ToastContext value={value}>
      <ShownToastsContext value={shown}>{children}</ShownToastsContext>
    </ToastContext>
  )
}

/** Where the notifications show: rendered once, inside the router's links (`RouterRoot`). */
export function ToastOutlet() {
  const { toasts, dismiss } = use(ShownToastsContext)
  return <ToastList toasts={toasts} onDismiss={dismiss} />
}

export function useToast(): ToastContextValue {
  const context = use(ToastContext)
  if (!context) throw new Error('useToast must be used within a ToastProvider')
  return context
}
