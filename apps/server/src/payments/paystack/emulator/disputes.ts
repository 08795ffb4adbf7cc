/*
 * The emulator's disputes (ADR 031): Paystack's Dispute API as dist/paystack.yaml shapes it
 * (`GET /dispute/{id}`, `POST /dispute/{id}/evidence`, `PUT /dispute/{id}/resolve`,
 * `GET /dispute/{id}/upload_url`), kept in memory like its refunds, and the sandbox's triggers a
 * test or a tester pulls: open a dispute on a paid transaction, remind, resolve it as won or
 * lost. Each posts its signed `charge.dispute.*` event, as Paystack does.
 */
import { randomBytes } from 'node:crypto'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import type { Clock } from '../../../clock.ts'
import { readForm } from '../../../http/form-body.ts'
import { readJson } from '../../../http/json-body.ts'
import { disputesPage } from './dispute-pages.ts'
import { type EmulatedTransaction, wasPaid } from './sandbox.ts'

/** Paystack's window before an unanswered dispute is accepted for the merchant: 16 business hours. */
export const DISPUTE_WINDOW_HOURS = 16

export interface EmulatedDispute {
  id: number
  transaction: EmulatedTransaction
  refundAmount: number
  category: 'chargeback' | 'fraud'
  status: 'awaiting-merchant-feedback' | 'awaiting-bank-feedback' | 'resolved'
  resolution: string | null
  dueAt: Date
  resolvedAt: Date | null
  createdAt: Date
  /** What the merchant sent: `POST /dispute/{id}/evidence`. */
  evidence: Record<string, unknown> | null
  /** What the merchant said when resolving: `PUT /dispute/{id}/resolve`. */
  answer: { resolution: string; message: string; uploaded_filename?: string } | null
}

/** A file put at a signed upload URL (`GET /dispute/{id}/upload_url`): what it was, not its bytes. */
export interface EmulatedUpload {
  contentType: string
  bytes: number
}

/** The largest evidence file the emulator's storage takes (Paystack's limit is not published). */
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
/** Where the signed upload URLs point: outside `/dispute/*`, so no secret key is asked for. */
const UPLOADS_PATH = '/dispute-uploads'

const text = (max: number) => z.string().min(1).max(max)
/** Paystack's DisputeEvidence: the first four required. */
const EvidenceBody = z.object({
  customer_email: text(254),
  customer_name: text(500),
  customer_phone: text(500),
  service_details: text(500),
  delivery_address: text(500).optional(),
  delivery_date: z.string().max(40).optional(),
})
/** Paystack's DisputeResolve (uploaded_filename taken as optional: see ADR 031). */
const ResolveBody = z.object({
  resolution: z.enum(['merchant-accepted', 'declined']),
  message: text(2000),
  refund_amount: z.number().int().nonnegative(),
  uploaded_filename: text(500).optional(),
  evidence: z.number().int().optional(),
})
const OpenBody = z.object({
  reference: text(100),
  category: z.enum(['chargeback', 'fraud']).default('chargeback'),
  /** Hours until the deadline; Paystack's is 16 business hours. */
  dueInHours: z.coerce.number().min(-1000).max(1000).default(DISPUTE_WINDOW_HOURS),
})
const DISPUTES_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ')

const ResolveTrigger = z.object({ outcome: z.enum(['won', 'lost']) })

export class EmulatedDisputes {
  private readonly disputes = new Map<number, EmulatedDispute>()
  /** Issued upload names: the dispute each is for, and the file once it arrived. */
  private readonly uploads = new Map<string, { dispute: number; file?: EmulatedUpload }>()
  private uploadCount = 0
  private nextId = 358950

  private readonly deps: {
    clock: Clock
    transaction: (reference: string) => EmulatedTransaction | undefined
    /** The paid transactions, newest first: what the page offers to dispute. */
    paid: () => EmulatedTransaction[]
    send: (event: string, data: object) => void
    authorised: (header: string | undefined) => boolean
    /** Where the emulator's API is reached from the store: the signed upload URLs' base. */
    baseUrl: string
  }

  /** Built by the emulator with its options, its transactions and its way of posting webhooks. */
  constructor(
    options: { clock: Clock; secretKey: string; baseUrl: string },
    transactions: ReadonlyMap<string, EmulatedTransaction>,
    send: (event: string, data: object) => void,
  ) {
    this.deps = {
      clock: options.clock,
      transaction: (reference) => transactions.get(reference),
      paid: () => [...transactions.values()].filter(wasPaid).reverse(),
      send,
      authorised: (header) => header === `Bearer ${options.secretKey}`,
      baseUrl: options.baseUrl,
    }
  }

  /** A dispute as Paystack's fetch answers it (the fields the docs' example carries). */
  view(dispute: EmulatedDispute) {
    const tx = dispute.transaction
    return {
      id: dispute.id,
      refund_amount: dispute.refundAmount,
      currency: tx.currency,
      status: dispute.status,
      resolution: dispute.resolution,
      domain: 'test',
      transaction: {
        id: tx.id,
        domain: 'test',
        status: tx.status,
        reference: tx.reference,
        amount: tx.amount,
        channel: tx.channel,
        currency: tx.currency,
        paid_at: tx.paidAt?.toISOString() ?? null,
      },
      transaction_reference: null,
      category: dispute.category,
      customer: { email: tx.email },
      dueAt: dispute.dueAt.toISOString(),
      resolvedAt: dispute.resolvedAt?.toISOString() ?? null,
      evidence: dispute.evidence,
      note: dispute.answer?.message ?? null,
      createdAt: dispute.createdAt.toISOString(),
    }
  }

  /** Opens a dispute on a paid transaction and tells the store (`charge.dispute.create`). */
  open(
    reference: string,
    options: { category?: 'chargeback' | 'fraud'; dueInHours?: number } = {},
  ) {
    const tx = this.deps.transaction(reference)
    if (!tx || !wasPaid(tx)) return undefined
    const now = this.deps.clock.now()
    const hours = options.dueInHours ?? DISPUTE_WINDOW_HOURS
    const dispute: EmulatedDispute = {
      id: this.nextId++,
      transaction: tx,
      refundAmount: tx.amount,
      category: options.category ?? 'chargeback',
      status: 'awaiting-merchant-feedback',
      resolution: null,
      dueAt: new Date(now.getTime() + hours * 3_600_000),
      resolvedAt: null,
      createdAt: now,
      evidence: null,
      answer: null,
    }
    this.disputes.set(dispute.id, dispute)
    this.deps.send('charge.dispute.create', this.view(dispute))
    return dispute
  }

  remind(dispute: EmulatedDispute) {
    if (dispute.status === 'resolved') return false
    this.deps.send('charge.dispute.remind', this.view(dispute))
    return true
  }

  /** The bank's decision: won keeps the money with the merchant (`declined`), lost gives it back. */
  decide(dispute: EmulatedDispute, outcome: 'won' | 'lost') {
    if (dispute.status === 'resolved') return false
    dispute.status = 'resolved'
    dispute.resolution =
      outcome === 'won' ? 'declined' : dispute.answer ? 'merchant-accepted' : 'auto-accepted'
    dispute.resolvedAt = this.deps.clock.now()
    if (outcome === 'lost') dispute.transaction.status = 'reversed'
    this.deps.send('charge.dispute.resolve', this.view(dispute))
    return true
  }

  /** The file the merchant's answer named, as the emulator's storage received it. */
  private uploaded(dispute: EmulatedDispute): EmulatedUpload | null {
    const name = dispute.answer?.uploaded_filename
    return (name && this.uploads.get(name)?.file) || null
  }

  /** The disputes, newest first (the sandbox's page). */
  all(): EmulatedDispute[] {
    return [...this.disputes.values()].reverse()
  }

  routes() {
    const app = new Hono()
    const refuse = (message: string) => ({ status: false, message })
    const find = (id: string) => this.disputes.get(Number(id))
    app.use('/dispute/*', async (c, next) => {
      if (!this.deps.authorised(c.req.header('authorization'))) {
        return c.json(refuse('Invalid key'), 401)
      }
      await next()
    })
    app.get('/dispute/:id', (c) => {
      const dispute = find(c.req.param('id'))
      if (!dispute) return c.json(refuse('Dispute not found'), 404)
      return c.json({ status: true, message: 'Dispute retrieved', data: this.view(dispute) })
    })
    app.post('/dispute/:id/evidence', async (c) => {
      const dispute = find(c.req.param('id'))
      if (!dispute) return c.json(refuse('Dispute not found'), 404)
      const body = EvidenceBody.safeParse(await readJson(c))
      if (!body.success) return c.json(refuse('Invalid evidence'), 400)
      const now = this.deps.clock.now().toISOString()
      dispute.evidence = { ...body.data, dispute: dispute.id, id: dispute.id, createdAt: now }
      return c.json({ status: true, message: 'Evidence created', data: dispute.evidence })
    })
    app.put('/dispute/:id/resolve', async (c) => {
      const dispute = find(c.req.param('id'))
      if (!dispute) return c.json(refuse('Dispute not found'), 404)
      const body = ResolveBody.safeParse(await readJson(c))
      if (!body.success) return c.json(refuse('Invalid resolution'), 400)
      if (dispute.status !== 'awaiting-merchant-feedback') {
        return c.json(refuse('Dispute has already been resolved'), 400)
      }
      if (body.data.resolution === 'declined' && !dispute.evidence) {
        return c.json(refuse('Evidence is required to decline a dispute'), 400)
      }
      const { resolution, message, uploaded_filename } = body.data
      const upload = uploaded_filename ? this.uploads.get(uploaded_filename) : undefined
      if (uploaded_filename && (upload?.dispute !== dispute.id || !upload.file)) {
        return c.json(refuse('Invalid uploaded_filename: upload the file first'), 400)
      }
      dispute.answer = { resolution, message, ...(uploaded_filename ? { uploaded_filename } : {}) }
      if (resolution === 'merchant-accepted') this.decide(dispute, 'lost')
      else dispute.status = 'awaiting-bank-feedback'
      return c.json({
        status: true,
        message: 'Dispute successfully resolved',
        data: this.view(dispute),
      })
    })
    app.get('/dispute/:id/upload_url', (c) => {
      const dispute = find(c.req.param('id'))
      if (!dispute) return c.json(refuse('Dispute not found'), 404)
      this.uploadCount += 1
      const fileName = `dispute-${dispute.id}-${this.uploadCount}-${randomBytes(6).toString('hex')}`
      this.uploads.set(fileName, { dispute: dispute.id })
      return c.json({
        status: true,
        message: 'Upload url generated',
        data: { signedUrl: `${this.deps.baseUrl}${UPLOADS_PATH}/${fileName}`, fileName },
      })
    })
    // The signed URL: its name is the permission, as a signed storage URL's signature is. One
    // file per name, an image, within the size limit.
    app.put(
      `${UPLOADS_PATH}/:fileName`,
      bodyLimit({
        maxSize: MAX_UPLOAD_BYTES,
        onError: (c) => c.json(refuse('The file is too large'), 413),
      }),
      async (c) => {
        const upload = this.uploads.get(c.req.param('fileName'))
        if (!upload) return c.json(refuse('Unknown or expired upload URL'), 403)
        if (upload.file) return c.json(refuse('A file was already uploaded here'), 409)
        const contentType = c.req.header('content-type') ?? ''
        if (!/^image\/(jpeg|png|webp|avif)$/.test(contentType)) {
          return c.json(refuse('Upload a JPEG, PNG, WebP or AVIF image'), 415)
        }
        const body = await c.req.arrayBuffer()
        if (body.byteLength === 0) return c.json(refuse('The file is empty'), 400)
        upload.file = { contentType, bytes: body.byteLength }
        return c.body(null, 200)
      },
    )

    // The sandbox's own triggers, for tests (JSON) and for the tester (the page's forms).
    const reply = (c: Context) =>
      (c.req.header('content-type') ?? '').includes('form') ? 'page' : 'json'
    const input = async (c: Context) =>
      reply(c) === 'page' ? Object.fromEntries(await readForm(c)) : await readJson(c)
    // The sandbox's page: no script at all, its forms posting back to it, never framed.
    app.use('/disputes', async (c, next) => {
      await next()
      c.res.headers.set('Content-Security-Policy', DISPUTES_POLICY)
    })
    app.get('/disputes', (c) =>
      c.html(
        disputesPage({
          paid: this.deps.paid().filter((tx) => !this.all().some((d) => d.transaction === tx)),
          disputes: this.all().map((dispute) => ({
            ...this.view(dispute),
            answer: dispute.answer,
            upload: this.uploaded(dispute),
          })),
        }),
      ),
    )
    app.get('/disputes/:id', (c) => {
      const dispute = find(c.req.param('id'))
      if (!dispute) return c.json(refuse('Dispute not found'), 404)
      return c.json({
        status: true,
        data: { ...this.view(dispute), answer: dispute.answer, upload: this.uploaded(dispute) },
      })
    })
    app.post('/disputes', async (c) => {
      const body = OpenBody.safeParse(await input(c))
      if (!body.success) return c.json(refuse('Invalid dispute'), 400)
      const { reference, ...options } = body.data
      const dispute = this.open(reference, options)
      if (!dispute) return c.json(refuse('Only a paid transaction can be disputed'), 400)
      if (reply(c) === 'page') return c.redirect('disputes', 303)
      return c.json({ status: true, data: this.view(dispute) }, 201)
    })
    app.post('/disputes/:id/remind', async (c) => {
      const dispute = find(c.req.param('id'))
      if (!dispute) return c.json(refuse('Dispute not found'), 404)
      if (!this.remind(dispute)) return c.json(refuse('Dispute has already been resolved'), 400)
      if (reply(c) === 'page') return c.redirect('../../disputes', 303)
      return c.json({ status: true, data: this.view(dispute) })
    })
    app.post('/disputes/:id/resolve', async (c) => {
      const dispute = find(c.req.param('id'))
      if (!dispute) return c.json(refuse('Dispute not found'), 404)
      const body = ResolveTrigger.safeParse(await input(c))
      if (!body.success) return c.json(refuse('Choose won or lost'), 400)
      if (!this.decide(dispute, body.data.outcome)) {
        return c.json(refuse('Dispute has already been resolved'), 400)
      }
      if (reply(c) === 'page') return c.redirect('../../disputes', 303)
      return c.json({ status: true, data: this.view(dispute) })
    })
    return app
  }
}
