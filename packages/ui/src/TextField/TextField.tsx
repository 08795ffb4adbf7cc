import type { InputHTMLAttributes } from 'react'
import { cn } from '../lib/cn.ts'
import { controlClassName, FieldFrame, type FieldProps, useField } from './Field.tsx'

export interface TextFieldProps
  extends FieldProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  /** Classes for the input itself (the wrapper takes `className`). */
  inputClassName?: string
  /**
   * The input's type: `text`, `email`, `password`, `search`, `tel`, `number`...
   * @defaultValue 'text'
   */
  type?: InputHTMLAttributes<HTMLInputElement>['type']
}

/**
 * A labelled one-line input with an optional hint and validation message. Works controlled
 * (`value` + `onChange`) or uncontrolled (`defaultValue`), like a plain `<input>`.
 */
export function TextField({
  label,
  hint,
  error,
  id,
  className,
  inputClassName,
  type = 'text',
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const { frame, control } = useField({ id, label, hint, error, className }, describedBy)
  return (
    <FieldFrame {...frame}>
      <input
        {...control}
        type={type}
        className={cn(controlClassName, 'h-11', inputClassName)}
        {...inputProps}
      />
    </FieldFrame>
  )
}
