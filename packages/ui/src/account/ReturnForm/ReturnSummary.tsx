import { formatNaira, koboToNaira, type Order, type ReturnRefund } from '@adire/contract'
import { type ReactNode, useId } from 'react'
import { cn } from '../../lib/cn.ts'
import { RETURN_UI_TEXTS as T } from '../returnTexts.ts'

interface ReturnSummaryProps {
  items: Order['items']
  /** The lines chosen, as the request sends them. */
  lines: readonly { index: number; quantity: number; exchangeSize: string | null }[]
  /** What those of them asking for money refund (`requestRefundKobo`), in their order. */
  refund: ReturnRefund
}

/** What the return refunds before it is sent: each line, delivery, the pickup fee, the total. */
export function ReturnSummary({ items, lines, refund }: ReturnSummaryProps) {
  const id = useId()
  let refunded = 0
  return (
    <section aria-labelledby={id} className="rounded-lg bg-surface-sunken p-4">
      <h3 id={id} className="font-semibold text-ink">
        {T.summary}
      </h3>
      <p className="mt-1 text-sm text-muted">{T.summaryHint}</p>
      <dl className="mt-3 flex flex-col gap-1 text-sm tabular-nums">
        {lines.map((line) => {
          const item = items[line.index]
          const label = `${item?.name ?? ''}, size ${item?.selectedSize ?? ''} × ${line.quantity}`
          if (line.exchangeSize) {
            return (
              <Row key={line.index} label={label}>
                {T.exchangeLine(line.exchangeSize)}
              </Row>
            )
          }
          const kobo = refund.lines[refunded++] ?? 0
          return (
            <Row key={line.index} label={label}>
              {formatNaira(koboToNaira(kobo))}
            </Row>
          )
        })}
        {refund.deliveryKobo > 0 ? (
          <Row label={T.deliveryBack}>{formatNaira(koboToNaira(refund.deliveryKobo))}</Row>
        ) : null}
        {refund.feeKobo > 0 ? (
          <Row label={T.fee}>−{formatNaira(koboToNaira(refund.feeKobo))}</Row>
        ) : null}
        <Row label={T.total} strong>
          {formatNaira(koboToNaira(refund.totalKobo))}
        </Row>
      </dl>
    </section>
  )
}

function Row({
  label,
  strong,
  children,
}: {
  label: string
  strong?: boolean
  children: ReactNode
}) {
  return (
    <div
      className={cn(
        'flex justify-between gap-4',
        strong ? 'mt-1 border-line border-t pt-2 font-semibold text-ink' : 'text-muted',
      )}
    >
      <dt className="min-w-0">{label}</dt>
      <dd className="shrink-0 text-ink">{children}</dd>
    </div>
  )
}
