import { useId } from 'react'
import { cn } from '../../../lib/cn.ts'
import { controlClassName } from '../../../primitives/TextField/Field.tsx'
import { FieldMessage } from '../../../primitives/TextField/FieldMessage.tsx'
import { stockLevelOf, STOCK_ADMIN_TEXTS as T } from '../texts.ts'
import { StockBadge } from './StockBadge.tsx'

/**
 * One size of the stock panel: the size, what the store has of it ("2 in stock" and "Low", or
 * "Not counted"), read with its input, and the units now as typed.
 */
export function SizeStock({
  size,
  units,
  held,
  lowAt,
  name,
  value,
  onChange,
  error,
  describedBy,
}: {
  size: string
  /** Units in stock; undefined for a size never counted. */
  units: number | undefined
  /** Of those, units held for shoppers paying now. */
  held: number
  /** The store's low-stock threshold. */
  lowAt: number
  name: string
  value: string
  onChange: (value: string) => void
  error: string | undefined
  /** Another message to read with the input (one about the whole stock). */
  describedBy: string | undefined
}) {
  const id = useId()
  const levelId = `${id}-level`
  const errorId = error ? `${id}-error` : undefined
  const level = stockLevelOf(units, lowAt)
  return (
    <li className="flex flex-col gap-1.5 py-2.5">
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="block break-all text-sm font-semibold text-ink">
            <span className="sr-only">{T.sizeLabelPrefix}</span>
            {size}
          </label>
          <p
            id={levelId}
            className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted tabular-nums"
          >
            {units === undefined ? T.notCounted : T.inStock(units)}
            {held > 0 ? <span>{T.held(held)}</span> : null} <StockBadge level={level} />
          </p>
        </div>
        {/* The width on a box around it: the control's own classes make it fill its box. */}
        <div className="w-24 shrink-0">
          <input
            id={id}
            name={name}
            type="text"
            // Whole units: the phone offers its number pad.
            inputMode="numeric"
            autoComplete="off"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={[levelId, errorId, describedBy].filter(Boolean).join(' ')}
            className={cn(controlClassName, 'h-11 text-right tabular-nums')}
          />
        </div>
      </div>
      {error ? <FieldMessage id={errorId}>{error}</FieldMessage> : null}
    </li>
  )
}
