import { DISCOUNT_FIELD_TEXTS, type OrderDiscount, typedDiscountCode } from '@adire/contract'
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react'
import { cn } from '../../../lib/cn.ts'
import { Button } from '../../../primitives/Button/Button.tsx'
import { inputControlClassName } from '../../../primitives/TextField/Field.tsx'
import { FieldMessage } from '../../../primitives/TextField/FieldMessage.tsx'

export interface DiscountCodeFieldProps {
  /** The code on the order and what it takes off; null or absent while none is. */
  applied?: OrderDiscount | null | undefined
  /** The code typed is with the server: Apply waits ("Applying…"). */
  applying?: boolean
  /** Why the code typed does not apply, in the shopper's words (`discountRefusalMessage`). */
  refusal?: string | undefined
  /**
   * Said once the field is empty again: the code was taken off because the cart changed
   * (`DISCOUNT_FIELD_TEXTS.removed`).
   */
  notice?: string | undefined
  /** A code typed, trimmed and upper-cased, that passed the contract's pattern. */
  onApply: (code: string) => void
  onRemove: () => void
  className?: string
}

/**
 * The discount code field of the cart and the checkout (docs/product.md §11.14): "Discount
 * code", an input and Apply; once a code applies, the code with what it takes off and Remove.
 * Not a form of its own (the checkout's form holds it): Enter in the input applies the code.
 * A refusal is read with the input, which keeps (or gets back) the focus to be corrected.
 * State: `data-state` idle, applying, applied or refused.
 */
export function DiscountCodeField({
  applied,
  applying = false,
  refusal,
  notice,
  onApply,
  onRemove,
  className,
}: DiscountCodeFieldProps) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [typed, setTyped] = useState('')
  const [invalid, setInvalid] = useState<string | undefined>()
  const error = invalid ?? refusal
  const state = applied ? 'applied' : applying ? 'applying' : error ? 'refused' : 'idle'

  // The server's refusal arrives after Apply was pressed: the input is where it is fixed. Moved
  // as the refusal is drawn, so it is read with the input the moment it shows.
  useLayoutEffect(() => {
    if (refusal) input.current?.focus()
  }, [refusal])

  const apply = () => {
    if (applying) return
    const code = typedDiscountCode(typed)
    if (code === undefined) {
      setInvalid(DISCOUNT_FIELD_TEXTS.invalid)
      input.current?.focus()
      return
    }
    setInvalid(undefined)
    onApply(code)
  }

  if (applied) {
    return (
      <div
        data-state={state}
        className={cn('flex flex-wrap items-center justify-between gap-3', className)}
      >
        <p className="text-sm text-ink">
          <span className="text-muted">{DISCOUNT_FIELD_TEXTS.label}: </span>
          <span id={`${id}-applied`} className="font-semibold">
            {applied.label}
          </span>
        </p>
        <Button
          variant="secondary"
          size="sm"
          aria-describedby={`${id}-applied`}
          onClick={() => {
            setTyped('')
            onRemove()
          }}
        >
          {DISCOUNT_FIELD_TEXTS.remove}
        </Button>
      </div>
    )
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter applies the code, and never submits the checkout's form around it.
    if (event.key !== 'Enter') return
    event.preventDefault()
    apply()
  }
  const errorId = `${id}-error`
  const noticeId = `${id}-notice`
  return (
    <div data-state={state} className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {DISCOUNT_FIELD_TEXTS.label}
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={id}
          value={typed}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [error ? errorId : undefined, notice ? noticeId : undefined]
              .filter(Boolean)
              .join(' ') || undefined
          }
          onChange={(event) => {
            setTyped(event.target.value)
            setInvalid(undefined)
          }}
          onKeyDown={onKeyDown}
          className={cn(inputControlClassName, 'min-w-0 flex-1 uppercase')}
        />
        <Button
          variant="secondary"
          // Not `disabled`: the button keeps the focus while the code is checked.
          aria-disabled={applying || undefined}
          onClick={apply}
          className="shrink-0"
        >
          {applying ? DISCOUNT_FIELD_TEXTS.applying : DISCOUNT_FIELD_TEXTS.apply}
        </Button>
      </div>
      <div aria-live="polite">
        {error ? <FieldMessage id={errorId}>{error}</FieldMessage> : null}
        {notice && !error ? (
          <p id={noticeId} className="text-sm font-medium text-ink">
            {notice}
          </p>
        ) : null}
      </div>
    </div>
  )
}
