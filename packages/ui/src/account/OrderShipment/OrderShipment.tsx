import { type OrderShipment as Shipment, trackingHref } from '@adire/contract'
import { cn } from '../../lib/cn.ts'

/** The words of a shipment, for the shopper's order page and the store team's order alike. */
export const SHIPMENT_TEXTS = {
  courier: 'Courier',
  tracking: 'Tracking',
  follow: 'Follow your parcel',
  noTracking: 'No tracking number was given.',
} as const

export interface OrderShipmentProps {
  shipment: Shipment
  className?: string
}

/**
 * How an order left the store (docs/product.md §11.11): the courier, and the tracking number, or
 * the tracking link to open when the store gave an http(s) one (`trackingHref`; anything else
 * is shown as text, never linked).
 */
export function OrderShipment({ shipment, className }: OrderShipmentProps) {
  const href = trackingHref(shipment.tracking)
  return (
    <dl className={cn('flex flex-col gap-1 text-sm', className)}>
      <div className="flex flex-wrap gap-x-2">
        <dt className="text-muted">{SHIPMENT_TEXTS.courier}</dt>
        <dd className="font-semibold text-ink">{shipment.courier}</dd>
      </div>
      <div className="flex flex-wrap gap-x-2">
        <dt className="text-muted">{SHIPMENT_TEXTS.tracking}</dt>
        <dd className="min-w-0 break-all text-ink">
          {href ? (
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold underline underline-offset-2"
            >
              {SHIPMENT_TEXTS.follow}
              <span className="sr-only"> (opens in a new tab)</span>
              <span className="block font-normal text-muted no-underline">{shipment.tracking}</span>
            </a>
          ) : (
            (shipment.tracking ?? SHIPMENT_TEXTS.noTracking)
          )}
        </dd>
      </div>
    </dl>
  )
}
