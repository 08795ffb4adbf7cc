import type { TextareaHTMLAttributes } from 'react'
import { cn } from '../lib/cn.ts'
import { controlClassName, FieldFrame, type FieldProps, useFieldIds } from '../TextField/Field.tsx'

export interface TextAreaProps
  extends FieldProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> {
  /** Classes for the text area itself (the wrapper takes `className`). */
  textAreaClassName?: string
  /**
   * Visible lines of text before it scrolls.
   * @defaultValue 5
   */
  rows?: number
}

/** A labelled multi-line input with an optional hint and validation message. */
export function TextArea({
  label,
  hint,
  error,
  id,
  className,
  textAreaClassName,
  rows = 5,
  'aria-describedby': describedBy,
  ...textAreaProps
}: TextAreaProps) {
  const { controlId, hintId, errorId, ariaDescribedBy } = useFieldIds(
    id,
    { label, hint, error },
    describedBy,
  )
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      className={className}
      controlId={controlId}
      hintId={hintId}
      errorId={errorId}
    >
      <textarea
        id={controlId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={ariaDescribedBy}
        className={cn(
          controlClassName,
          'min-h-24 resize-y py-2.5 leading-relaxed',
          textAreaClassName,
        )}
        {...textAreaProps}
      />
    </FieldFrame>
  )
}
