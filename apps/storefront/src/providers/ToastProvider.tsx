import { ToastList, type ToastMessage, type ToastTone } from '@adire/ui'
import { createContext, type ReactNode, use, useCallback, useMemo, useRef, useState } from 'react'

/** How long a notification stays before it leaves by itself. */
export const TOAST_DURATION_MS = 4000

interface ToastContextValue {
  success: (message: string) => void
  error: (message: string) => void
  info: (message: string) => void
}

const ToastContext = createContext<ToastContextValue | null>(null)

/** Holds the store's notifications (the toasts docs/product.md names) and shows them over every page. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastMessage[]>([])
  const nextId = useRef(0)

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id))
  }, [])

  const show = useCallback(
    (tone: ToastTone, message: string) => {
      nextId.current += 1
      const id = String(nextId.current)
      // The same message twice in a row (a double click) shows once.
      setToasts((current) =>
        current.some((toast) => toast.message === message)
          ? current
          : [...current, { id, message, tone }],
      )
      setTimeout(() => dismiss(id), TOAST_DURATION_MS)
    },
    [dismiss],
  )

  const value = useMemo(
    () => ({
      success: (message: string) => show('success', message),
      error: (message: string) => show('error', message),
      info: (message: string) => show('info', message),
    }),
    [show],
  )

  return (
    <ToastContext value={value}>
      {children}
      <ToastList toasts={toasts} onDismiss={dismiss} />
    </ToastContext>
  )
}

export function useToast(): ToastContextValue {
  const context = use(ToastContext)
  if (!context) throw new Error('useToast must be used within a ToastProvider')
  return context
}
