import {
  formatNaira,
  leftToReturn,
  nairaToKobo,
  RETURN_MESSAGES,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  RETURN_WAY_LABELS,
  RETURN_WAYS,
  type ReturnRequest,
  requestRefundKobo,
  STORE_FAULT_REASONS,
  underReturnOf,
} from '@adire/contract'
import { useEffect, useId, useRef, useState } from 'react'
import { cn } from '../../lib/cn.ts'
import { formatOrderDate } from '../../lib/dates.ts'
import { AlertPanel } from '../../primitives/AlertPanel/AlertPanel.tsx'
import { Button } from '../../primitives/Button/Button.tsx'
import { FormAlert } from '../../primitives/FormAlert/FormAlert.tsx'
import { TextArea } from '../../primitives/TextArea/TextArea.tsx'
import { RETURN_UI_TEXTS as T } from '../returnTexts.ts'
import { Choices } from './Choices.tsx'
import { ReturnLines } from './ReturnLines.tsx'
import { ReturnSummary } from './ReturnSummary.tsx'
import {
  chosenLines,
  emptyReturnForm,
  type LineChoice,
  type ReturnableOrder,
  type ReturnFormErrors,
  type ReturnFormValues,
  returnFormErrors,
  returnRequestOf,
} from './returnForm.ts'

/** Why the server refused the request, in its words, and the field it is about if any. */
export interface ReturnRefusal {
  message: string
  /** As the server names it: `lines.{position in the request}.exchangeSize`. */
  field?: string | undefined
}

export interface ReturnFormProps {
  /** The delivered order, its returns and window as its page reads them. */
  order: ReturnableOrder
  /** Called with the request once the form's own checks pass. */
  onSubmit: (request: ReturnRequest) => void
  /** Leaves the form for the order. */
  onBack?: () => void
  /** The request is on its way: the button says so, and the form waits. @defaultValue false */
  busy?: boolean
  /** The server's refusal of the last request; a sold-out size offers a refund instead. */
  refusal?: ReturnRefusal | undefined
  /** Values to start from (stories, a form shown again). @defaultValue nothing chosen */
  defaultValues?: ReturnFormValues
  /** Shows every field's error at once, as if sent empty (stories). @defaultValue false */
  defaultShowErrors?: boolean
  className?: string
}

/**
 * A shopper's return of a delivered order (docs/product.md §10.7): which lines and how many
 * (within what is left), a refund or another size of each, why, how it comes back (the pickup
 * fee shown, waived for the store's fault), and what it refunds before it is sent. Each field is
 * checked on submit with `RETURN_MESSAGES`, the first refused taking the focus.
 */
export function ReturnForm({
  order,
  onSubmit,
  onBack,
  busy = false,
  refusal,
  defaultValues,
  defaultShowErrors = false,
  className,
}: ReturnFormProps) {
  const titleId = useId()
  const form = useRef<HTMLFormElement>(null)
  const left = leftToReturn(order)
  const [values, setValues] = useState<ReturnFormValues>(
    () => defaultValues ?? emptyReturnForm(order),
  )
  const [shown, setShown] = useState<ReturnFormErrors>(() =>
    defaultShowErrors ? returnFormErrors(values, order, left) : {},
  )
  const [tries, setTries] = useState(0)
  // The request the refusal answers: its positions name the order's lines.
  const sent = useRef<ReturnRequest | null>(null)
  const [dismissed, setDismissed] = useState<ReturnRefusal | undefined>()
  const answer = refusal && refusal !== dismissed ? refusal : undefined

  // After a refused submit, the first field refused takes the focus.
  useEffect(() => {
    if (tries === 0) return
    const first = Object.keys(shown)[0]
    if (!first) return
    form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus()
  }, [tries, shown])

  const set = (change: Partial<ReturnFormValues>) => {
    const next = { ...values, ...change }
    setValues(next)
    // A field's error clears once it is put right; none appears before the shopper sends.
    if (Object.keys(shown).length > 0) {
      const now = returnFormErrors(next, order, left)
      setShown(Object.fromEntries(Object.keys(shown).flatMap((k) => (now[k] ? [[k, now[k]]] : []))))
    }
  }
  const setLine = (index: number, change: Partial<LineChoice>) =>
    set({ lines: values.lines.map((line, i) => (i === index ? { ...line, ...change } : line)) })

  const refundInstead = () => {
    const position = /^lines\.(\d+)\./.exec(answer?.field ?? '')?.[1]
    const named = position === undefined ? undefined : sent.current?.lines[Number(position)]?.index
    set({
      lines: values.lines.map((line, index) =>
        line.want === 'exchange' && (named === undefined || named === index)
          ? { ...line, want: 'refund', size: '' }
          : line,
      ),
    })
    setDismissed(answer)
  }

  const lines = chosenLines(values, left)
  const feeKobo = nairaToKobo(order.returnPickupFee ?? 0)
  const refund = requestRefundKobo(
    order,
    { lines, reason: values.reason || 'changedMind', way: values.way || 'dropOff' },
    feeKobo,
  )
  const pickupHint =
    feeKobo === 0
      ? T.pickupFree
      : values.reason !== '' && STORE_FAULT_REASONS.has(values.reason)
        ? T.pickupWaived
        : T.pickupFee(formatNaira(order.returnPickupFee ?? 0))

  return (
    <form
      ref={form}
      noValidate
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        event.preventDefault()
        if (busy) return
        const errors = returnFormErrors(values, order, left)
        setShown(errors)
        setTries((n) => n + 1)
        if (Object.keys(errors).length > 0) return
        const request = returnRequestOf(values, order.reference, left)
        sent.current = request
        setDismissed(refusal)
        onSubmit(request)
      }}
      className={cn('flex flex-col gap-6', className)}
    >
      <div>
        <h2 id={titleId} tabIndex={-1} className="text-xl font-semibold text-ink outline-none">
          {T.formTitle}
        </h2>
        {order.returnsUntil ? (
          <p className="text-sm text-muted">{T.until(formatOrderDate(order.returnsUntil))}</p>
        ) : null}
        <p className="mt-2 text-sm text-ink">{T.intro}</p>
      </div>
      <fieldset disabled={busy} className="flex min-w-0 flex-col gap-6">
        <ReturnLines
          items={order.items}
          left={left}
          underReturn={underReturnOf(order)}
          lines={values.lines}
          errors={shown}
          onChange={setLine}
        />
        <Choices
          legend={T.reason}
          name="reason"
          field="reason"
          value={values.reason}
          error={shown.reason}
          onChange={(reason) => set({ reason })}
          options={RETURN_REASONS.map((reason) => ({
            value: reason,
            label: RETURN_REASON_LABELS[reason],
          }))}
        />
        {values.reason === 'other' ? (
          <TextArea
            label={T.otherText}
            rows={3}
            maxLength={500}
            data-field="note"
            value={values.note}
            error={shown.note}
            onChange={(event) => set({ note: event.target.value })}
          />
        ) : null}
        <Choices
          legend={T.way}
          name="way"
          field="way"
          value={values.way}
          error={shown.way}
          onChange={(way) => set({ way })}
          options={RETURN_WAYS.map((way) => ({
            value: way,
            label: RETURN_WAY_LABELS[way],
            ...(way === 'pickup' ? { hint: pickupHint } : {}),
          }))}
        />
        {lines.length > 0 ? (
          <ReturnSummary items={order.items} lines={lines} refund={refund} />
        ) : null}
      </fieldset>
      {answer?.message === RETURN_MESSAGES.soldOut ? (
        <AlertPanel message={answer.message} bodyClassName="flex flex-col items-start gap-2">
          <Button variant="secondary" size="sm" className="mt-2" onClick={refundInstead}>
            {T.refundInstead}
          </Button>
        </AlertPanel>
      ) : answer ? (
        <FormAlert>{answer.message}</FormAlert>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? T.sending : T.send}
        </Button>
        {onBack ? (
          <Button variant="secondary" onClick={onBack} disabled={busy}>
            {T.back}
          </Button>
        ) : null}
      </div>
    </form>
  )
}
