import { type ReactNode, useId } from 'react'
import { cn } from '../../lib/cn.ts'
import { FieldMessage } from './FieldMessage.tsx'

/** The props every labelled control of the store shares. */
export interface FieldProps {
  /** The visible label. Every control has one; placeholders are no substitute. */
  label: string
  /** Help read with the control (e.g. "At least 10 characters"), shown under it. */
  hint?: ReactNode
  /** The validation message. When set, the control is marked invalid and the message is read with it. */
  error?: string | undefined
  /** The control's id; one is generated when omitted. */
  id?: string
  /** Classes for the wrapper around label, control and messages. */
  className?: string
}

/** The classes of a text control, shared so inputs and text areas look alike. */
export const controlClassName = cn(
  'w-full rounded-lg border border-muted/70 bg-surface-raised px-3 text-base text-ink',
  'placeholder:text-muted hover:border-ink/70 disabled:cursor-not-allowed disabled:opacity-60',
  'aria-invalid:border-danger aria-invalid:border-2',
)

/** The props of a one-line input field (`TextField`, `PasswordField`). */
export interface InputFieldProps extends FieldProps {
  /** Classes for the input itself (the wrapper takes `className`). */
  inputClassName?: string
}

/** The classes of a one-line input: a text control of the height of the store's buttons. */
export const inputControlClassName = cn(controlClassName, 'h-11')

/**
 * Splits a labelled control's props into what ties it to its label, hint and error: `frame` for
 * `FieldFrame`, `control` to spread on the control, and `rest`, the caller's other props for
 * the control. `aria-describedby` lists the hint, then the error, then any ids the caller
 * passed, so screen readers read all of them.
 */
export function useField<P extends FieldProps & { 'aria-describedby'?: string | undefined }>({
  id,
  label,
  hint,
  error,
  className,
  'aria-describedby': describedBy,
  ...rest
}: P) {
  const generated = useId()
  const controlId = id ?? generated
  const hintId = hint ? `${controlId}-hint` : undefined
  const errorId = error ? `${controlId}-error` : undefined
  return {
    frame: { label, hint, error, className, controlId, hintId, errorId },
    control: {
      id: controlId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined,
    },
    rest,
  }
}

interface FieldFrameProps extends Omit<FieldProps, 'id'> {
  controlId: string
  hintId: string | undefined
  errorId: string | undefined
  children: ReactNode
}

/** Label above, control, then hint and error below. */
export function FieldFrame({
  label,
  hint,
  error,
  className,
  controlId,
  hintId,
  errorId,
  children,
}: FieldFrameProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={controlId} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? <FieldMessage id={errorId}>{error}</FieldMessage> : null}
    </div>
  )
}
