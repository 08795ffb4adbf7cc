import { type AdminDiscount, formatNaira } from '@adire/contract'
import { useId, useState } from 'react'
import { cn } from '../../../lib/cn.ts'
import { Button } from '../../../primitives/Button/Button.tsx'
import { ConfirmDialog } from '../../../primitives/ConfirmDialog/ConfirmDialog.tsx'
import { FormAlert } from '../../../primitives/FormAlert/FormAlert.tsx'
import { DiscountStateBadge } from '../DiscountList/DiscountStateBadge.tsx'
import { discountTakesOff, DISCOUNT_ADMIN_TEXTS as T } from '../texts.ts'

export interface DiscountActionsProps {
  discount: AdminDiscount
  /** Paused (`true`) or resumed (`false`). */
  onPause: (paused: boolean) => void
  /** Ended for good, once confirmed. */
  onEnd: () => void
  /** Deleted, once confirmed: offered only while the code was never used. */
  onDelete: () => void
  /**
   * A change is on its way: the buttons wait.
   * @defaultValue false
   */
  busy?: boolean
  /** What went wrong with the last change, in the server's words. */
  error?: string | null | undefined
  className?: string
}

/**
 * Where a code stands and what it has done (uses of its limit, those held by payments under
 * way, the money it took off, the sales), with the team's ways to stop it: Pause and Resume
 * straight away; End for good, or Delete while it was never used, each after a question. A used
 * code offers End alone, and says why.
 */
export function DiscountActions({
  discount,
  onPause,
  onEnd,
  onDelete,
  busy = false,
  error,
  className,
}: DiscountActionsProps) {
  const headingId = useId()
  const [asking, setAsking] = useState<'end' | 'delete' | null>(null)
  const used = discount.uses + discount.held > 0
  const ended = discount.state === 'ended'
  return (
    <section aria-labelledby={headingId} className={cn('flex flex-col gap-4', className)}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="text-lg font-semibold tracking-wide text-ink">
          {discount.code}
        </h2>
        <DiscountStateBadge state={discount.state} />
        <span className="text-ink">{discountTakesOff(discount)}</span>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {[
          [T.columns.uses, T.uses(discount.uses, discount.maxUses)],
          [T.columns.held, String(discount.held)],
          [T.columns.givenAway, formatNaira(discount.givenAway)],
          [T.columns.sales, formatNaira(discount.sales)],
        ].map(([term, value]) => (
          <div key={term} className="rounded-lg border border-line px-3 py-2">
            <dt className="text-muted">{term}</dt>
            <dd className="font-semibold text-ink tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {discount.state === 'paused' ? <p className="text-sm text-ink">{T.pausedNote}</p> : null}
      {discount.state === 'scheduled' && discount.startsOn ? (
        <p className="text-sm text-ink">{T.scheduledNote(discount.startsOn)}</p>
      ) : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
      {ended ? null : (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            aria-disabled={busy || undefined}
            onClick={() => busy || onPause(discount.state !== 'paused')}
          >
            {discount.state === 'paused' ? T.resume : T.pause}
          </Button>
          <Button
            variant="secondary"
            aria-disabled={busy || undefined}
            onClick={() => busy || setAsking(used ? 'end' : 'delete')}
          >
            {used ? T.end : T.delete}
          </Button>
          {used ? <p className="text-sm text-muted">{T.usedDelete}</p> : null}
        </div>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'delete' ? T.deleteTitle(discount.code) : T.endTitle(discount.code)}
        confirmLabel={asking === 'delete' ? T.deleteConfirm : T.endConfirm}
        cancelLabel={T.keep}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null)
          if (asking === 'delete') onDelete()
          else onEnd()
        }}
      >
        {asking === 'delete' ? T.deleteBody : T.endBody}
      </ConfirmDialog>
    </section>
  )
}
