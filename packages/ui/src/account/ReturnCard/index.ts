export { ReturnCard, type ReturnCardProps, ReturnTimeline } from './ReturnCard.tsx'
