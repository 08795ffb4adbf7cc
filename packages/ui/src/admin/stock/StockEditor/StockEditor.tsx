import type { StockLevels, StockReason } from '@adire/contract'
import { LOW_STOCK_THRESHOLD } from '@adire/contract'
import { useId } from 'react'
import { cn } from '../../../lib/cn.ts'
import { SaveActions, type SavingFormProps } from '../../../primitives/Button/SaveActions.tsx'
import { SelectChevron } from '../../../primitives/icons/icons.tsx'
import { controlClassName, FieldFrame, useField } from '../../../primitives/TextField/Field.tsx'
import { FieldMessage } from '../../../primitives/TextField/FieldMessage.tsx'
import { STOCK_REASON_LABELS, STOCK_ADMIN_TEXTS as T, TEAM_STOCK_REASONS } from '../texts.ts'
import { SizeStock } from './SizeStock.tsx'

/** The messages the panel shows, each where it belongs. */
export interface StockFormErrors {
  /** About the stock as a whole: nothing to save, or a refusal the server made on `stock`. */
  stock?: string | undefined
  reason?: string | undefined
  /** A size's own message (a number the store cannot count, a size the product lost). */
  sizes?: Readonly<Record<string, string>> | undefined
}

/** The `name` of a size's input, by which the page finds it to focus it. */
export const stockInputName = (size: string) => `stock:${size}`

/** The reason select's `name`. */
export const STOCK_REASON_NAME = 'reason'

export interface StockEditorProps extends SavingFormProps {
  /** The product's sizes, in the order shoppers see them. */
  sizes: readonly string[]
  /** The units in stock of the counted sizes, as the server last said. */
  stock: StockLevels
  /**
   * Units of each size held for shoppers paying now: in stock, but not free to sell until the
   * payment lands or its hold runs out.
   * @defaultValue {}
   */
  held?: StockLevels
  /**
   * The store's low-stock threshold: 1 to this many units is Low.
   * @defaultValue LOW_STOCK_THRESHOLD
   */
  lowStockThreshold?: number
  /** Each size's units as typed (a size not listed shows empty). */
  values: Readonly<Record<string, string>>
  onValueChange: (size: string, value: string) => void
  /** Why the units changed, or `''` until chosen. */
  reason: StockReason | ''
  onReasonChange: (reason: StockReason | '') => void
  errors?: StockFormErrors
}

/**
 * A product's stock as the store team sets it (docs/product.md §11.6): each size with its units
 * in stock (or "Not counted"), marked "Low" or "Sold out" in words, an input of the units now,
 * and why they changed. Presentational: the page keeps the values, checks them with the
 * contract's `StockUpdateRequest` and sends only the sizes changed.
 */
export function StockEditor({
  sizes,
  stock,
  held = {},
  lowStockThreshold = LOW_STOCK_THRESHOLD,
  values,
  onValueChange,
  reason,
  onReasonChange,
  errors = {},
  onSubmit,
  saving = false,
  status,
  alert,
  className,
}: StockEditorProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const stockErrorId = errors.stock ? `${id}-stock-error` : undefined
  return (
    <form
      noValidate
      aria-busy={saving || undefined}
      onSubmit={(event) => {
        event.preventDefault()
        if (!saving) onSubmit(event.currentTarget)
      }}
      className={cn('flex flex-col gap-5', className)}
    >
      <fieldset className="flex min-w-0 flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-semibold text-ink">{T.sizes}</legend>
        <p id={hintId} className="text-sm text-muted">
          {T.hint} {T.lowHint(lowStockThreshold)}
        </p>
        <ul className="divide-y divide-line">
          {sizes.map((size) => (
            <SizeStock
              key={size}
              size={size}
              units={stock[size]}
              held={held[size] ?? 0}
              lowAt={lowStockThreshold}
              name={stockInputName(size)}
              value={values[size] ?? ''}
              onChange={(value) => onValueChange(size, value)}
              error={errors.sizes?.[size]}
              // The message about the whole stock is read with each size: the focus goes to one.
              describedBy={stockErrorId}
            />
          ))}
        </ul>
        {errors.stock ? <FieldMessage id={stockErrorId}>{errors.stock}</FieldMessage> : null}
      </fieldset>
      <ReasonField value={reason} onChange={onReasonChange} error={errors.reason} />
      {alert}
      <SaveActions saving={saving} label={T.save} savingLabel={T.saving} status={status} />
    </form>
  )
}

const isReason = (value: string): value is StockReason =>
  TEAM_STOCK_REASONS.some((reason) => reason === value)

/** Why the units changed: a native select, required, with what each reason means. */
function ReasonField({
  value,
  onChange,
  error,
}: {
  value: StockReason | ''
  onChange: (value: StockReason | '') => void
  error: string | undefined
}) {
  const { frame, control } = useField({ label: T.reason, hint: T.reasonHint, error })
  return (
    <FieldFrame {...frame}>
      <div className="relative">
        <select
          {...control}
          name={STOCK_REASON_NAME}
          required
          value={value}
          onChange={(event) => onChange(isReason(event.target.value) ? event.target.value : '')}
          className={cn(controlClassName, 'h-11 cursor-pointer appearance-none pr-9')}
        >
          <option value="">{T.chooseReason}</option>
          {TEAM_STOCK_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {STOCK_REASON_LABELS[reason]}
            </option>
          ))}
        </select>
        <SelectChevron />
      </div>
    </FieldFrame>
  )
}
