export { ToastList, type ToastListProps, type ToastMessage, type ToastTone } from './Toast.tsx'
