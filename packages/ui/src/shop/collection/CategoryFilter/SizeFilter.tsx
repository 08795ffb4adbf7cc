import { cn } from '../../../lib/cn.ts'

export interface SizeFilterProps {
  /** The sizes to choose from, in size order (the search's `sizes`). */
  sizes: readonly string[]
  /** The sizes chosen; none chosen means any size. */
  value: readonly string[]
  /** Called with the whole new choice, in the order of `sizes`. */
  onValueChange: (value: string[]) => void
  className?: string
}

/**
 * One toggle per size the departments come in, grouped under "Size": a product shows when it comes
 * in any size chosen. A size chosen that the list no longer offers (another department chosen
 * since) stays shown, so it can be cleared.
 */
export function SizeFilter({ sizes, value, onValueChange, className }: SizeFilterProps) {
  const chosen = new Set(value)
  const shown = [...sizes, ...value.filter((size) => !sizes.includes(size))]
  if (shown.length === 0) return null

  const toggle = (size: string, checked: boolean) => {
    onValueChange(shown.filter((s) => (s === size ? checked : chosen.has(s))))
  }

  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className="mb-2 text-sm font-semibold tracking-wider text-ink">Size</legend>
      <ul className="flex flex-wrap gap-2">
        {shown.map((size) => (
          <li key={size}>
            <label className="relative inline-flex">
              <input
                type="checkbox"
                name="size"
                value={size}
                checked={chosen.has(size)}
                onChange={(event) => toggle(size, event.target.checked)}
                className="peer sr-only"
              />
              {/* The same pills as the product page's size picker, as toggles. */}
              <span className="inline-flex h-10 min-w-11 cursor-pointer items-center justify-center rounded-full border border-line bg-surface-raised px-3 text-sm font-medium text-ink transition-colors hover:border-ink/60 peer-checked:border-brand peer-checked:bg-brand peer-checked:text-brand-ink peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus">
                {size}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
