import { createHmac, timingSafeEqual } from 'node:crypto'
import { allowedCharacters } from '@adire/contract'
import { z } from 'zod'
import {
  type Dispute,
  type DisputeEvidenceInput,
  type DisputeResolveInput,
  DisputeResponse,
  EvidenceResponse,
  ResolveResponse,
  UploadUrlResponse,
} from './disputes.ts'
import {
  type Bank,
  BankListResponse,
  type PaystackTransactionRef,
  type Refund,
  type RefundAccountDetails,
  RefundListResponse,
  RefundResponse,
  refundIsOf,
} from './refunds.ts'
import { TransactionStatus } from './spec/shape.ts'

/** Paystack's own API; the emulator answers the same paths under the store's address. */
export const PAYSTACK_API = 'https://api.paystack.co'

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
  /** Paystack's own id: refunds name the transaction by it, and so do rejected transfers. */
  id: z.number().int().nullish(),
  status: TransactionStatus,
  // A webhook's reference is looked up in the database: one holding U+0000 would fail the query.
  reference: z.string().check(allowedCharacters('reference')),
  /** Minor units: kobo for NGN. What Paystack took, with its fee when fees are passed on. */
  amount: z.number().int().nonnegative(),
  /**
   * What the store asked for (initialize's amount). Differs from `amount` when the store passes
   * Paystack's fee on to customers; older answers may lack it.
   */
  requested_amount: z.number().int().nonnegative().nullish(),
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

/** Pages read at most when looking for a transaction's refunds among all of them. */
const REFUND_LIST_PAGES = 20

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

  /**
   * Paystack refused the store's secret key (401, 403): nothing it says can be known until the
   * key is mended, and the store team must be told.
   */
  get keyRefused(): boolean {
    return this.status === 401 || this.status === 403
  }

  /**
   * A definite "no such thing" about what was asked (400, 404): e.g. verify of a reference
   * Paystack never saw. Every other failure (no answer, 5xx, 429, a refused key, a shape the
   * store cannot read) says nothing about the payment, and the question is asked again later.
   */
  get definite(): boolean {
    return this.status === 400 || this.status === 404
  }

  /**
   * Nothing was decided: no answer, a server error, a rate limit or a refused key. The same call
   * may go through later, unlike a refusal of what was asked (another 4xx).
   */
  get worthRetrying(): boolean {
    return this.status === undefined || this.status >= 500 || this.status === 429 || this.keyRefused
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
   * Asks Paystack to give a transaction's money back (`POST /refund`): in full, or `amountKobo`
   * of it (a return's part), naming it by Paystack's id when the store has it (its reference
   * otherwise). Paystack queues it and reports the outcome by webhook; more than is left of the
   * transaction is refused (4xx).
   */
  async refund(input: {
    reference: string
    transactionId?: string | null
    merchantNote: string
    /** Minor units; absent for what is left of the transaction. */
    amountKobo?: number
  }): Promise<Refund> {
    const { data } = await this.request('/refund', RefundResponse, {
      method: 'POST',
      body: JSON.stringify({
        transaction: input.transactionId ?? input.reference,
        merchant_note: input.merchantNote,
        ...(input.amountKobo !== undefined ? { amount: input.amountKobo } : {}),
      }),
    })
    return data
  }

  /** One refund as Paystack has it now (`GET /refund/:id`). */
  async fetchRefund(id: string): Promise<Refund> {
    const { data } = await this.request(`/refund/${encodeURIComponent(id)}`, RefundResponse)
    return data
  }

  /**
   * The refunds of one transaction, e.g. one started by a server that crashed before recording
   * it. Paystack's list cannot be asked for one transaction (only `from`, `to`, `perPage`,
   * `page`), so every page from `from` on is read and only the refunds whose transaction is
   * this one are kept: another order's refund is never taken for this one's.
   */
  async refundsOf(
    transaction: string | PaystackTransactionRef,
    options: { from?: Date } = {},
  ): Promise<Refund[]> {
    const ref = typeof transaction === 'string' ? { reference: transaction } : transaction
    const found: Refund[] = []
    for (let page = 1; page <= REFUND_LIST_PAGES; page += 1) {
      const query = new URLSearchParams({ perPage: '100', page: String(page) })
      if (options.from) query.set('from', options.from.toISOString())
      const { data, meta } = await this.request(`/refund?${query}`, RefundListResponse)
      found.push(...data.filter((refund) => refundIsOf(refund, ref)))
      if (data.length === 0 || (meta?.pageCount ?? page) <= page) break
    }
    return found
  }

  /**
   * Gives Paystack the shopper's bank account for a refund in `needs-attention`
   * (`POST /refund/retry_with_customer_details/:id`); Paystack then pays it there.
   */
  async retryRefund(id: string, account: RefundAccountDetails): Promise<Refund> {
    const { data } = await this.request(
      `/refund/retry_with_customer_details/${encodeURIComponent(id)}`,
      RefundResponse,
      {
        method: 'POST',
        body: JSON.stringify({
          refund_account_details: {
            currency: account.currency,
            account_number: account.accountNumber,
            bank_id: account.bankId,
          },
        }),
      },
    )
    return data
  }

  /** Nigeria's banks that take naira, as Paystack lists them (`GET /bank`). */
  async banks(): Promise<Bank[]> {
    const banks: Bank[] = []
    // Nigeria has a few hundred banks and microfinance banks: read page by page.
    for (let page = 1; page <= 10; page += 1) {
      const { data } = await this.request(
        `/bank?country=nigeria&currency=NGN&perPage=100&page=${page}`,
        BankListResponse,
      )
      banks.push(...data)
      if (data.length < 100) break
    }
    return banks.filter((bank) => bank.active !== false && bank.is_deleted !== true)
  }

  /** One dispute as Paystack has it now (`GET /dispute/:id`). */
  async fetchDispute(id: string): Promise<Dispute> {
    const { data } = await this.request(`/dispute/${encodeURIComponent(id)}`, DisputeResponse)
    return data
  }

  /**
   * Sends the store's evidence for a dispute (`POST /dispute/:id/evidence`); answers its id. The
   * delivery day the team gives (YYYY-MM-DD) goes as the date-time Paystack describes, at noon
   * UTC so that it reads as the same day wherever it is shown.
   */
  async addDisputeEvidence(id: string, evidence: DisputeEvidenceInput): Promise<string> {
    const { delivery_date, ...rest } = evidence
    const body = delivery_date ? { ...rest, delivery_date: `${delivery_date}T12:00:00.000Z` } : rest
    const { data } = await this.request(
      `/dispute/${encodeURIComponent(id)}/evidence`,
      EvidenceResponse,
      { method: 'POST', body: JSON.stringify(body) },
    )
    return data.id
  }

  /**
   * Uploads a file of evidence (a delivery photo) for a dispute, as Paystack's Dispute API has
   * it: `GET /dispute/:id/upload_url` gives a signed URL and the file's name; the file is put at
   * that URL (Paystack's storage, not its API: no key goes with it); the name is then given to
   * `resolveDispute` as `uploaded_filename`. Answers the name.
   */
  async uploadDisputeFile(
    id: string,
    file: { bytes: Uint8Array; contentType: string },
  ): Promise<string> {
    const { data } = await this.request(
      `/dispute/${encodeURIComponent(id)}/upload_url`,
      UploadUrlResponse,
    )
    let response: Response
    try {
      response = await this.fetch(data.signedUrl, {
        method: 'PUT',
        headers: { 'Content-Type': file.contentType },
        body: new Blob([new Uint8Array(file.bytes)], { type: file.contentType }),
        signal: AbortSignal.timeout(this.timeoutMs),
      })
    } catch (error) {
      throw new PaystackError(
        `Paystack's upload could not be reached: ${error instanceof Error ? error.message : error}`,
      )
    }
    if (!response.ok) {
      throw new PaystackError(`Paystack's upload answered ${response.status}`, response.status)
    }
    return data.fileName
  }

  /**
   * Accepts or declines a dispute (`PUT /dispute/:id/resolve`). Paystack's answer names the
   * transaction by its id only, so the dispute as it now stands is read with `fetchDispute`.
   */
  async resolveDispute(id: string, input: DisputeResolveInput): Promise<void> {
    await this.request(`/dispute/${encodeURIComponent(id)}/resolve`, ResolveResponse, {
      method: 'PUT',
      body: JSON.stringify(input),
    })
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
