import { PAYMENT_CHANNELS } from '@adire/contract'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { BackgroundTasks } from '../../../background.ts'
import { TransferRejectedEvent } from '../../../orders/transfer-rejections.ts'
import { TestClock } from '../../../testing/services.ts'
import { PaystackClient, Transaction, WebhookEvent } from '../client.ts'
import { UploadUrlResponse } from '../disputes.ts'
import { EMULATOR_PATH, PaystackEmulator, TEST_CARDS } from '../emulator/emulator.ts'
import { Refund, RefundWebhookEvent } from '../refunds.ts'
import {
  DisputeEvents,
  DisputeEvidenceAnswer,
  DisputeEvidenceRequest,
  DisputeFetchAnswer,
  DisputeResolveAnswer,
  DisputeResolveRequest,
  DisputeUploadUrlAnswer,
} from './disputes.ts'
import { answers, requests } from './examples/answers.ts'
import { disputeAnswers, events } from './examples/events.ts'
import {
  RefundCreateAnswer,
  RefundCreateRequest,
  RefundEvents,
  RefundFetchAnswer,
  RefundListAnswer,
  RefundListQuery,
  RefundRetryAnswer,
  RefundRetryRequest,
} from './refunds.ts'
import { ErrorAnswer } from './shape.ts'
import {
  BankListAnswer,
  BankListQuery,
  BankTransferRejectedEvent,
  Channel,
  ChargeSuccessEvent,
  InitializeAnswer,
  InitializeRequest,
  VerifyAnswer,
} from './transactions.ts'

/*
 * The contract with Paystack (docs/decisions/014-payments.md, "Held against Paystack's
 * description"): what the store's client sends, and what the emulator answers and posts, have
 * the shapes Paystack's published description gives them (./shape.ts names its sources), and
 * the store's own schemas read Paystack's shapes. Offline: the examples are the store's own.
 */

/** Every webhook event the store may receive, with Paystack's shape for it. */
const EVENTS: Record<string, z.ZodType> = {
  'charge.success': ChargeSuccessEvent,
  'bank.transfer.rejected': BankTransferRejectedEvent,
  ...Object.fromEntries(Object.entries(RefundEvents).map(([s, schema]) => [`refund.${s}`, schema])),
  ...Object.fromEntries(
    Object.entries(DisputeEvents).map(([s, schema]) => [`charge.dispute.${s}`, schema]),
  ),
}

/** Parses, or fails the test with zod's own account of every field that does not fit. */
function expectShape(schema: z.ZodType, value: unknown, what: string) {
  const parsed = schema.safeParse(value)
  expect(parsed.success ? 'fits' : `${what}: ${JSON.stringify(parsed.error.issues)}`).toBe('fits')
}

interface Sent {
  method: string
  path: string
  query: string
  authorization: string | null
  body: unknown
}

/**
 * One call of the store's client, as Paystack describes it: its method and path (with `{name}`
 * for a path parameter), the strict schema of its JSON body, and the example answer the fake
 * Paystack gives back. Adding a call is one line.
 */
interface RequestCase {
  call: (client: PaystackClient) => Promise<unknown>
  method: 'GET' | 'POST' | 'PUT'
  path: string
  body?: z.ZodType
  /** The strict schema of its query's parameters; without one, it sends none. */
  query?: z.ZodType
  answer: unknown
}

const REQUESTS: Record<string, RequestCase> = {
  'transaction initialize': {
    call: (client) =>
      client.initialize({
        email: 'adaeze@example.com',
        amount: 2_500_000,
        currency: 'NGN',
        reference: 'ADR-7K2M9Q-1',
        callbackUrl: 'https://adire.test/orders/ADR-7K2M9Q',
        channels: ['card', 'bank_transfer'],
        metadata: { orderId: 'ADR-7K2M9Q' },
      }),
    method: 'POST',
    path: '/transaction/initialize',
    body: InitializeRequest,
    answer: answers.initialize,
  },
  'transaction verify': {
    call: (client) => client.verify('ADR-7K2M9Q-1'),
    method: 'GET',
    path: '/transaction/verify/{reference}',
    answer: answers.verify,
  },
  'refund create': {
    call: (client) => client.refund({ reference: 'ADR-7K2M9Q-1', merchantNote: 'Cancelled' }),
    method: 'POST',
    path: '/refund',
    body: RefundCreateRequest,
    answer: answers.refundCreate,
  },
  'refund fetch': {
    call: (client) => client.fetchRefund('21877501'),
    method: 'GET',
    path: '/refund/{id}',
    answer: answers.refundFetch,
  },
  'refund list': {
    call: (client) =>
      client.refundsOf(
        { reference: 'ADR-7K2M9Q-1', id: '5100244871' },
        { from: new Date('2026-11-01T00:00:00Z') },
      ),
    method: 'GET',
    path: '/refund',
    query: RefundListQuery,
    answer: answers.refundList,
  },
  'refund retry with the customer’s bank account': {
    call: (client) =>
      client.retryRefund('21877501', { currency: 'NGN', accountNumber: '0123456789', bankId: '9' }),
    method: 'POST',
    path: '/refund/retry_with_customer_details/{id}',
    body: RefundRetryRequest,
    answer: answers.refundRetry,
  },
  'dispute fetch': {
    call: (client) => client.fetchDispute('1040017'),
    method: 'GET',
    path: '/dispute/{id}',
    answer: disputeAnswers.fetch,
  },
  'dispute evidence': {
    call: (client) =>
      client.addDisputeEvidence('1040017', {
        customer_email: 'adaeze@example.com',
        customer_name: 'Adaeze Okafor',
        customer_phone: '08031234567',
        service_details: 'One Lagos sun cap, One size, ₦25,000',
        delivery_address: '12 Awolowo Road, Ikoyi, Lagos',
        delivery_date: '2026-11-03',
      }),
    method: 'POST',
    path: '/dispute/{id}/evidence',
    body: DisputeEvidenceRequest,
    answer: disputeAnswers.evidence,
  },
  'dispute resolve': {
    call: (client) =>
      client.resolveDispute('1040017', {
        resolution: 'declined',
        message: 'Delivered to the shopper on 3 November, signed for',
        refund_amount: 0,
        uploaded_filename: 'qesp8a4df1xejihd9x5q',
      }),
    method: 'PUT',
    path: '/dispute/{id}/resolve',
    body: DisputeResolveRequest,
    answer: disputeAnswers.resolve,
  },
  'bank list': {
    call: (client) => client.banks(),
    method: 'GET',
    path: '/bank',
    query: BankListQuery,
    answer: answers.bankList,
  },
}

const SECRET = 'sk_test_contract_0000000000000000'

/**
 * Runs `call` against a fake Paystack that answers `answer` to its API, and 200 to anything
 * else (a signed upload URL); returns what was sent. A JSON body is parsed; a file is its type.
 */
async function send(call: RequestCase['call'], answer: unknown) {
  const sent: Sent[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input))
    const body = init?.body
    sent.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.search,
      authorization: new Headers(init?.headers).get('authorization'),
      body:
        body === undefined
          ? undefined
          : body instanceof Blob
            ? body.type
            : JSON.parse(String(body)),
    })
    return url.hostname === 'api.paystack.co' ? Response.json(answer) : new Response(null)
  }
  await call(new PaystackClient({ baseUrl: 'https://api.paystack.co', secretKey: SECRET, fetch }))
  return sent
}

const pathPattern = (template: string) => new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`)

describe("the store's client sends what Paystack describes", () => {
  it.each(Object.entries(REQUESTS))(
    '%s',
    async (_, { call, method, path, body, query, answer }) => {
      const sent = await send(call, answer)
      expect(sent).toHaveLength(1)
      const [request] = sent
      expect(request?.method).toBe(method)
      expect(request?.path).toMatch(pathPattern(path))
      if (query) {
        const params = Object.fromEntries(new URLSearchParams(request?.query))
        expectShape(query, params, `${method} ${path} query`)
      } else expect(request?.query).toBe('')
      expect(request?.authorization).toBe(`Bearer ${SECRET}`)
      if (body) expectShape(body, request?.body, `${method} ${path} body`)
      else expect(request?.body).toBeUndefined()
    },
  )

  it('dispute upload: asks for the URL as described, then puts the photo there without the key', async () => {
    let name: string | undefined
    const sent = await send(async (client) => {
      name = await client.uploadDisputeFile('1040017', {
        bytes: new Uint8Array([0xff, 0xd8, 0xff]),
        contentType: 'image/jpeg',
      })
    }, disputeAnswers.uploadUrl)
    expect(name).toBe(disputeAnswers.uploadUrl.data.fileName)
    const signed = new URL(disputeAnswers.uploadUrl.data.signedUrl)
    expect(sent).toEqual([
      {
        method: 'GET',
        path: '/dispute/1040017/upload_url',
        query: '',
        authorization: `Bearer ${SECRET}`,
        body: undefined,
      },
      {
        method: 'PUT',
        path: signed.pathname,
        query: signed.search,
        authorization: null,
        body: 'image/jpeg',
      },
    ])
  })

  it('holds requests strictly: a field Paystack does not describe is refused', () => {
    expect(RefundCreateRequest.safeParse({ ...requests.refundCreate, reason: 'x' }).success).toBe(
      false,
    )
    expect(InitializeRequest.safeParse({ ...requests.initialize, callbackUrl: 'x' }).success).toBe(
      false,
    )
    expect(RefundCreateRequest.safeParse({ merchant_note: 'no transaction' }).success).toBe(false)
  })

  it('offers only channels Paystack has, whatever the store is set to take', () => {
    for (const channel of PAYMENT_CHANNELS) expectShape(Channel, channel, channel)
  })
})

describe("the store's example payloads have Paystack's shapes", () => {
  const cases: [string, unknown, z.ZodType][] = [
    ['initialize request', requests.initialize, InitializeRequest],
    ['refund create request', requests.refundCreate, RefundCreateRequest],
    ['refund retry request', requests.refundRetry, RefundRetryRequest],
    ['dispute resolve request', requests.disputeResolve, DisputeResolveRequest],
    ['dispute evidence request', requests.disputeEvidence, DisputeEvidenceRequest],
    ['initialize answer', answers.initialize, InitializeAnswer],
    ['verify answer', answers.verify, VerifyAnswer],
    ['refund create answer', answers.refundCreate, RefundCreateAnswer],
    ['refund fetch answer', answers.refundFetch, RefundFetchAnswer],
    ['refund list answer', answers.refundList, RefundListAnswer],
    ['refund retry answer', answers.refundRetry, RefundRetryAnswer],
    ['bank list answer', answers.bankList, BankListAnswer],
    ['dispute fetch answer', disputeAnswers.fetch, DisputeFetchAnswer],
    ['dispute resolve answer', disputeAnswers.resolve, DisputeResolveAnswer],
    ['dispute evidence answer', disputeAnswers.evidence, DisputeEvidenceAnswer],
    ['dispute upload URL answer', disputeAnswers.uploadUrl, DisputeUploadUrlAnswer],
    [
      'dispute upload URL answer, as the store reads it',
      disputeAnswers.uploadUrl,
      UploadUrlResponse,
    ],
    ['401 answer', answers.unauthorized, ErrorAnswer],
    ['404 answer', answers.notFound, ErrorAnswer],
    ['422 answer', answers.refundRetryRefused, ErrorAnswer],
    ...Object.entries(events).map(([name, event]): [string, unknown, z.ZodType] => [
      `${name} event`,
      event,
      EVENTS[event.event] as z.ZodType,
    ]),
  ]
  it.each(cases)('%s', (name, example, schema) => expectShape(schema, example, name))

  it("tells Paystack's shapes from others", () => {
    const { requested_amount: _, ...withoutRequested } = answers.verify.data
    expect(VerifyAnswer.safeParse({ ...answers.verify, data: withoutRequested }).success).toBe(
      false,
    )
    const byId = { ...answers.refundCreate.data, transaction: 5100244871 }
    expect(RefundCreateAnswer.safeParse({ ...answers.refundCreate, data: byId }).success).toBe(
      false,
    )
    const { meta: __, ...withoutMeta } = answers.refundList
    expect(RefundListAnswer.safeParse(withoutMeta).success).toBe(false)
    const { transaction_id: ___, ...noId } = events.bankTransferRejected.data.bank_transfer
    const rejected = { ...events.bankTransferRejected.data, bank_transfer: noId }
    expect(
      BankTransferRejectedEvent.safeParse({ ...events.bankTransferRejected, data: rejected })
        .success,
    ).toBe(false)
  })
})

describe("the store's schemas read Paystack's shapes", () => {
  /*
   * The store's schema for each example it reads. Disputes and rejected transfers are read by
   * schemas of their own where they are handled (orders/transfer-rejections.ts); each is one
   * line here.
   */
  const cases: [string, unknown, z.ZodType][] = [
    ['verify data', answers.verify.data, Transaction],
    ['refund create data', answers.refundCreate.data, Refund],
    ['refund fetch data', answers.refundFetch.data, Refund],
    ['refund retry data', answers.refundRetry.data, Refund],
    ...answers.refundList.data.map((refund, i): [string, unknown, z.ZodType] => [
      `refund list item ${i}`,
      refund,
      Refund,
    ]),
    ['charge.success', events.chargeSuccess, WebhookEvent],
    ['bank.transfer.rejected', events.bankTransferRejected, TransferRejectedEvent],
    ...Object.values(events)
      .filter((event) => event.event.startsWith('refund.'))
      .map((event): [string, unknown, z.ZodType] => [event.event, event, RefundWebhookEvent]),
  ]
  it.each(cases)('%s', (name, example, schema) => expectShape(schema, example, name))

  it('reads a refund amount Paystack writes as a string as kobo', () => {
    const event = RefundWebhookEvent.parse(events.refundProcessed)
    expect(event.data.amount).toBe(2_538_500)
  })
})

describe('the emulator answers and posts what Paystack describes', () => {
  const PUBLIC_URL = 'https://adire.test'
  const background = new BackgroundTasks()
  const posted: { event: string; data: unknown }[] = []
  const emulator = new PaystackEmulator({
    secretKey: SECRET,
    publicUrl: PUBLIC_URL,
    background,
    clock: new TestClock(),
    retryDelaysSeconds: [],
    refundSeconds: 0,
    transferSeconds: 0,
  })
  emulator.connect(async (request) => {
    posted.push(await request.json())
    return new Response('ok')
  })

  const api = async (method: string, path: string, body?: object, key = SECRET) => {
    const res = await emulator.fetch(`${PUBLIC_URL}${EMULATOR_PATH}${path}`, {
      method,
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })
    return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> } }
  }
  const checkout = (accessCode: string, action: string, form: Record<string, string>) =>
    emulator.app.request(`/checkout/${accessCode}/${action}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    })
  let orders = 0
  async function initialize() {
    const reference = `ADR-C${++orders}`
    const started = await api('POST', '/transaction/initialize', {
      ...requests.initialize,
      reference,
    })
    expect(started.status).toBe(200)
    expectShape(InitializeAnswer, started.body, 'initialize')
    return { reference, accessCode: String(started.body.data.access_code) }
  }
  const eventsPosted = async () => {
    await background.drain()
    return posted.splice(0)
  }
  const expectEvents = (list: { event: string }[], names: string[]) => {
    expect(list.map((event) => event.event)).toEqual(names)
    for (const event of list) expectShape(EVENTS[event.event] as z.ZodType, event, event.event)
  }

  it('a card payment, its verify answers, its charge.success and its refund', async () => {
    const { reference, accessCode } = await initialize()
    const before = await api('GET', `/transaction/verify/${reference}`)
    expectShape(VerifyAnswer, before.body, 'verify before paying')

    expect((await checkout(accessCode, 'pay', { card: TEST_CARDS.success })).status).toBe(200)
    const paid = await api('GET', `/transaction/verify/${reference}`)
    expectShape(VerifyAnswer, paid.body, 'verify once paid')
    expect(paid.body.data).toMatchObject({ status: 'success', requested_amount: 2_500_000 })
    expectEvents(await eventsPosted(), ['charge.success'])

    const refunded = await api('POST', '/refund', { transaction: reference })
    expectShape(RefundCreateAnswer, refunded.body, 'refund create')
    const id = refunded.body.data.id
    const settled = await eventsPosted()
    expectEvents(settled, ['refund.pending', 'refund.processing', 'refund.processed'])
    // As in most of Paystack's refund events, so the store's reading of one is always tried.
    expect(settled.at(-1)?.data).toMatchObject({ amount: String(paid.body.data.amount) })
    expectShape(RefundFetchAnswer, (await api('GET', `/refund/${id}`)).body, 'refund fetch')
    expectShape(RefundListAnswer, (await api('GET', '/refund?perPage=10&page=1')).body, 'list')
    const again = await api('GET', `/transaction/verify/${reference}`)
    expectShape(VerifyAnswer, again.body, 'verify once refunded')
  })

  it('a refund that needs the customer’s bank account, retried with it, and the bank list', async () => {
    const { reference, accessCode } = await initialize()
    await checkout(accessCode, 'pay', { card: TEST_CARDS.refundNeedsAttention })
    const created = await api('POST', '/refund', { transaction: reference })
    expectShape(RefundCreateAnswer, created.body, 'refund create')
    const parked = await eventsPosted()
    expectEvents(parked, [
      'charge.success',
      'refund.pending',
      'refund.processing',
      'refund.needs-attention',
    ])
    const banks = await api('GET', '/bank?country=nigeria&currency=NGN&perPage=100&page=1')
    expectShape(BankListAnswer, banks.body, 'bank list')
    const retried = await api(
      'POST',
      `/refund/retry_with_customer_details/${created.body.data.id}`,
      {
        refund_account_details: { currency: 'NGN', account_number: '0123456789', bank_id: '9' },
      },
    )
    expectShape(RefundRetryAnswer, retried.body, 'refund retry')
    expectEvents(await eventsPosted(), ['refund.processed'])
  })

  it('a dispute: opened, answered with evidence, reminded and resolved', async () => {
    const { reference, accessCode } = await initialize()
    await checkout(accessCode, 'pay', { card: TEST_CARDS.success })
    await eventsPosted()
    // The sandbox's own trigger, standing in for the shopper's bank.
    const opened = await api('POST', '/disputes', { reference })
    const id = opened.body.data.id
    expectEvents(await eventsPosted(), ['charge.dispute.create'])
    expectShape(DisputeFetchAnswer, (await api('GET', `/dispute/${id}`)).body, 'dispute fetch')
    await api('POST', `/disputes/${id}/remind`)
    expectEvents(await eventsPosted(), ['charge.dispute.remind'])
    const evidence = await api('POST', `/dispute/${id}/evidence`, requests.disputeEvidence)
    expectShape(DisputeEvidenceAnswer, evidence.body, 'dispute evidence')
    const upload = await api('GET', `/dispute/${id}/upload_url`)
    expectShape(DisputeUploadUrlAnswer, upload.body, 'dispute upload URL')
    const { signedUrl, fileName } = upload.body.data as { signedUrl: string; fileName: string }
    const put = await emulator.fetch(signedUrl, {
      method: 'PUT',
      headers: { 'Content-Type': 'image/jpeg' },
      body: new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
    })
    expect(put.status).toBe(200)
    const { evidence: _, ...declined } = requests.disputeResolve
    const resolved = await api('PUT', `/dispute/${id}/resolve`, {
      ...declined,
      uploaded_filename: fileName,
    })
    expectShape(DisputeResolveAnswer, resolved.body, 'dispute resolve')
    await api('POST', `/disputes/${id}/resolve`, { outcome: 'won' })
    expectEvents(await eventsPosted(), ['charge.dispute.resolve'])
  })

  it("a refund that fails, and Paystack's error answers", async () => {
    const { reference, accessCode } = await initialize()
    await checkout(accessCode, 'pay', { card: TEST_CARDS.refundFails })
    await api('POST', '/refund', { transaction: reference })
    expectEvents(await eventsPosted(), [
      'charge.success',
      'refund.pending',
      'refund.processing',
      'refund.failed',
    ])

    const unknown = await api('GET', '/transaction/verify/ADR-NEVER')
    expect(unknown.status).toBe(404)
    expectShape(ErrorAnswer, unknown.body, 'verify of an unknown reference')
    const wrongKey = await api('GET', `/transaction/verify/${reference}`, undefined, 'sk_test_x')
    expect(wrongKey.status).toBe(401)
    expectShape(ErrorAnswer, wrongKey.body, 'a wrong key')
    const noRefund = await api('GET', '/refund/999999')
    expect(noRefund.status).toBe(404)
    expectShape(ErrorAnswer, noRefund.body, 'fetch of an unknown refund')
  })

  it('a payment by transfer: on its way, landed, or sent back short or late', async () => {
    const { reference, accessCode } = await initialize()
    await checkout(accessCode, 'transfer', { outcome: 'never' })
    const waiting = await api('GET', `/transaction/verify/${reference}`)
    expectShape(VerifyAnswer, waiting.body, 'verify of a transfer on its way')
    expect(waiting.body.data).toMatchObject({ status: 'ongoing', channel: 'bank_transfer' })

    const exact = await initialize()
    await checkout(exact.accessCode, 'transfer', { outcome: 'arrives' })
    expectEvents(await eventsPosted(), ['charge.success'])
    const landed = await api('GET', `/transaction/verify/${exact.reference}`)
    expectShape(VerifyAnswer, landed.body, 'verify of a landed transfer')
    expect(landed.body.data).toMatchObject({ status: 'success', requested_amount: 2_500_000 })

    for (const outcome of ['short', 'late']) {
      const refused = await initialize()
      await checkout(refused.accessCode, 'transfer', { outcome })
      expectEvents(await eventsPosted(), ['bank.transfer.rejected'])
      const after = await api('GET', `/transaction/verify/${refused.reference}`)
      expectShape(VerifyAnswer, after.body, `verify of a ${outcome} transfer sent back`)
      expect(after.body.data.status).not.toBe('success')
    }
  })
})
