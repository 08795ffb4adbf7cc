import {
  CATEGORIES,
  type Department,
  DISCOUNT_KINDS,
  type DiscountKind,
  readNumber,
} from '@adire/contract'
import type { ReactNode } from 'react'
import { cn } from '../../../lib/cn.ts'
import { SaveActions, type SavingFormProps } from '../../../primitives/Button/SaveActions.tsx'
import { TextField } from '../../../primitives/TextField/TextField.tsx'
import { DISCOUNT_KIND_LABELS, discountTakesOff, DISCOUNT_ADMIN_TEXTS as T } from '../texts.ts'
import { Choice, ChoiceGroup } from './ChoiceGroup.tsx'

/** A code as typed: text for each figure and day (empty for none), the choices ticked. */
export interface DiscountFormValues {
  code: string
  kind: DiscountKind | ''
  percent: string
  amount: string
  minItems: string
  maxUses: string
  perCustomer: string
  startsOn: string
  endsOn: string
  newCustomersOnly: boolean
  departments: string[]
  productIds: string[]
}

export type DiscountField = keyof DiscountFormValues

/** Each field's message, in the contract's words (the schema's, or the server's). */
export type DiscountFormErrors = Partial<Record<DiscountField, string>>

/** The fields in the form's order: the first with a message is focused. */
export const DISCOUNT_FIELDS: readonly DiscountField[] = [
  'code',
  'kind',
  'percent',
  'amount',
  'minItems',
  'departments',
  'productIds',
  'newCustomersOnly',
  'startsOn',
  'endsOn',
  'maxUses',
  'perCustomer',
]

/** A new code's form: one use per customer, as the server makes it. */
export const EMPTY_DISCOUNT_FORM: DiscountFormValues = {
  code: '',
  kind: '',
  percent: '',
  amount: '',
  minItems: '',
  maxUses: '',
  perCustomer: '1',
  startsOn: '',
  endsOn: '',
  newCustomersOnly: false,
  departments: [],
  productIds: [],
}

export interface DiscountEditorFormProps extends SavingFormProps {
  values: DiscountFormValues
  onChange: (values: DiscountFormValues) => void
  errors?: DiscountFormErrors
  /**
   * A new code (its name typed), or one being edited (its name kept).
   * @defaultValue 'new'
   */
  mode?: 'new' | 'edit'
  /** The code has been used: its kind and figure are shown, not offered, with the reason. */
  locked?: boolean
  /** The code has ended: every term shown, none offered, no save. */
  readOnly?: boolean
  /**
   * The store's departments, to tick.
   * @defaultValue CATEGORIES
   */
  departments?: readonly Department[]
  /**
   * The products it may be limited to, by id and name.
   * @defaultValue []
   */
  products?: readonly { id: string; name: string }[]
}

const toggle = (list: readonly string[], value: string, on: boolean) =>
  on ? [...new Set([...list, value])] : list.filter((item) => item !== value)

/**
 * A discount code as the store team makes or edits it (docs/product.md §11.14): its name, what it
 * takes off (a percentage, an amount or free delivery), the items total it needs, the
 * departments and products it is for, new customers only, its first and last days (Lagos), its
 * uses in all and per customer. Presentational: the page keeps the values, checks them with
 * the contract's schema and sends them; each message shows at its field.
 */
export function DiscountEditorForm({
  values,
  onChange,
  errors = {},
  mode = 'new',
  locked = false,
  readOnly = false,
  departments = CATEGORIES,
  products = [],
  onSubmit,
  saving = false,
  status,
  alert,
  className,
}: DiscountEditorFormProps) {
  const set = <K extends DiscountField>(name: K, value: DiscountFormValues[K]) =>
    onChange({ ...values, [name]: value })
  const text = (
    name: 'code' | 'percent' | 'amount' | 'minItems' | 'maxUses' | 'perCustomer',
    label: string,
    hint: ReactNode,
    inputMode?: 'numeric' | 'decimal',
  ) => (
    <TextField
      name={name}
      data-field={name}
      label={label}
      hint={hint}
      error={errors[name]}
      value={values[name]}
      inputMode={inputMode}
      autoComplete="off"
      onChange={(event) => set(name, event.target.value)}
    />
  )
  const day = (name: 'startsOn' | 'endsOn', label: string) => (
    <TextField
      type="date"
      name={name}
      data-field={name}
      label={label}
      hint={T.daysHint}
      error={errors[name]}
      value={values[name]}
      onChange={(event) => set(name, event.target.value)}
    />
  )
  const takesOff =
    values.kind === ''
      ? ''
      : discountTakesOff({
          code: values.code,
          kind: values.kind,
          percent: readNumber(values.percent, 'count').value ?? 0,
          amount: readNumber(values.amount, 'naira').value ?? 0,
        })

  return (
    <form
      noValidate
      aria-busy={saving || undefined}
      onSubmit={(event) => {
        event.preventDefault()
        if (!saving && !readOnly) onSubmit(event.currentTarget)
      }}
      className={cn('flex flex-col gap-6', className)}
    >
      {/* Disabled as a whole once ended: the terms are read, not changed (the server says 409). */}
      <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-6">
        {mode === 'new' ? (
          text('code', T.code, T.codeHint)
        ) : (
          <div className="flex flex-col gap-1">
            <p className="text-sm font-semibold text-ink">{T.code}</p>
            <p className="text-lg font-semibold tracking-wide text-ink">{values.code}</p>
            <p className="text-sm text-muted">{T.codeFixed}</p>
          </div>
        )}
        {locked && values.kind !== '' ? (
          <div className="flex flex-col gap-1">
            <p className="text-sm font-semibold text-ink">{T.kind}</p>
            <p className="text-ink">{takesOff}</p>
            <p className="text-sm text-muted">{T.lockedTerms}</p>
          </div>
        ) : (
          <div className="flex flex-col gap-4">
            <ChoiceGroup legend={T.kind} error={errors.kind}>
              {DISCOUNT_KINDS.map((kind, index) => (
                <Choice
                  key={kind}
                  type="radio"
                  name="kind"
                  value={kind}
                  field={index === 0 ? 'kind' : undefined}
                  label={DISCOUNT_KIND_LABELS[kind]}
                  hint={T.kindHints[kind]}
                  checked={values.kind === kind}
                  onChange={(on) => on && set('kind', kind)}
                />
              ))}
            </ChoiceGroup>
            <div className="grid gap-4 sm:grid-cols-2">
              {values.kind === 'percent'
                ? text('percent', T.percent, T.percentHint, 'numeric')
                : null}
              {values.kind === 'amount' ? text('amount', T.amount, T.amountHint, 'decimal') : null}
            </div>
          </div>
        )}
        <fieldset className="flex min-w-0 flex-col gap-4 border-line border-t pt-5">
          <legend className="text-base font-semibold text-ink">{T.conditions}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {text('minItems', T.minItems, T.minItemsHint, 'decimal')}
          </div>
          <ChoiceGroup legend={T.departments} hint={T.departmentsHint} error={errors.departments}>
            <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
              {departments.map((department, index) => (
                <Choice
                  key={department.id}
                  type="checkbox"
                  name="departments"
                  value={department.id}
                  field={index === 0 ? 'departments' : undefined}
                  label={department.label}
                  checked={values.departments.includes(department.id)}
                  onChange={(on) =>
                    set('departments', toggle(values.departments, department.id, on))
                  }
                />
              ))}
            </div>
          </ChoiceGroup>
          {products.length ? (
            <ChoiceGroup legend={T.products} hint={T.productsHint} error={errors.productIds}>
              <div className="grid max-h-56 gap-2 overflow-y-auto rounded-lg border border-line p-3 sm:grid-cols-2">
                {products.map((product, index) => (
                  <Choice
                    key={product.id}
                    type="checkbox"
                    name="productIds"
                    value={product.id}
                    field={index === 0 ? 'productIds' : undefined}
                    label={product.name}
                    checked={values.productIds.includes(product.id)}
                    onChange={(on) => set('productIds', toggle(values.productIds, product.id, on))}
                  />
                ))}
              </div>
            </ChoiceGroup>
          ) : null}
          <Choice
            type="checkbox"
            name="newCustomersOnly"
            value="yes"
            field="newCustomersOnly"
            label={T.newCustomersOnly}
            hint={T.newCustomersOnlyHint}
            checked={values.newCustomersOnly}
            onChange={(on) => set('newCustomersOnly', on)}
          />
        </fieldset>
        <fieldset className="flex min-w-0 flex-col gap-4 border-line border-t pt-5">
          <legend className="text-base font-semibold text-ink">{T.when}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {day('startsOn', T.startsOn)}
            {day('endsOn', T.endsOn)}
            {text('maxUses', T.maxUses, T.maxUsesHint, 'numeric')}
            {text('perCustomer', T.perCustomer, T.perCustomerHint, 'numeric')}
          </div>
        </fieldset>
      </fieldset>
      {readOnly ? <p className="text-sm text-muted">{T.endedNote}</p> : null}
      {alert}
      {readOnly ? null : (
        <SaveActions
          saving={saving}
          label={mode === 'new' ? T.create : T.save}
          savingLabel={T.saving}
          status={status}
          className="border-line border-t pt-5"
        />
      )}
    </form>
  )
}
