export { StatusTimeline, type StatusTimelineProps } from './StatusTimeline.tsx'
