import { DELIVERY_TEXTS, type DeliveryRules, formatNaira, PAGE_ROUTES } from '@adire/contract'
import { Container, Link, LoadFailed, SectionTitle, Spinner } from '@adire/ui'
import { useQuery } from '@tanstack/react-query'
import { deliveryRulesOf } from '../../api/deliveryRules.ts'
import { storeQueries } from '../../api/store.ts'
import { usePageMeta } from '../../app/usePageMeta.ts'

/**
 * Where the store delivers, what it costs and how long it takes (issue 41), from the store's
 * own settings: each zone with its fee, time and states, or the one fee for everywhere, and the
 * free-delivery amount. Linked from the footer and the Help Centre.
 */
export default function DeliveryPage() {
  usePageMeta('delivery')
  const settings = useQuery(storeQueries.settings())
  return (
    <Container width="narrow" className="py-10">
      <SectionTitle
        level={1}
        text1="DELIVERY"
        text2="ACROSS NIGERIA"
        subtitle="What delivery costs to your state, and how long it takes."
      />
      {settings.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner label="Loading delivery prices" />
        </div>
      ) : settings.isError ? (
        <LoadFailed onRetry={() => void settings.refetch()}>
          Delivery prices could not be loaded: {settings.error.message}
        </LoadFailed>
      ) : (
        <DeliveryPrices rules={deliveryRulesOf(settings.data)} />
      )}
      <p className="mt-10 text-muted">
        Delivery is paid with the order, and the fee for your address is shown before you pay.
        Questions about a delivery?{' '}
        <Link
          href={PAGE_ROUTES.contact}
          className="font-medium text-brand underline underline-offset-2"
        >
          Contact us
        </Link>
        .
      </p>
    </Container>
  )
}

function DeliveryPrices({ rules }: { rules: DeliveryRules }) {
  return (
    <div className="flex flex-col gap-6">
      {rules.freeDeliveryOver !== null ? (
        <p className="rounded-lg bg-surface-sunken px-4 py-3 font-medium text-ink">
          {DELIVERY_TEXTS.freeOver(rules.freeDeliveryOver)}.
        </p>
      ) : null}
      {rules.deliveryZones.length === 0 ? (
        <p className="text-lg font-medium text-ink">
          {DELIVERY_TEXTS.everywhere(rules.deliveryFee)}.
        </p>
      ) : (
        <ul aria-label="Delivery zones" className="flex flex-col gap-4">
          {rules.deliveryZones.map((zone) => (
            <li
              key={zone.name}
              className="rounded-card border border-line bg-surface-raised p-4 sm:p-6"
            >
              <h2 className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <span className="text-lg font-semibold text-ink">{zone.name}</span>
                <span className="font-semibold text-ink tabular-nums">
                  {zone.fee === 0 ? DELIVERY_TEXTS.free : formatNaira(zone.fee)}
                </span>
              </h2>
              <p className="mt-1 text-muted">{zone.estimate}</p>
              <p className="mt-3 text-sm text-ink">{zone.states.join(', ')}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
