import { DELIVERY_TEXTS, type DeliveryRules, deliveryQuote, NIGERIAN_STATES } from '@adire/contract'
import { cn } from '../../../lib/cn.ts'
import { ToolbarSelect } from '../../../primitives/SortSelect/ToolbarSelect.tsx'

export interface DeliveryLineProps {
  /** How the store prices delivery; undefined while it loads (the line keeps its place). */
  rules: DeliveryRules | undefined
  /** What the items come to, in naira (a product page: its price). */
  subtotal: number
  /** The shopper's state, chosen here or at an earlier visit; '' when none is. */
  state: string
  /** Called with the state picked ('' for none). */
  onStateChange: (state: string) => void
  className?: string
}

/** What the line under the state says: the fee and how long it takes, or what is missing. */
function deliveryNews(rules: DeliveryRules, state: string, subtotal: number): string {
  if (rules.deliveryZones.length === 0) {
    const quote = deliveryQuote(rules, undefined, subtotal)
    return DELIVERY_TEXTS.everywhere(quote?.fee ?? rules.deliveryFee)
  }
  if (!state) return DELIVERY_TEXTS.chooseState
  const quote = deliveryQuote(rules, state, subtotal)
  return quote ? DELIVERY_TEXTS.toState(quote.fee, quote.estimate) : DELIVERY_TEXTS.noZone(state)
}

/**
 * Delivery told up front (issue 41), on a product page: a state to deliver to, and what delivery
 * there costs and how long it takes, with the store's free-delivery amount. The state is the
 * shopper's to choose once; the store's zones price it as the cart and the checkout will.
 */
export function DeliveryLine({
  rules,
  subtotal,
  state,
  onStateChange,
  className,
}: DeliveryLineProps) {
  return (
    <section aria-label="Delivery" className={cn('flex flex-col gap-2 text-sm', className)}>
      <ToolbarSelect
        label={DELIVERY_TEXTS.deliverTo}
        value={state}
        onChange={onStateChange}
        className="[&>label]:font-medium [&>label]:text-ink"
        boxClassName="min-w-0 flex-1 sm:flex-none"
        selectClassName="h-10 w-full sm:w-64"
      >
        <option value="">{DELIVERY_TEXTS.pickState}</option>
        {NIGERIAN_STATES.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </ToolbarSelect>
      {/* One line's height kept while the rules load, so nothing below moves when they come. */}
      <p aria-live="polite" className="min-h-5 font-medium text-ink">
        {rules ? deliveryNews(rules, state, subtotal) : null}
      </p>
      {rules?.freeDeliveryOver != null ? (
        <p className="text-muted">{DELIVERY_TEXTS.freeOver(rules.freeDeliveryOver)}</p>
      ) : null}
    </section>
  )
}
