import { createHmac, timingSafeEqual } from 'node:crypto'
import { allowedCharacters } from '@adire/contract'
import { z } from 'zod'

/** Paystack's own API; the emulator answers the same paths under the store's address. */
export const PAYSTACK_API = 'https://api.paystack.co'

/** The statuses Paystack reports for a transaction; only `success` means paid. */
export const TransactionStatus = z.enum([
  'success',
  'failed',
  'abandoned',
  'reversed',
  'pending',
  'ongoing',
  'processing',
  'queued',
])
export type TransactionStatus = z.infer<typeof TransactionStatus>

const InitializeResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({
    authorization_url: z.string().url(),
    access_code: z.string().min(1),
    reference: z.string().min(1),
  }),
})

/** The parts of a transaction the store relies on (Paystack sends many more). */
export const Transaction = z.object({
  status: TransactionStatus,
  // A webhook's reference is looked up in the database: one holding U+0000 would fail the query.
  reference: z.string().check(allowedCharacters('reference')),
  /** Minor units: kobo for NGN. */
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  gateway_response: z.string().nullish(),
  /** How the shopper paid: `card`, `bank_transfer`, `ussd`, `bank`... */
  channel: z.string().nullish(),
  paid_at: z.string().nullish(),
  customer: z.object({ email: z.string() }).partial().nullish(),
})
export type Transaction = z.infer<typeof Transaction>

const VerifyResponse = z.object({ status: z.literal(true), message: z.string(), data: Transaction })

/** A `charge.success` event as Paystack posts it to the webhook. */
export const WebhookEvent = z.object({
  event: z.string(),
  data: Transaction.partial().passthrough(),
})

/**
 * A refund as Paystack reports it. Its status moves from `pending` through `processing` to
 * `processed` or `failed` (Paystack has used other in-between words too: all of them mean "on
 * its way").
 */
export const Refund = z.object({
  id: z.union([z.number().int(), z.string()]).transform(String),
  status: z.string(),
  /** Minor units. */
  amount: z.number().int().nonnegative(),
  currency: z.string(),
})
export type Refund = z.infer<typeof Refund>

/** A `refund.*` event (`refund.pending`, `refund.processed`, `refund.failed`...) as posted. */
export const RefundWebhookEvent = z.object({
  event: z.string().startsWith('refund.'),
  data: z
    .object({
      // A reference with a NUL would fail in the database: refused here like any other.
      transaction_reference: z
        .string()
        .min(1)
        .max(100)
        .check(allowedCharacters('transaction_reference')),
      status: z.string(),
    })
    .passthrough(),
})

const RefundResponse = z.object({ status: z.literal(true), message: z.string(), data: Refund })
const RefundListResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.array(Refund),
})

/** Paystack could not be reached, refused the call, or answered something unexpected. */
export class PaystackError extends Error {
  override name = 'PaystackError'
  constructor(
    message: string,
    /** The HTTP status Paystack answered with; undefined when it could not be reached. */
    readonly status?: number,
  ) {
    super(message)
  }
}

export interface InitializeInput {
  email: string
  /** Kobo. */
  amount: number
  currency: 'NGN'
  reference: string
  callbackUrl: string
  /** The ways the payment window offers to pay (the store's setting). */
  channels?: readonly string[]
  metadata?: Record<string, unknown>
}

export interface PaystackClientOptions {
  baseUrl: string
  secretKey: string
  /** Gives up on a call after this long. @defaultValue 10000 */
  timeoutMs?: number
  fetch?: typeof fetch
}

/**
 * Paystack's server-side API: initialize and verify a transaction, and check a webhook's
 * signature. The same code talks to Paystack and to the built-in emulator; only the base URL
 * and the key differ.
 */
export class PaystackClient {
  private readonly baseUrl: string
  private readonly fetch: typeof fetch
  private readonly timeoutMs: number

  constructor(private readonly options: PaystackClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '')
    this.fetch = options.fetch ?? fetch
    this.timeoutMs = options.timeoutMs ?? 10_000
  }

  private async request<T>(path: string, schema: z.ZodType<T>, init: RequestInit = {}): Promise<T> {
    let response: Response
    try {
      response = await this.fetch(`${this.baseUrl}${path}`, {
        ...init,
        headers: {
          Authorization: `Bearer ${this.options.secretKey}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        signal: AbortSignal.timeout(this.timeoutMs),
      })
    } catch (error) {
      throw new PaystackError(
        `Paystack could not be reached: ${error instanceof Error ? error.message : error}`,
      )
    }
    const body: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const message = (body as { message?: unknown } | undefined)?.message
      throw new PaystackError(
        `Paystack answered ${response.status}: ${typeof message === 'string' ? message : 'no message'}`,
        response.status,
      )
    }
    const parsed = schema.safeParse(body)
    if (!parsed.success) throw new PaystackError('Paystack answered in an unexpected shape')
    return parsed.data
  }

  async initialize(input: InitializeInput) {
    const { data } = await this.request('/transaction/initialize', InitializeResponse, {
      method: 'POST',
      body: JSON.stringify({
        email: input.email,
        amount: input.amount,
        currency: input.currency,
        reference: input.reference,
        callback_url: input.callbackUrl,
        channels: input.channels,
        metadata: input.metadata,
      }),
    })
    return { accessCode: data.access_code, authorizationUrl: data.authorization_url }
  }

  async verify(reference: string): Promise<Transaction> {
    const { data } = await this.request(
      `/transaction/verify/${encodeURIComponent(reference)}`,
      VerifyResponse,
    )
    return data
  }

  /**
   * Asks Paystack to give a transaction's money back in full (`POST /refund`). Paystack queues
   * it and reports the outcome by webhook; a transaction already refunded is refused (4xx).
   */
  async refund(input: { reference: string; merchantNote: string }): Promise<Refund> {
    const { data } = await this.request('/refund', RefundResponse, {
      method: 'POST',
      body: JSON.stringify({ transaction: input.reference, merchant_note: input.merchantNote }),
    })
    return data
  }

  /** One refund as Paystack has it now (`GET /refund/:id`). */
  async fetchRefund(id: string): Promise<Refund> {
    const { data } = await this.request(`/refund/${encodeURIComponent(id)}`, RefundResponse)
    return data
  }

  /** The refunds of one transaction (`GET /refund?reference=`), e.g. one started by a server that crashed before recording it. */
  async refundsOf(reference: string): Promise<Refund[]> {
    const { data } = await this.request(
      `/refund?reference=${encodeURIComponent(reference)}`,
      RefundListResponse,
    )
    return data
  }

  /**
   * Whether a webhook body was signed with our secret key: `x-paystack-signature` is the
   * HMAC-SHA512 of the exact bytes received, compared in constant time.
   */
  isSignedWebhook(rawBody: Uint8Array, signature: string | undefined): boolean {
    return verifySignature(this.options.secretKey, rawBody, signature)
  }
}

/** The signature Paystack (and the emulator) put on a webhook body. */
export function signWebhook(secretKey: string, rawBody: Uint8Array | string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex')
}

function verifySignature(secretKey: string, rawBody: Uint8Array, signature: string | undefined) {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false
  const expected = Buffer.from(signWebhook(secretKey, rawBody), 'hex')
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'))
}
