import { type ReactNode, useId } from 'react'
import { cn } from '../../../lib/cn.ts'
import { FieldMessage } from '../../../primitives/TextField/FieldMessage.tsx'

export interface ChoiceGroupProps {
  /** The group's name, read as the legend. */
  legend: string
  hint?: ReactNode
  /** The group's message: the group is marked invalid and the message read with it. */
  error?: string | undefined
  /** The radios or checkboxes. */
  children: ReactNode
  className?: string
}

/**
 * Radios or checkboxes under one legend, with a hint and a message read with the group, as the
 * settings' ways to pay are.
 */
export function ChoiceGroup({ legend, hint, error, children, className }: ChoiceGroupProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <fieldset
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}
      className={cn('flex min-w-0 flex-col gap-1.5', className)}
    >
      <legend className="mb-1.5 text-sm font-semibold text-ink">{legend}</legend>
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? <FieldMessage id={errorId}>{error}</FieldMessage> : null}
    </fieldset>
  )
}

export interface ChoiceProps {
  type: 'radio' | 'checkbox'
  name: string
  value: string
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  /** Set on a group's first control: the form focuses it when the group is refused. */
  field?: string | undefined
  hint?: ReactNode
}

/** One radio or checkbox with its label (and a hint under it). */
export function Choice({ type, name, value, label, checked, onChange, field, hint }: ChoiceProps) {
  const id = useId()
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type={type}
        name={name}
        value={value}
        data-field={field}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 h-5 w-5 shrink-0 accent-brand"
      />
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm text-ink">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-muted">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  )
}
