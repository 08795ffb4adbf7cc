import { formatNaira, type Order } from '@adire/contract'
import { useId } from 'react'
import { cn } from '../../lib/cn.ts'
import { MinusIcon, PlusIcon, SelectChevron } from '../../primitives/icons/icons.tsx'
import { FieldMessage } from '../../primitives/TextField/FieldMessage.tsx'
import { RETURN_UI_TEXTS as T } from '../returnTexts.ts'
import { Choices } from './Choices.tsx'
import { type LineChoice, otherSizes, type ReturnFormErrors } from './returnForm.ts'

const stepButton =
  'inline-flex h-10 w-10 items-center justify-center rounded-lg text-ink hover:bg-ink/5 disabled:cursor-not-allowed disabled:text-muted/50 disabled:hover:bg-transparent'

interface ReturnLinesProps {
  items: Order['items']
  /** Units of each line still to be returned. */
  left: readonly number[]
  /** Lines an open return holds: they read "Return under way" rather than "Already returned". */
  underReturn: ReadonlySet<number>
  lines: LineChoice[]
  errors: ReturnFormErrors
  onChange: (index: number, change: Partial<LineChoice>) => void
}

/** The order's lines to choose from, each with how many, and a refund or another size. */
export function ReturnLines({
  items,
  left,
  underReturn,
  lines,
  errors,
  onChange,
}: ReturnLinesProps) {
  const errorId = useId()
  return (
    <fieldset
      aria-describedby={errors.lines ? errorId : undefined}
      aria-invalid={errors.lines ? true : undefined}
      className="flex min-w-0 flex-col gap-3"
    >
      <legend className="mb-1 text-sm font-semibold text-ink">{T.lines}</legend>
      {items.map((item, index) => (
        <Line
          key={`${item._id}/${item.selectedSize}`}
          item={item}
          index={index}
          left={left[index] ?? 0}
          closed={underReturn.has(index) ? T.underReturn : T.alreadyReturned}
          choice={lines[index] as LineChoice}
          sizeError={errors[`lines.${index}.exchangeSize`]}
          field={index === firstOpen(left) ? 'lines' : undefined}
          onChange={(change) => onChange(index, change)}
        />
      ))}
      {errors.lines ? <FieldMessage id={errorId}>{errors.lines}</FieldMessage> : null}
    </fieldset>
  )
}

const firstOpen = (left: readonly number[]) => left.findIndex((units) => units > 0)

interface LineProps {
  item: Order['items'][number]
  index: number
  left: number
  /** What a line with nothing left to return says instead. */
  closed: string
  choice: LineChoice
  sizeError: string | undefined
  field: string | undefined
  onChange: (change: Partial<LineChoice>) => void
}

function Line({ item, index, left, closed, choice, sizeError, field, onChange }: LineProps) {
  const id = useId()
  const name = `${item.name}, size ${item.selectedSize}`
  const sizes = otherSizes(item)
  const open = left > 0
  return (
    <div
      className={cn(
        'flex flex-col gap-3 rounded-lg border p-3',
        choice.chosen && open ? 'border-brand' : 'border-line',
      )}
    >
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          data-field={field}
          checked={choice.chosen && open}
          disabled={!open}
          onChange={(event) => onChange({ chosen: event.target.checked })}
          className="mt-0.5 h-5 w-5 shrink-0 accent-brand disabled:opacity-50"
        />
        <label htmlFor={id} className="min-w-0 text-sm">
          <span className="block font-medium text-ink">{name}</span>
          <span className="block text-muted tabular-nums">
            {formatNaira(item.price)} × {item.quantity}
            {open ? null : ` · ${closed}`}
          </span>
        </label>
      </div>
      {choice.chosen && open ? (
        <div className="flex flex-col gap-4 pl-8">
          {left > 1 ? (
            <Stepper
              name={name}
              value={Math.min(choice.quantity, left)}
              most={left}
              onChange={(quantity) => onChange({ quantity })}
            />
          ) : null}
          <Choices
            legend={`What would you like for ${name}?`}
            name={`want-${index}`}
            value={choice.want}
            onChange={(want) => onChange({ want })}
            options={[
              { value: 'refund', label: T.wantRefund },
              { value: 'exchange', label: T.wantExchange, disabled: sizes.length === 0 },
            ]}
          />
          {choice.want === 'exchange' ? (
            <SizeSelect
              sizes={sizes}
              value={choice.size}
              error={sizeError}
              field={`lines.${index}.exchangeSize`}
              onChange={(size) => onChange({ size })}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  )
}

/** How many of the line: − and + stop at 1 and at what is left. */
function Stepper({
  name,
  value,
  most,
  onChange,
}: {
  name: string
  value: number
  most: number
  onChange: (quantity: number) => void
}) {
  const id = useId()
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {T.quantity}
        <span className="sr-only"> of {name}</span>
      </label>
      <div className="flex items-center rounded-lg border border-muted/70 bg-surface-raised">
        <button
          type="button"
          aria-label={`One fewer ${name}`}
          disabled={value <= 1}
          onClick={() => onChange(value - 1)}
          className={stepButton}
        >
          <MinusIcon width={18} height={18} />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={most}
          value={value}
          onChange={(event) => {
            const typed = Number(event.target.value)
            if (Number.isInteger(typed) && typed >= 1) onChange(Math.min(typed, most))
          }}
          className="h-10 w-11 [appearance:textfield] bg-transparent text-center text-base text-ink tabular-nums [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          aria-label={`One more ${name}`}
          disabled={value >= most}
          onClick={() => onChange(value + 1)}
          className={stepButton}
        >
          <PlusIcon width={18} height={18} />
        </button>
      </div>
      <span className="text-sm text-muted">of {most}</span>
    </div>
  )
}

/** The other sizes of the same product, as a native select. */
function SizeSelect({
  sizes,
  value,
  error,
  field,
  onChange,
}: {
  sizes: readonly string[]
  value: string
  error: string | undefined
  field: string
  onChange: (size: string) => void
}) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className="flex max-w-xs flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {T.newSize}
      </label>
      <div className="relative">
        <select
          id={id}
          data-field={field}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
          className={cn(
            'h-11 w-full cursor-pointer appearance-none rounded-lg border border-muted/70 bg-surface-raised pr-10 pl-3 text-base text-ink',
            'hover:border-ink/70 aria-invalid:border-2 aria-invalid:border-danger',
          )}
        >
          <option value="">{T.chooseSize}</option>
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        <SelectChevron />
      </div>
      {error ? <FieldMessage id={errorId}>{error}</FieldMessage> : null}
    </div>
  )
}
