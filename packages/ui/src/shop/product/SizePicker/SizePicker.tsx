import { STOCK_SHOPPER_MESSAGES } from '@adire/contract'
import { type KeyboardEvent, useId, useRef, useState } from 'react'
import { cn } from '../../../lib/cn.ts'

export interface SizePickerProps {
  /** The sizes on offer, in the order they are shown (e.g. S, M, L). */
  sizes: readonly string[]
  /** The chosen size, for a parent that controls the picker; `''` means none yet. */
  value?: string
  /**
   * The size chosen at first when the picker controls itself; `''` means none.
   * @defaultValue ''
   */
  defaultValue?: string
  /** Called with the size the shopper picks (click, tap or arrow key). */
  onValueChange?: (size: string) => void
  /**
   * The group's visible caption.
   * @defaultValue 'Select size'
   */
  legend?: string
  /** Form field name of the radios; a unique one is made when left out. */
  name?: string
  /** Shown under the pills and announced at once (e.g. "Please select a size"). */
  error?: string | undefined
  /**
   * Sizes with none left (docs/product.md §11.6): struck through, not choosable, and named
   * "M, sold out" to screen readers.
   */
  soldOut?: readonly string[] | undefined
  className?: string
}

const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown'])
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp'])

/**
 * A size choice: native radio buttons dressed as pills. Being real radios they submit with a
 * form, show as one radio group to screen readers and take a single Tab stop; the arrow keys are
 * also handled here so they behave the same for synthetic events and every browser, and pass
 * over sold-out sizes as the browser's own radios pass over disabled ones.
 */
export function SizePicker({
  sizes,
  value,
  defaultValue = '',
  onValueChange,
  legend = 'Select size',
  name,
  error,
  soldOut = [],
  className,
}: SizePickerProps) {
  const [ownValue, setOwnValue] = useState(defaultValue)
  const selected = value ?? ownValue
  const generatedName = useId()
  const groupName = name ?? generatedName
  const errorId = useId()
  const radios = useRef<(HTMLInputElement | null)[]>([])

  const choose = (size: string) => {
    setOwnValue(size)
    onValueChange?.(size)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    const step = NEXT_KEYS.has(event.key) ? 1 : PREVIOUS_KEYS.has(event.key) ? -1 : 0
    if (step === 0) return
    event.preventDefault()
    for (let move = 1; move < sizes.length; move += 1) {
      const next = (index + step * move + sizes.length * move) % sizes.length
      const size = sizes[next]
      if (size === undefined || soldOut.includes(size)) continue
      choose(size)
      radios.current[next]?.focus()
      return
    }
  }

  return (
    <fieldset aria-describedby={error ? errorId : undefined} className={cn('min-w-0', className)}>
      <legend className="mb-3 text-sm font-medium text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {sizes.map((size, index) => {
          const gone = soldOut.includes(size)
          return (
            <label key={size} className="relative">
              <input
                type="radio"
                name={groupName}
                value={size}
                ref={(element) => {
                  radios.current[index] = element
                }}
                checked={!gone && selected === size}
                disabled={gone}
                onChange={() => choose(size)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className="peer sr-only"
              />
              <span
                // A sold-out size is named by the words below instead: "M, sold out".
                aria-hidden={gone || undefined}
                className={cn(
                  'inline-flex h-11 min-w-11 items-center justify-center rounded-full border px-4 text-sm font-medium transition-colors',
                  gone
                    ? 'cursor-not-allowed border-dashed border-line bg-surface-sunken text-muted line-through'
                    : 'cursor-pointer border-line bg-surface-raised text-ink hover:border-ink/60',
                  'peer-checked:border-brand peer-checked:bg-brand peer-checked:text-brand-ink',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus',
                )}
              >
                {size}
              </span>
              {gone ? (
                <span className="sr-only">{STOCK_SHOPPER_MESSAGES.sizeSoldOut(size)}</span>
              ) : null}
            </label>
          )
        })}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
