export { PaymentFrame, type PaymentFrameProps } from './PaymentFrame.tsx'
