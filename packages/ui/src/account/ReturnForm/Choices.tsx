import { type ReactNode, useId } from 'react'
import { cn } from '../../lib/cn.ts'
import { FieldMessage } from '../../primitives/TextField/FieldMessage.tsx'

export interface ChoicesProps<V extends string> {
  legend: string
  /** The group's radios' name. */
  name: string
  options: readonly { value: V; label: string; hint?: ReactNode; disabled?: boolean }[]
  value: V | ''
  onChange: (value: V) => void
  error?: string | undefined
  /** Marks the first radio so the form can focus the group when it is refused. */
  field?: string
  className?: string
}

/** One choice among a few, as radios in a fieldset: its legend names it, its error follows. */
export function Choices<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  field,
  className,
}: ChoicesProps<V>) {
  const id = useId()
  const errorId = error ? `${id}-error` : undefined
  return (
    <fieldset
      aria-describedby={errorId}
      aria-invalid={error ? true : undefined}
      className={cn('flex min-w-0 flex-col gap-2', className)}
    >
      <legend className="mb-1 text-sm font-semibold text-ink">{legend}</legend>
      {options.map((option, index) => {
        const optionId = `${id}-${option.value}`
        return (
          <div key={option.value} className="flex items-start gap-2">
            <input
              id={optionId}
              type="radio"
              name={name}
              value={option.value}
              data-field={index === 0 ? field : undefined}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
              aria-describedby={option.hint ? `${optionId}-hint` : undefined}
              className="mt-0.5 h-5 w-5 shrink-0 accent-brand disabled:opacity-50"
            />
            <div className="min-w-0">
              <label htmlFor={optionId} className="text-sm text-ink">
                {option.label}
              </label>
              {option.hint ? (
                <p id={`${optionId}-hint`} className="text-sm text-muted">
                  {option.hint}
                </p>
              ) : null}
            </div>
          </div>
        )
      })}
      {error ? <FieldMessage id={errorId}>{error}</FieldMessage> : null}
    </fieldset>
  )
}
