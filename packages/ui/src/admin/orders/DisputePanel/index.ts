export {
  type DisputeEvidenceDraft,
  DisputePanel,
  type DisputePanelProps,
} from './DisputePanel.tsx'
