/*
 * Transactions, charge events and banks as Paystack describes them (see shape.ts for the
 * sources and the two kinds of schema).
 */
import { z } from 'zod'
import {
  answer,
  Currency,
  customerFields,
  dateTime,
  int,
  success,
  transactionFields,
} from './shape.ts'

/** The channels a transaction may offer: TransactionInitialize `channels.items.enum`. */
export const Channel = z.enum([
  'card',
  'bank',
  'ussd',
  'qr',
  'eft',
  'mobile_money',
  'bank_transfer',
])

/**
 * POST /transaction/initialize, #/components/schemas/TransactionInitialize (required: email,
 * amount). Every field the description has, and no other.
 */
export const InitializeRequest = z.strictObject({
  email: z.string(),
  amount: int,
  currency: Currency.optional(),
  reference: z.string().optional(),
  channels: z.array(Channel).optional(),
  callback_url: z.string().optional(),
  plan: z.string().optional(),
  invoice_limit: int.optional(),
  split_code: z.string().optional(),
  /** #/components/schemas/SplitCreate */
  split: z
    .looseObject({
      name: z.string(),
      type: z.enum(['percentage', 'flat']),
      subaccounts: z.array(z.looseObject({ subaccount: z.string(), share: int })),
      currency: z.enum(['NGN', 'GHS', 'ZAR', 'USD']),
    })
    .optional(),
  subaccount: z.string().optional(),
  /** A string in the description, though it is an amount. */
  transaction_charge: z.string().optional(),
  bearer: z.enum(['account', 'subaccount']).optional(),
  label: z.string().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
})

/** #/components/schemas/TransactionInitializeResponse: all three `data` fields required. */
export const InitializeAnswer = success(
  answer({ authorization_url: z.string(), access_code: z.string(), reference: z.string() }, [
    'authorization_url',
    'access_code',
    'reference',
  ]),
)

/**
 * GET /transaction/verify/{reference}, #/components/schemas/VerifyResponse. The store reads the
 * status, reference, amounts, currency, channel, fees and Paystack's id of the transaction.
 * An unknown reference is a 404 (#/components/responses/NotFound).
 */
export const VerifyAnswer = success(
  answer(transactionFields, [
    'id',
    'status',
    'reference',
    'amount',
    'currency',
    'channel',
    'fees',
    'requested_amount',
  ]),
)

/**
 * `charge.success` (PaystackOSS/doc-code-snippets dist/doc/payments/webhooks/events.js and
 * dist/doc/payments/payment-methods/pwt-events.js @ 94af513d): the transaction as verify has
 * it. The store only takes its reference from it, and asks Paystack for the rest.
 */
export const ChargeSuccessEvent = z.looseObject({
  event: z.literal('charge.success'),
  data: answer({ ...transactionFields, status: z.literal('success') }, [
    'reference',
    'status',
    'amount',
    'currency',
  ]),
})

/**
 * `bank.transfer.rejected` (dist/doc/payments/payment-methods/pwt-events.js @ 94af513d): a
 * transfer Paystack turned away (e.g. the wrong amount). It carries NO transaction reference:
 * only Paystack's transaction id (as a string) and the customer.
 */
export const BankTransferRejectedEvent = z.looseObject({
  event: z.literal('bank.transfer.rejected'),
  data: answer(
    {
      bank_transfer: answer(
        {
          amount: z.union([int, z.string().regex(/^\d+$/)]),
          message: z.string(),
          message_type: z.string(),
          transaction_id: z.string(),
        },
        ['transaction_id', 'message'],
      ),
      customer: answer(
        {
          ...customerFields,
          domain: z.string(),
          integration: int,
          createdAt: dateTime,
          updatedAt: dateTime,
        },
        ['email'],
      ),
    },
    ['bank_transfer', 'customer'],
  ),
})

/**
 * GET /bank, #/components/schemas/MiscellaneousListBanksResponseArray (the example's `meta` is
 * cursor-style: next, previous, perPage). A bank's `id` is what a refund retry's `bank_id` names.
 */
export const Bank = answer(
  {
    name: z.string(),
    slug: z.string(),
    code: z.string(),
    longcode: z.string(),
    gateway: z.string().nullable(),
    pay_with_bank: z.boolean(),
    supports_transfer: z.boolean(),
    available_for_direct_debit: z.boolean(),
    active: z.boolean(),
    is_deleted: z.boolean().nullable(),
    country: z.string(),
    currency: Currency,
    type: z.string(),
    id: int,
    createdAt: dateTime.nullable(),
    updatedAt: dateTime.nullable(),
  },
  ['id', 'name', 'code'],
)

/** GET /bank's query: the parameters the description lists (all optional, all strings). */
export const BankListQuery = z.strictObject({
  country: z.enum(['ghana', 'kenya', 'nigeria', 'south africa']).optional(),
  currency: Currency.optional(),
  use_cursor: z.enum(['true', 'false']).optional(),
  perPage: z.string().regex(/^\d+$/).optional(),
  page: z.string().regex(/^\d+$/).optional(),
  next: z.string().optional(),
  previous: z.string().optional(),
  pay_with_bank_transfer: z.enum(['true', 'false']).optional(),
  pay_with_bank: z.enum(['true', 'false']).optional(),
  enabled_for_verification: z.enum(['true', 'false']).optional(),
  gateway: z.string().optional(),
  type: z.string().optional(),
  include_nip_sort_code: z.enum(['true', 'false']).optional(),
})

export const BankListAnswer = success(z.array(Bank)).extend({
  meta: answer(
    { next: z.string().nullable(), previous: z.string().nullable(), perPage: int },
    [],
  ).optional(),
})
