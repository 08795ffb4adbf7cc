import { type AdminDiscount, CATEGORIES, type Department, formatNaira } from '@adire/contract'
import { cn } from '../../../lib/cn.ts'
import { Link } from '../../../primitives/Link/Link.tsx'
import { discountConditions, discountTakesOff, DISCOUNT_ADMIN_TEXTS as T } from '../texts.ts'
import { DiscountStateBadge } from './DiscountStateBadge.tsx'

export interface DiscountListProps {
  discounts: readonly AdminDiscount[]
  /** The address of a code's page. */
  hrefFor: (discount: AdminDiscount) => string
  /**
   * The store's departments, whose names the conditions show.
   * @defaultValue CATEGORIES, a new store's eight
   */
  departments?: readonly Department[] | undefined
  className?: string
}

const money = (naira: number) => <span className="tabular-nums">{formatNaira(naira)}</span>

/**
 * The store's discount codes (docs/product.md §11.14): each code (the link to its page) with its
 * conditions, what it takes off, where it stands, its uses ("12 of 100"), the uses held by
 * payments under way, the money it took off paid orders and what those orders were paid. A table
 * on a wide screen, where the figures are compared down their columns; a card per code on a
 * phone, where seven columns would not fit.
 */
export function DiscountList({
  discounts,
  hrefFor,
  departments = CATEGORIES,
  className,
}: DiscountListProps) {
  const conditions = (discount: AdminDiscount) => discountConditions(discount, departments)
  const codeLink = (discount: AdminDiscount, cover = false) => (
    <Link
      href={hrefFor(discount)}
      className={cn(
        'font-semibold text-ink tracking-wide underline-offset-4 hover:underline',
        cover && 'after:absolute after:inset-0',
      )}
    >
      {discount.code}
    </Link>
  )
  return (
    <div className={className}>
      <table className="hidden w-full border-collapse rounded-card border border-line bg-surface-raised text-sm md:table">
        <caption className="sr-only">{T.listLabel}</caption>
        <thead>
          <tr className="border-line border-b text-left text-muted">
            <th scope="col" className="px-4 py-2 font-semibold">
              {T.columns.code}
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              {T.columns.takesOff}
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              {T.columns.state}
            </th>
            {(['uses', 'held', 'givenAway', 'sales'] as const).map((column) => (
              <th key={column} scope="col" className="px-4 py-2 text-right font-semibold">
                {T.columns[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {discounts.map((discount) => (
            <tr key={discount.id} className="align-top hover:bg-ink/5">
              <th scope="row" className="px-4 py-3 text-left font-normal">
                {codeLink(discount)}
                <p className="text-muted">{conditions(discount).join(' · ')}</p>
              </th>
              <td className="whitespace-nowrap px-4 py-3 text-ink">{discountTakesOff(discount)}</td>
              <td className="px-4 py-3">
                <DiscountStateBadge state={discount.state} />
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-right text-ink tabular-nums">
                {T.uses(discount.uses, discount.maxUses)}
              </td>
              <td className="px-4 py-3 text-right text-ink tabular-nums">{discount.held}</td>
              <td className="whitespace-nowrap px-4 py-3 text-right text-ink">
                {money(discount.givenAway)}
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-right text-ink">
                {money(discount.sales)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul
        aria-label={T.listLabel}
        className="divide-y divide-line rounded-card border border-line bg-surface-raised md:hidden"
      >
        {discounts.map((discount) => (
          <li key={discount.id} className="relative flex flex-col gap-1 px-4 py-3 text-sm">
            <div className="flex items-start justify-between gap-3">
              <span className="min-w-0 break-words">{codeLink(discount, true)}</span>
              <DiscountStateBadge state={discount.state} className="shrink-0" />
            </div>
            <p className="text-ink">{discountTakesOff(discount)}</p>
            {conditions(discount).length ? (
              <p className="text-muted">{conditions(discount).join(' · ')}</p>
            ) : null}
            <p className="text-ink tabular-nums">
              {T.usesLine(discount.uses, discount.maxUses)}
              {discount.held ? ` · ${T.heldLine(discount.held)}` : null}
            </p>
            <p className="text-muted tabular-nums">
              {T.givenAwayLine(discount.givenAway)} · {T.salesLine(discount.sales)}
            </p>
          </li>
        ))}
      </ul>
    </div>
  )
}
