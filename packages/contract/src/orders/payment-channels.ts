/*
 * The ways a shopper can pay through Paystack (docs/product.md §11.7), without zod: checkout's
 * picker and every page's footer name them on a first visit.
 */

/** Paystack's names for the ways a shopper can pay, as a transaction lists them. */
export const PAYMENT_CHANNELS = ['card', 'bank_transfer', 'ussd', 'bank'] as const
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number]

/** What the owner sees each channel called. */
export const PAYMENT_CHANNEL_LABELS: Record<PaymentChannel, string> = {
  card: 'Card',
  bank_transfer: 'Bank transfer',
  ussd: 'USSD',
  bank: 'Bank account',
}

/**
 * The ways to pay as one phrase for shoppers, in the order given: `Card or bank transfer`,
 * `Card, bank transfer or USSD` (checkout's one payment option, the footer).
 */
export function paymentWaysText(channels: readonly PaymentChannel[]): string {
  const words = channels.map((channel, index) => {
    const label = PAYMENT_CHANNEL_LABELS[channel]
    return index === 0 || channel === 'ussd' ? label : label.toLowerCase()
  })
  const last = words.pop() ?? ''
  return words.length > 0 ? `${words.join(', ')} or ${last}` : last
}
