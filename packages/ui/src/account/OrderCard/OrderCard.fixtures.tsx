// What the order card's story files share: Ada's orders, the card's meta and its parts.
import { fixtureOrders } from '@adire/mocks'
import type { Meta } from '@storybook/react-vite'
import { fn, within } from 'storybook/test'
import { OrderCard } from './OrderCard.tsx'

export const [awaiting, packing, delivered] = fixtureOrders as [
  (typeof fixtureOrders)[number],
  (typeof fixtureOrders)[number],
  (typeof fixtureOrders)[number],
]

/**
 * Each story file spreads it under a title of its own, with a line comment above: a JSDoc one
 * there becomes a `parameters` key of Storybook's (the docs' description) that hides these.
 */
export const orderCardMeta = {
  component: OrderCard,
  args: { order: packing, onTrack: fn(), onPayNow: fn() },
  decorators: [(Story) => <div className="w-full max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof OrderCard>

/** The card of the order paid under `reference` (shown under its number). */
export const card = (canvasElement: HTMLElement, reference: string) =>
  within(
    within(canvasElement)
      .getByText(`Payment reference ${reference}`)
      .closest('article') as HTMLElement,
  )

/** The order's history, each line as its text reads (what, amount and reference, when, who). */
export const historyOf = (order: ReturnType<typeof card>) =>
  within(order.getByRole('list', { name: 'Order history' }))
    .getAllByRole('listitem')
    .map((line) => line.textContent)
