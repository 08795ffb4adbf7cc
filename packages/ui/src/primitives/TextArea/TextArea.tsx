import type { TextareaHTMLAttributes } from 'react'
import { cn } from '../../lib/cn.ts'
import { controlClassName, FieldFrame, type FieldProps, useField } from '../TextField/Field.tsx'

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
export function TextArea({ textAreaClassName, rows = 5, ...props }: TextAreaProps) {
  const { frame, control, rest } = useField(props)
  return (
    <FieldFrame {...frame}>
      <textarea
        {...control}
        rows={rows}
        className={cn(
          controlClassName,
          'min-h-24 resize-y py-2.5 leading-relaxed',
          textAreaClassName,
        )}
        {...rest}
      />
    </FieldFrame>
  )
}
