import type { StockHolds } from '../products/stock-holds.ts'
import type { SettingsSource } from '../store/settings.ts'
import { Checkout } from './checkout.ts'
import { PaymentConfirmation } from './confirmation.ts'
import { Fulfilment } from './fulfilment.ts'
import { OrderReads } from './reads.ts'
import { type RefundDependencies, Refunds } from './refunds.ts'

export { RECONCILE } from './confirmation.ts'
export { OrderError } from './errors.ts'

export interface OrderServiceDependencies extends RefundDependencies {
  /** The delivery fee and the ways to pay, as the store has them now. */
  settings: SettingsSource
  /** Units held while the shopper pays, sold once the payment is confirmed. */
  stock: StockHolds
}

/**
 * Orders, as the routes and the command line use them. Each job has its own file:
 * checkout.ts (placing and paying again), confirmation.ts (recording payments, exactly once),
 * refunds.ts (giving money back), fulfilment.ts (moving an order along), reads.ts (the lists)
 * and views.ts (how an order reads for the shopper and the store team).
 */
export class OrderService {
  readonly checkout: Checkout
  readonly payments: PaymentConfirmation
  readonly refunds: Refunds
  readonly fulfilment: Fulfilment
  readonly reads: OrderReads

  constructor(deps: OrderServiceDependencies) {
    this.reads = new OrderReads(deps.db)
    this.refunds = new Refunds(deps)
    this.checkout = new Checkout(deps)
    this.payments = new PaymentConfirmation({ ...deps, refunds: this.refunds })
    this.fulfilment = new Fulfilment({ ...deps, reads: this.reads, refunds: this.refunds })
  }
}
