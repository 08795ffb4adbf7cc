import { type FormEvent, useState } from 'react'
import { cn } from '../../../lib/cn.ts'
import { Button } from '../../../primitives/Button/Button.tsx'
import { TextField } from '../../../primitives/TextField/TextField.tsx'

/** A price range in naira; either end may be open. */
export interface PriceRange {
  minPrice: number | undefined
  maxPrice: number | undefined
}

export interface PriceFilterProps extends PriceRange {
  /** Called with the range typed when the shopper applies it (both ends open to clear it). */
  onApply: (range: PriceRange) => void
  className?: string
}

/** What a price box holds as naira: its digits ("18,500" and "₦18500" alike), or no bound. */
function nairaOf(text: string): number | undefined {
  const digits = text.replace(/[^\d]/g, '')
  return digits === '' ? undefined : Number(digits.slice(0, 9))
}

const textOf = (naira: number | undefined) => (naira === undefined ? '' : String(naira))

/**
 * The lowest and highest price, in naira, applied together with `Apply` (or Enter): a price
 * applied at every keystroke would reload the products while the shopper is still typing.
 * Commas and the naira sign may be typed; a range typed upside down is read the right way up
 * by the page.
 */
export function PriceFilter({ minPrice, maxPrice, onApply, className }: PriceFilterProps) {
  const [min, setMin] = useState(textOf(minPrice))
  const [max, setMax] = useState(textOf(maxPrice))
  // A range changed from outside (Clear filters, Back) shows in the boxes.
  const [shown, setShown] = useState({ minPrice, maxPrice })
  if (shown.minPrice !== minPrice || shown.maxPrice !== maxPrice) {
    setShown({ minPrice, maxPrice })
    setMin(textOf(minPrice))
    setMax(textOf(maxPrice))
  }
  const ranged = minPrice !== undefined || maxPrice !== undefined

  const apply = (event: FormEvent) => {
    event.preventDefault()
    onApply({ minPrice: nairaOf(min), maxPrice: nairaOf(max) })
  }

  return (
    <form onSubmit={apply} className={cn('min-w-0', className)}>
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-semibold tracking-wider text-ink">Price (₦)</legend>
        <div className="grid grid-cols-2 gap-2">
          <TextField
            label="Min"
            name="minPrice"
            inputMode="numeric"
            autoComplete="off"
            placeholder="0"
            value={min}
            onChange={(event) => setMin(event.target.value)}
          />
          <TextField
            label="Max"
            name="maxPrice"
            inputMode="numeric"
            autoComplete="off"
            placeholder="Any"
            value={max}
            onChange={(event) => setMax(event.target.value)}
          />
        </div>
      </fieldset>
      <div className="mt-2 flex gap-2">
        <Button type="submit" variant="secondary">
          Apply
        </Button>
        {ranged ? (
          <Button
            variant="ghost"
            onClick={() => onApply({ minPrice: undefined, maxPrice: undefined })}
          >
            Any price
          </Button>
        ) : null}
      </div>
    </form>
  )
}
