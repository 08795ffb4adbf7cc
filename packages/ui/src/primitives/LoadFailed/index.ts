export { LoadFailed, type LoadFailedProps } from './LoadFailed.tsx'
