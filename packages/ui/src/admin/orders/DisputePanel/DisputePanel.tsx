import {
  DisputeAnswerRequest as AnswerSchema,
  DISPUTE_MESSAGES,
  type DisputeAnswerRequest,
  disputeDeadline,
  formatNaira,
  koboToNaira,
  type OrderDispute,
} from '@adire/contract'
import { useId, useState } from 'react'
import { cn } from '../../../lib/cn.ts'
import { formatOrderDateTime } from '../../../lib/dates.ts'
import { Button } from '../../../primitives/Button/Button.tsx'
import { TextArea } from '../../../primitives/TextArea/TextArea.tsx'
import { TextField } from '../../../primitives/TextField/TextField.tsx'

/** The delivery details the form starts from (the order's address, as the page knows it). */
export type DisputeEvidenceDraft = Record<(typeof EVIDENCE_FIELDS)[number]['name'], string>

const EVIDENCE_FIELDS = [
  { name: 'customer_name', label: 'The shopper’s name', type: 'text' },
  { name: 'customer_email', label: 'The shopper’s e-mail', type: 'email' },
  { name: 'customer_phone', label: 'The shopper’s phone', type: 'tel' },
  { name: 'service_details', label: 'What was sold', type: 'text' },
  { name: 'delivery_address', label: 'Delivery address (optional)', type: 'text' },
  { name: 'delivery_date', label: 'Delivery date, YYYY-MM-DD (optional)', type: 'text' },
] as const

export interface DisputePanelProps {
  dispute: OrderDispute
  /** The time the deadline counts down from, in epoch milliseconds (the page's clock). */
  now: number
  /** The delivery details the answer form starts with. */
  evidence?: Partial<DisputeEvidenceDraft>
  /** The answer is on its way to Paystack. */
  answering?: boolean
  /** The server's refusal of the last answer (Paystack refused, a colleague answered first). */
  error?: string | null
  /** Sends a checked answer. */
  onAnswer: (answer: DisputeAnswerRequest) => void
  /**
   * Uploads a delivery photo as product photos are, answering its path; without it the form
   * offers no photo.
   */
  onUploadPhoto?: (file: File) => Promise<string>
}

const STATE_TONE: Record<OrderDispute['state'], string> = {
  open: 'bg-danger/10 text-danger border-danger/40',
  responded: 'bg-surface-raised text-ink border-line',
  won: 'bg-success/10 text-success border-success/40',
  lost: 'bg-danger/10 text-danger border-danger/40',
}

const naira = (kobo: number) => formatNaira(koboToNaira(kobo))

/**
 * One dispute (chargeback) of an order, as the store team handles it (docs/product.md §11.9):
 * `Disputed`, the claim, the deadline counting down in hours (`overdue` past it), its state,
 * and while it is open the answer: decline with the delivery details, or accept. The answer is
 * checked with the contract's `DisputeAnswerRequest` before `onAnswer` is called.
 */
export function DisputePanel({
  dispute,
  now,
  evidence = {},
  answering = false,
  error = null,
  onAnswer,
  onUploadPhoto,
}: DisputePanelProps) {
  const titleId = useId()
  const deadline = disputeDeadline(dispute.dueAt, now)
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-card border border-danger/40 p-4 sm:p-6"
    >
      <h2 id={titleId} className="flex flex-wrap items-center gap-2 font-semibold text-lg">
        <span className="rounded-full border border-danger px-2.5 py-0.5 font-bold text-danger text-sm">
          {DISPUTE_MESSAGES.badge}
        </span>
        <span>
          {naira(dispute.amountKobo)} claimed on {dispute.paymentReference}
        </span>
      </h2>
      <p className={cn('rounded-lg border px-3 py-2 font-medium', STATE_TONE[dispute.state])}>
        {DISPUTE_MESSAGES.stateLabel[dispute.state]}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {dispute.state === 'open' && deadline ? (
          <>
            <dt className="text-muted">Deadline</dt>
            <dd className={cn('font-semibold', deadline.overdue && 'text-danger')}>
              {deadline.text} ({formatOrderDateTime(dispute.dueAt ?? now)})
            </dd>
          </>
        ) : null}
        {dispute.category ? (
          <>
            <dt className="text-muted">Kind</dt>
            <dd>{dispute.category}</dd>
          </>
        ) : null}
        {dispute.respondedAt ? (
          <>
            <dt className="text-muted">Answered</dt>
            <dd>
              {formatOrderDateTime(dispute.respondedAt)}
              {dispute.respondedBy ? ` by ${dispute.respondedBy}` : ''}
            </dd>
          </>
        ) : null}
        {dispute.responseNote ? (
          <>
            <dt className="text-muted">Answer</dt>
            <dd className="whitespace-pre-line">{dispute.responseNote}</dd>
          </>
        ) : null}
        {dispute.state === 'lost' ? (
          <>
            <dt className="text-muted">Taken back</dt>
            <dd className="font-semibold">{naira(dispute.deductedKobo)}</dd>
          </>
        ) : null}
      </dl>
      {dispute.state === 'open' ? (
        <AnswerForm
          evidence={evidence}
          answering={answering}
          error={error}
          onAnswer={onAnswer}
          {...(onUploadPhoto ? { onUploadPhoto } : {})}
        />
      ) : error ? (
        <p role="alert" className="font-medium text-danger text-sm">
          {error}
        </p>
      ) : null}
    </section>
  )
}

type Errors = Partial<Record<'note' | 'action' | keyof DisputeEvidenceDraft, string>>

function AnswerForm({
  evidence,
  answering,
  error,
  onAnswer,
  onUploadPhoto,
}: Pick<DisputePanelProps, 'answering' | 'error' | 'onAnswer' | 'onUploadPhoto'> & {
  evidence: Partial<DisputeEvidenceDraft>
}) {
  const [action, setAction] = useState<'decline' | 'accept'>('decline')
  const [note, setNote] = useState('')
  const [fields, setFields] = useState<Partial<DisputeEvidenceDraft>>(evidence)
  const [errors, setErrors] = useState<Errors>({})
  const [photo, setPhoto] = useState<{ path?: string; busy?: boolean; error?: string }>({})
  const photoId = useId()
  const attach = async (file: File | undefined) => {
    if (!file || !onUploadPhoto) return
    setPhoto({ busy: true })
    try {
      setPhoto({ path: await onUploadPhoto(file) })
    } catch (failure) {
      setPhoto({ error: failure instanceof Error ? failure.message : String(failure) })
    }
  }
  const submit = () => {
    const optional = (value: string | undefined) => (value?.trim() ? value.trim() : undefined)
    const body =
      action === 'accept'
        ? { action, note }
        : {
            action,
            note,
            evidence: {
              ...fields,
              delivery_address: optional(fields.delivery_address),
              delivery_date: optional(fields.delivery_date),
            },
            ...(photo.path ? { photoUrl: photo.path } : {}),
          }
    const checked = AnswerSchema.safeParse(body)
    if (!checked.success) {
      const found: Errors = {}
      for (const issue of checked.error.issues) {
        const key = String(issue.path.at(-1) ?? 'action') as keyof Errors
        found[key] ??= issue.message
      }
      setErrors(found)
      return
    }
    setErrors({})
    onAnswer(checked.data)
  }
  return (
    <form
      noValidate
      aria-label="Answer the dispute"
      className="flex flex-col gap-3 border-line border-t pt-3"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 font-semibold">Your answer</legend>
        {(
          [
            ['decline', 'Decline: we delivered'],
            ['accept', 'Accept: give the money back'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              name="action"
              value={value}
              checked={action === value}
              onChange={() => setAction(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <TextArea
        label="Message to Paystack"
        rows={3}
        value={note}
        error={errors.note}
        onChange={(event) => setNote(event.target.value)}
      />
      {action === 'decline' ? (
        <div className="grid min-w-0 grid-cols-1 gap-3 sm:grid-cols-2">
          {EVIDENCE_FIELDS.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              type={field.type}
              value={fields[field.name] ?? ''}
              error={errors[field.name]}
              onChange={(event) => setFields({ ...fields, [field.name]: event.target.value })}
            />
          ))}
          {onUploadPhoto ? (
            <div className="flex min-w-0 flex-col gap-1 sm:col-span-2">
              <label htmlFor={photoId} className="font-semibold text-sm">
                Delivery photo (optional)
              </label>
              <input
                id={photoId}
                type="file"
                className="w-full min-w-0 max-w-full text-sm"
                accept="image/jpeg,image/png,image/webp,image/avif"
                disabled={photo.busy}
                onChange={(event) => void attach(event.target.files?.[0])}
              />
              {photo.busy ? <p className="text-muted text-sm">Uploading the photo…</p> : null}
              {photo.path ? (
                <p role="status" className="text-sm">
                  Photo attached
                </p>
              ) : null}
              {photo.error ? (
                <p role="alert" className="text-danger text-sm">
                  {photo.error}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="font-medium text-danger text-sm">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={answering || photo.busy} className="self-start">
        {answering
          ? 'Sending…'
          : action === 'decline'
            ? 'Send the answer to Paystack'
            : 'Accept the dispute'}
      </Button>
    </form>
  )
}
