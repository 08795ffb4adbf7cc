export {
  type PackingSlipOrder,
  PackingSlips,
  type PackingSlipsProps,
  type SlipPaper,
  type SlipStore,
} from './PackingSlip.tsx'
