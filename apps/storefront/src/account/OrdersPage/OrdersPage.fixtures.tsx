// What My Orders' story files share: Ada's orders, the page's meta and the list's parts.
import { fixtureOrders, MOCK_TOKEN, resetMockCart, resetMockOrders } from '@adire/mocks'
import type { Meta } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { CheckoutOverrides, type PaymentPopupLogic } from '../../providers/checkout.tsx'
import { waitingWindow } from '../../stories/paymentWindows.ts'
import { StoryApp } from '../../stories/StoryApp.tsx'

export const [awaiting, packing, delivered] = fixtureOrders as [
  (typeof fixtureOrders)[number],
  (typeof fixtureOrders)[number],
  (typeof fixtureOrders)[number],
]

/**
 * My Orders of a signed-in shopper: Ada's orders on the mock server (reset before each story):
 * one awaiting its payment, one being packed, one delivered. Payment windows are given per
 * story with `parameters.paymentPopup`, as on the place-order page.
 *
 * Each story file spreads it under a title of its own, with a line comment above: a JSDoc one
 * there becomes a `parameters` key of Storybook's (the docs' description) that hides these.
 */
export const ordersMeta = {
  component: StoryApp,
  args: { path: '/orders', storedToken: MOCK_TOKEN },
  parameters: { layout: 'fullscreen', paymentPopup: waitingWindow },
  beforeEach: () => {
    resetMockOrders()
    resetMockCart()
  },
  decorators: [
    (Story, { parameters }) => (
      <CheckoutOverrides value={{ paymentPopup: parameters.paymentPopup as PaymentPopupLogic }}>
        <Story />
      </CheckoutOverrides>
    ),
  ],
} satisfies Meta<typeof StoryApp>

/** States reached by interaction start as another story's first screen: no reference image. */
export const interactionOnly = { visual: false } as const

export type Queries = ReturnType<typeof within>

export async function ordersPage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  const main = within(await canvas.findByRole('main'))
  await expect(await main.findByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible()
  return { canvas, main }
}

/** The card of the order paid under `reference` (its payment reference, under its number). */
export const cardOf = (container: HTMLElement, reference: string) =>
  within(
    within(container).getByText(`Payment reference ${reference}`).closest('article') as HTMLElement,
  )

/** The list, once loaded, and one order's card by its reference. */
export async function orderList(canvasElement: HTMLElement) {
  const page = await ordersPage(canvasElement)
  const list = await page.main.findByRole('list', { name: 'Your orders' })
  const order = (reference: string) => cardOf(list, reference)
  return { ...page, list, order }
}

export const statusOf = (order: Queries) =>
  order.getAllByText(/./, { selector: '[data-status]' })[0]

/** An order's history, each line as it reads: what, amount and reference, when, by whom. */
export const historyOf = (order: Queries) =>
  within(order.getByRole('list', { name: 'Order history' }))
    .getAllByRole('listitem')
    .map((line) => line.textContent)
