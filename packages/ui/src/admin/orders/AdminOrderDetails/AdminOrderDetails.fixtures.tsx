// What the order details' story files share: the orders, the details' meta and their parts.
import { type AdminOrder, nextStatuses } from '@adire/contract'
import { fixtureAdminOrdersWithRefunds } from '@adire/mocks'
import type { Meta } from '@storybook/react-vite'
import { fn, within } from 'storybook/test'
import { AdminOrderDetails } from './AdminOrderDetails.tsx'

const byReference = (reference: string) =>
  fixtureAdminOrdersWithRefunds.find((order) => order.reference === reference) as AdminOrder

export const packing = byReference('ADR-FIXTURE-2')
export const awaiting = byReference('ADR-FIXTURE-3')
export const delivered = byReference('ADR-FIXTURE-1')
export const cancelled = byReference('ADR-FIXTURE-106')
export const refundPending = byReference('ADR-REFUND-1')
export const refunded = byReference('ADR-REFUND-2')
export const paidTwice = byReference('ADR-REFUND-3')
export const refundFailed = byReference('ADR-REFUND-4')
export const paidAfterCancelling = byReference('ADR-REFUND-5')
export const wrongAmount = byReference('ADR-REFUND-6')

/**
 * Each story file spreads it under a title of its own, with a line comment above: a JSDoc one
 * there becomes a `parameters` key of Storybook's (the docs' description) that hides these.
 */
export const adminOrderDetailsMeta = {
  component: AdminOrderDetails,
  args: {
    order: packing,
    nextStatuses: nextStatuses(packing.status),
    onMove: fn(),
    onRetryRefund: fn(),
  },
  decorators: [(Story) => <div className="w-full max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof AdminOrderDetails>

export const details = (canvasElement: HTMLElement, reference = 'ADR-FIXTURE-2') =>
  within(
    within(canvasElement)
      .getByText(reference, { selector: 'dd' })
      .closest('article') as HTMLElement,
  )

/** The Payments section, and each payment's text, oldest first. */
export const paymentsOf = (canvasElement: HTMLElement, reference: string) => {
  const section = within(
    details(canvasElement, reference).getByRole('region', { name: 'Payments' }),
  )
  return {
    section,
    lines: () =>
      within(section.getByRole('list', { name: 'Payments received' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
  }
}
