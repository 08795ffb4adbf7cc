export { AlertPanel, type AlertPanelProps } from './AlertPanel.tsx'
