import { type InputHTMLAttributes, useState } from 'react'
import { cn } from '../../lib/cn.ts'
import { EyeIcon, EyeOffIcon } from '../icons/icons.tsx'
import {
  FieldFrame,
  type InputFieldProps,
  inputControlClassName,
  useField,
} from '../TextField/Field.tsx'

export interface PasswordFieldProps
  extends InputFieldProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type'> {
  /** Whether the password shows as plain text (controlled). */
  visible?: boolean
  /**
   * Whether it starts shown, when uncontrolled.
   * @defaultValue false
   */
  defaultVisible?: boolean
  /** Called with the new state when the shopper shows or hides the password. */
  onVisibleChange?: (visible: boolean) => void
}

/**
 * A labelled password input with a button that shows or hides what was typed, so a shopper on
 * a phone can check a password before sending it. The button keeps one name ("Show password")
 * and says whether it is on with `aria-pressed`; `data-state` is `visible` or `hidden`.
 */
export function PasswordField({
  inputClassName,
  visible: visibleProp,
  defaultVisible = false,
  onVisibleChange,
  disabled,
  ...props
}: PasswordFieldProps) {
  const { frame, control, rest } = useField(props)
  const [visibleState, setVisibleState] = useState(defaultVisible)
  const visible = visibleProp ?? visibleState
  const toggle = () => {
    setVisibleState(!visible)
    onVisibleChange?.(!visible)
  }
  const Icon = visible ? EyeOffIcon : EyeIcon

  return (
    <FieldFrame {...frame}>
      <div className="relative" data-state={visible ? 'visible' : 'hidden'}>
        <input
          {...control}
          type={visible ? 'text' : 'password'}
          // Typed text is checked by eye, not by a spell checker or auto-correct.
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          disabled={disabled}
          className={cn(inputControlClassName, 'pr-12', inputClassName)}
          {...rest}
        />
        <button
          type="button"
          aria-label="Show password"
          aria-pressed={visible}
          aria-controls={control.id}
          disabled={disabled}
          onClick={toggle}
          className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-muted hover:text-ink disabled:cursor-not-allowed disabled:opacity-60"
        >
          <Icon width={20} height={20} />
        </button>
      </div>
    </FieldFrame>
  )
}
