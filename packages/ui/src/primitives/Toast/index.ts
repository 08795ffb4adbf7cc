export {
  type ToastAction,
  ToastList,
  type ToastListProps,
  type ToastMessage,
  type ToastTone,
} from './Toast.tsx'
