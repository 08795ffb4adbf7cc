/*
 * The emulator's sandbox (emulator.ts): Paystack's test cards, the transfer outcomes a tester
 * picks, the transactions and refunds it keeps in memory, and the bodies its API reads.
 */
import { z } from 'zod'
import type { TransactionStatus } from '../client.ts'

/**
 * Paystack's test cards, as the emulator treats them, and one of the emulator's own: a card
 * that pays but whose refunds fail, so the store's failed-refund path can be tried offline.
 */
export const TEST_CARDS = {
  success: '4084084084084081',
  declined: '4084080000005408',
  insufficientFunds: '4084080000670037',
  refundFails: '4084080000000409',
} as const

export const CARD_OUTCOMES: Record<string, { status: TransactionStatus; response: string }> = {
  [TEST_CARDS.success]: { status: 'success', response: 'Approved' },
  [TEST_CARDS.declined]: { status: 'failed', response: 'Declined' },
  [TEST_CARDS.insufficientFunds]: { status: 'failed', response: 'Insufficient Funds' },
  [TEST_CARDS.refundFails]: { status: 'success', response: 'Approved' },
}

export interface EmulatedTransaction {
  id: number
  reference: string
  accessCode: string
  email: string
  amount: number
  currency: string
  callbackUrl: string | undefined
  status: TransactionStatus
  gatewayResponse: string | null
  createdAt: Date
  paidAt: Date | null
  /** Paid with the card whose refunds fail. */
  refundFails: boolean
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
  merchantNote: string | null
  status: 'pending' | 'processed' | 'failed'
  createdAt: Date
}

/** Paid, whether or not the money has since been given back: it cannot be paid again. */
export const wasPaid = (tx: EmulatedTransaction) =>
  tx.status === 'success' || tx.status === 'reversed'

export const RefundBody = z.object({
  transaction: z.union([z.string().min(1).max(100), z.number().int()]),
  amount: z.coerce.number().int().positive().optional(),
  merchant_note: z.string().max(500).optional(),
})

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
 * the transfer screen: it lands (after `transferSeconds`), it never does, or it lands ₦100 short.
 */
export const TRANSFER_OUTCOMES = ['arrives', 'never', 'short'] as const
export type TransferOutcome = (typeof TRANSFER_OUTCOMES)[number]

/** How much short the `short` transfer lands, in kobo. */
export const SHORT_TRANSFER_KOBO = 10_000

export const TransferForm = z.object({ outcome: z.enum(TRANSFER_OUTCOMES).default('arrives') })
