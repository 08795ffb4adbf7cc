/*
 * The emulator's sandbox (emulator.ts): Paystack's test cards, the transfer outcomes a tester
 * picks, the transactions and refunds it keeps in memory, and the bodies its API reads.
 */
import { z } from 'zod'
import type { TransactionStatus } from '../spec/shape.ts'

/**
 * Paystack's test cards, as the emulator treats them, and one of the emulator's own: a card
 * that pays but whose refunds fail, so the store's failed-refund path can be tried offline.
 */
export const TEST_CARDS = {
  success: '4084084084084081',
  declined: '4084080000005408',
  insufficientFunds: '4084080000670037',
  refundFails: '4084080000000409',
  /** Pays, but its refunds wait in `needs-attention` for the customer's bank account. */
  refundNeedsAttention: '4084080000000805',
} as const

export const CARD_OUTCOMES: Record<string, { status: TransactionStatus; response: string }> = {
  [TEST_CARDS.success]: { status: 'success', response: 'Approved' },
  [TEST_CARDS.declined]: { status: 'failed', response: 'Declined' },
  [TEST_CARDS.insufficientFunds]: { status: 'failed', response: 'Insufficient Funds' },
  [TEST_CARDS.refundFails]: { status: 'success', response: 'Approved' },
  [TEST_CARDS.refundNeedsAttention]: { status: 'success', response: 'Approved' },
}

export interface EmulatedTransaction {
  id: number
  reference: string
  accessCode: string
  email: string
  /** What Paystack took: `requestedAmount`, plus `fees` when they are passed to the customer. */
  amount: number
  /** What the store asked for at initialize (`requested_amount`). */
  requestedAmount: number
  /** Paystack's fee on it, in kobo. */
  fees: number
  currency: string
  callbackUrl: string | undefined
  status: TransactionStatus
  gatewayResponse: string
  createdAt: Date
  paidAt: Date | null
  /** Paid with the card whose refunds fail. */
  refundFails: boolean
  /** Paid with the card whose refunds need the customer's bank account. */
  refundNeedsAttention?: boolean
  /** The ways to pay the store offers in this window (all, when it names none). */
  channels: readonly string[]
  /** How it was paid, or is being paid: `card`, or `bank_transfer` once one is sent. */
  channel: 'card' | 'bank_transfer'
}

export interface EmulatedRefund {
  id: number
  transaction: EmulatedTransaction
  amount: number
  currency: string
  merchantNote: string
  customerNote: string
  status: 'pending' | 'processing' | 'needs-attention' | 'processed' | 'failed'
  createdAt: Date
  /** False once the customer's bank account was given: it then goes through. */
  needsAttention?: boolean
}

/** Paid, whether or not the money has since been given back: it cannot be paid again. */
export const wasPaid = (tx: EmulatedTransaction) =>
  tx.status === 'success' || tx.status === 'reversed'

export const RefundBody = z.object({
  transaction: z.union([z.string().min(1).max(100), z.number().int()]),
  amount: z.coerce.number().int().positive().optional(),
  merchant_note: z.string().max(500).optional(),
  customer_note: z.string().max(500).optional(),
})

/**
 * Paystack's retries of a webhook not answered with a 200, in seconds after each failed try
 * (https://paystack.com/docs/payments/webhooks, "Retries", live mode): every 3 minutes for the
 * first 4 tries, then hourly for the next 72 hours.
 */
export const PAYSTACK_WEBHOOK_RETRIES: readonly number[] = [
  ...Array<number>(4).fill(3 * 60),
  ...Array<number>(72).fill(60 * 60),
]

/** Paystack's list query (`GET /refund`): a page of refunds, optionally between two dates. */
export const RefundListQuery = z.object({
  perPage: z.coerce.number().int().min(1).max(100).default(50),
  page: z.coerce.number().int().min(1).default(1),
  from: z.coerce.date().optional(),
  to: z.coerce.date().optional(),
})

/** `POST /refund/retry_with_customer_details/:id`'s body (the spec's RefundRetry). */
export const RefundRetryBody = z.object({
  refund_account_details: z.object({
    currency: z.string(),
    account_number: z.string().regex(/^\d{10}$/),
    bank_id: z.string().min(1),
  }),
})

/** A handful of Nigeria's banks, with the ids and codes Paystack gives them. */
export const EMULATED_BANKS = [
  { id: 174, name: 'Abbey Mortgage Bank', code: '801' },
  { id: 1, name: 'Access Bank', code: '044' },
  { id: 173, name: 'Coronation Merchant Bank', code: '559' },
  { id: 6, name: 'Fidelity Bank', code: '070' },
  { id: 7, name: 'First Bank of Nigeria', code: '011' },
  { id: 9, name: 'Guaranty Trust Bank', code: '058' },
  { id: 172, name: 'Infinity MFB', code: '50457' },
  { id: 171, name: 'Paycom', code: '999992' },
  { id: 16, name: 'Sterling Bank', code: '232' },
  { id: 19, name: 'United Bank For Africa', code: '033' },
  { id: 22, name: 'Zenith Bank', code: '057' },
] as const

export const InitializeBody = z.object({
  email: z.email(),
  amount: z.coerce.number().int().positive(),
  currency: z.string().default('NGN'),
  reference: z.string().min(1).max(100).optional(),
  callback_url: z.string().optional(),
  channels: z.array(z.string().max(30)).max(10).optional(),
})

/**
 * What the emulator's bank does with a transfer the shopper says they sent, as they pick it on
 * the transfer screen: it lands (after `transferSeconds`), it never does, it is ₦100 short, or it
 * comes after the account expired. Paystack refuses the last two and sends the money back
 * itself (`bank.transfer.rejected`); only a transfer of the exact amount in time is a charge.
 */
export const TRANSFER_OUTCOMES = ['arrives', 'never', 'short', 'late'] as const
export type TransferOutcome = (typeof TRANSFER_OUTCOMES)[number]

/** How much short the `short` transfer lands, in kobo. */
export const SHORT_TRANSFER_KOBO = 10_000

/**
 * Why Paystack refused a transfer, as `bank.transfer.rejected` says it. `INCORRECT_AMOUNT` is
 * Paystack's documented type; Paystack documents no type for a transfer after the account
 * expired, so the emulator's word for it is its own.
 */
export const REJECTION_TYPES = {
  short: { type: 'INCORRECT_AMOUNT', message: 'incorrect amount sent' },
  late: { type: 'ACCOUNT_EXPIRED', message: 'transfer received after the account expired' },
} as const

export const TransferForm = z.object({ outcome: z.enum(TRANSFER_OUTCOMES).default('arrives') })
