import {
  type AdminReturn,
  formatNaira,
  RETURN_CONDITIONS,
  type ReturnCondition,
  type ReturnReceiveRequest,
} from '@adire/contract'
import { useId, useState } from 'react'
import { cn } from '../../../lib/cn.ts'
import { Button } from '../../../primitives/Button/Button.tsx'
import { FormAlert } from '../../../primitives/FormAlert/FormAlert.tsx'
import { TextArea } from '../../../primitives/TextArea/TextArea.tsx'
import { Choice, ChoiceGroup } from '../../discounts/DiscountEditor/ChoiceGroup.tsx'
import { RETURN_ADMIN_TEXTS as T } from '../texts.ts'

/** The team's steps on a return, as the page sends them. */
export type ReturnStep = 'approve' | 'decline' | 'receive' | 'refund' | 'exchange'

export interface ReturnActionsProps {
  item: AdminReturn
  onApprove: () => void
  /** Declined, with the words the shopper reads (never empty). */
  onDecline: (reason: string) => void
  /** Received, with how each line came back (every line has one). */
  onReceive: (conditions: ReturnReceiveRequest['conditions']) => void
  onRefund: () => void
  onExchange: () => void
  /**
   * The step on its way: its button says so and every button waits.
   * @defaultValue null
   */
  working?: ReturnStep | null
  /** What went wrong with the last step, in the server's words. */
  error?: string | null | undefined
  className?: string
}

/** Lines still waiting for their refund, or for their exchange to ship. */
const waiting = (item: AdminReturn, exchange: boolean) =>
  item.lines.filter((line) => line.outcome === null && (line.exchangeSize !== null) === exchange)

/**
 * What the team can do with a return where it stands (docs/product.md §10.7): Approve or
 * Decline a request (a decline asks why, in words the shopper reads); Mark received once
 * approved (how each item came back: as new goes back to stock, damaged does not); then,
 * separately, Refund (its amount on the button) and Ship exchange. Receiving never refunds.
 */
export function ReturnActions({
  item,
  onApprove,
  onDecline,
  onReceive,
  onRefund,
  onExchange,
  working = null,
  error,
  className,
}: ReturnActionsProps) {
  const headingId = useId()
  const [form, setForm] = useState<'decline' | 'receive' | null>(null)
  const [reason, setReason] = useState('')
  const [conditions, setConditions] = useState<Record<number, ReturnCondition>>({})
  const [problem, setProblem] = useState<string | null>(null)
  // A form belongs to the step it was opened for: once the return moved on, it is gone.
  const open =
    (form === 'decline' && item.status === 'requested') ||
    (form === 'receive' && item.status === 'approved')
      ? form
      : null
  const busy = working !== null
  const label = (step: ReturnStep, text: string) => (working === step ? T.working : text)
  const press = (action: () => void) => () => busy || action()
  const toRefund = waiting(item, false)
  const toExchange = waiting(item, true)

  const close = () => {
    setForm(null)
    setProblem(null)
  }
  const decline = () => {
    if (reason.trim() === '') return setProblem(T.messages.declineReason)
    setProblem(null)
    onDecline(reason.trim())
  }
  const receive = () => {
    if (item.lines.some((line) => conditions[line.index] === undefined)) {
      return setProblem(T.messages.conditions)
    }
    setProblem(null)
    onReceive(
      item.lines.map((line) => ({
        index: line.index,
        condition: conditions[line.index] as ReturnCondition,
      })),
    )
  }

  const buttons = (() => {
    if (item.status === 'requested' && open === null) {
      return (
        <>
          <Button size="sm" aria-disabled={busy || undefined} onClick={press(onApprove)}>
            {label('approve', T.approve)}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-disabled={busy || undefined}
            onClick={press(() => setForm('decline'))}
          >
            {T.decline}
          </Button>
        </>
      )
    }
    if (item.status === 'approved' && open === null) {
      return (
        <Button
          size="sm"
          aria-disabled={busy || undefined}
          onClick={press(() => setForm('receive'))}
        >
          {T.receive}
        </Button>
      )
    }
    if (item.status !== 'received') return null
    return (
      <>
        {toRefund.length ? (
          <Button size="sm" aria-disabled={busy || undefined} onClick={press(onRefund)}>
            {label('refund', T.refund(formatNaira(item.refundTotal)))}
          </Button>
        ) : null}
        {toExchange.length ? (
          <Button
            size="sm"
            variant={toRefund.length ? 'secondary' : 'primary'}
            aria-disabled={busy || undefined}
            onClick={press(onExchange)}
          >
            {label('exchange', T.exchange)}
          </Button>
        ) : null}
      </>
    )
  })()

  const final =
    item.status === 'closed' || item.status === 'declined' || item.status === 'cancelled'
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      className={cn('border-line border-y py-4', className)}
    >
      <h3 id={headingId} className="mb-3 text-sm font-semibold text-ink">
        {T.actions}
      </h3>
      {final ? <p className="text-sm text-muted">{T.done}</p> : null}
      {item.status === 'approved' && open === null ? (
        <p className="mb-3 text-sm text-muted">{T.waitingForItems}</p>
      ) : null}
      {buttons ? <div className="flex flex-wrap gap-2">{buttons}</div> : null}

      {open === 'decline' ? (
        <div className="flex flex-col gap-3">
          <TextArea
            label={T.declineLabel}
            rows={3}
            value={reason}
            maxLength={T.maxNoteLength}
            onChange={(event) => setReason(event.target.value)}
            error={problem ?? undefined}
          />
          <ConfirmRow
            busy={busy}
            confirm={label('decline', T.declineConfirm)}
            onConfirm={press(decline)}
            onCancel={press(close)}
          />
        </div>
      ) : null}

      {open === 'receive' ? (
        <div className="flex flex-col gap-4">
          <p className="text-sm font-semibold text-ink">{T.receiveHeading}</p>
          {item.lines.map((line) => (
            <ChoiceGroup
              key={line.index}
              legend={`${line.quantity} × ${line.name} (${T.size} ${line.size})`}
              error={problem && conditions[line.index] === undefined ? problem : undefined}
            >
              <div className="flex flex-wrap gap-x-6 gap-y-2">
                {RETURN_CONDITIONS.map((condition) => (
                  <Choice
                    key={condition}
                    type="radio"
                    name={`${headingId}-condition-${line.index}`}
                    value={condition}
                    label={T.conditionLabels[condition]}
                    checked={conditions[line.index] === condition}
                    onChange={() => setConditions((now) => ({ ...now, [line.index]: condition }))}
                  />
                ))}
              </div>
            </ChoiceGroup>
          ))}
          <ConfirmRow
            busy={busy}
            confirm={label('receive', T.receiveConfirm)}
            onConfirm={press(receive)}
            onCancel={press(close)}
          />
        </div>
      ) : null}

      {error && !busy ? <FormAlert className="mt-3">{error}</FormAlert> : null}
    </section>
  )
}

/** The end of a step that asks for more (declining, receiving): carry it out, or step back. */
function ConfirmRow({
  busy,
  confirm,
  onConfirm,
  onCancel,
}: {
  busy: boolean
  confirm: string
  onConfirm: () => void
  onCancel: () => void
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" aria-disabled={busy || undefined} onClick={onConfirm}>
        {confirm}
      </Button>
      <Button size="sm" variant="secondary" onClick={onCancel}>
        {T.cancelStep}
      </Button>
    </div>
  )
}
