import type { InputHTMLAttributes } from 'react'
import { cn } from '../../lib/cn.ts'
import { FieldFrame, type InputFieldProps, inputControlClassName, useField } from './Field.tsx'

export interface TextFieldProps
  extends InputFieldProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
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
export function TextField({ inputClassName, type = 'text', ...props }: TextFieldProps) {
  const { frame, control, rest } = useField(props)
  return (
    <FieldFrame {...frame}>
      <input
        {...control}
        type={type}
        className={cn(inputControlClassName, inputClassName)}
        {...rest}
      />
    </FieldFrame>
  )
}
