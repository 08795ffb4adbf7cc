export { LoadingState } from './LoadingState.tsx'
export { Spinner, type SpinnerProps } from './Spinner.tsx'
export { SpinnerIcon, type SpinnerIconProps } from './SpinnerIcon.tsx'
