import type { DiscountUses } from '../discounts/uses.ts'
import { ProviderAlerts } from '../payments/provider-alerts.ts'
import type { StockHolds } from '../products/stock-holds.ts'
import type { SettingsSource } from '../store/settings.ts'
import { Checkout } from './checkout.ts'
import { PaymentConfirmation } from './confirmation.ts'
import { type DisputeDependencies, Disputes } from './disputes.ts'
import { Fulfilment } from './fulfilment.ts'
import { OrderNotes } from './notes.ts'
import { OrderPricing } from './pricing.ts'
import { OrderReads } from './reads.ts'
import { Reconciler } from './reconciler.ts'
import { type RefundDependencies, Refunds } from './refunds.ts'
import { PaystackWebhooks } from './webhooks.ts'

export { OrderError } from './errors.ts'
export { RECONCILE } from './reconciler.ts'

export interface OrderServiceDependencies extends RefundDependencies {
  /** The delivery fee and the ways to pay, as the store has them now. */
  settings: SettingsSource
  /** Units held while the shopper pays, sold once the payment is confirmed. */
  stock: StockHolds
  /** Discount codes' uses, held, confirmed and let go beside the units (docs/product.md §11.14). */
  discounts: DiscountUses
  /** The store's photos: a dispute's delivery photo is sent to Paystack from here. */
  photos: DisputeDependencies['photos']
}

/**
 * Orders, as the routes and the command line use them. Each job has its own file:
 * pricing.ts (an order priced, its discount code judged), checkout.ts (placing and paying again; the payment journey, told at its top),
 * confirmation.ts (recording payments, exactly once), refunds.ts (giving money back; the refund
 * journey in refund-journey.ts), webhooks.ts (where each Paystack event goes), reconciler.ts
 * (catching up with what webhooks missed), fulfilment.ts (moving an order along), reads.ts (the
 * lists) and views.ts (how an order reads for the shopper and the store team).
 */
export class OrderService {
  /** Orders and carts priced from the catalogue, with their discount codes (pricing.ts). */
  readonly pricing: OrderPricing
  readonly checkout: Checkout
  readonly payments: PaymentConfirmation
  readonly refunds: Refunds
  /** Chargebacks on the store's payments, and the team's answers (disputes.ts). */
  readonly disputes: Disputes
  readonly fulfilment: Fulfilment
  /** The store team's internal notes on an order (notes.ts). */
  readonly notes: OrderNotes
  readonly reads: OrderReads
  /** What the store team must know about Paystack (a refused key). */
  readonly alerts: ProviderAlerts
  /** Paystack's signed events, each sent to its job (webhooks.ts). */
  readonly webhooks: PaystackWebhooks
  /** The minutely round that catches up with lost webhooks and refunds due (reconciler.ts). */
  readonly reconciler: Reconciler

  constructor(deps: OrderServiceDependencies) {
    this.reads = new OrderReads(deps.db, deps.clock, deps.settings)
    this.refunds = new Refunds(deps)
    this.disputes = new Disputes(deps)
    this.pricing = new OrderPricing(deps)
    this.checkout = new Checkout({ ...deps, pricing: this.pricing })
    this.alerts = new ProviderAlerts(deps)
    this.payments = new PaymentConfirmation({ ...deps, refunds: this.refunds, alerts: this.alerts })
    this.fulfilment = new Fulfilment({ ...deps, reads: this.reads, refunds: this.refunds })
    this.notes = new OrderNotes(deps)
    this.webhooks = new PaystackWebhooks({
      confirmation: this.payments,
      refunds: this.refunds,
      disputes: this.disputes,
      transfers: { ...deps, alerts: this.alerts },
    })
    this.reconciler = new Reconciler({
      ...deps,
      confirmation: this.payments,
      refunds: this.refunds,
      disputes: this.disputes,
    })
  }
}
