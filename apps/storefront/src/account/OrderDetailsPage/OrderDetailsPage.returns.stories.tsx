import { type Order, RETURN_MESSAGES, RETURN_STATUS_LABELS, RETURN_TEXTS } from '@adire/contract'
import {
  DEMO_USER,
  fixtureAdminOrders,
  fixtureShopperReturns,
  MOCK_TOKEN,
  resetMockOrders,
  returnHandlers,
  fixtureOrderReturns as returns,
  toAdminOrder,
  withReturns,
} from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { StoryApp } from '../../stories/StoryApp.tsx'

const { returnable, pastWindow, allReturned } = fixtureShopperReturns

/** Ada's orders on the mock server are `orders` (everyone else's stay as they are). */
const withOrders =
  (...orders: Order[]) =>
  () => {
    resetMockOrders([
      ...fixtureAdminOrders.filter((o) => o.customer.email !== DEMO_USER.email),
      ...orders.map((order) => toAdminOrder(order)),
    ])
  }

/** Returns and size exchanges on a delivered order's page (docs/product.md §10.7). */
const meta = {
  title: 'Pages/OrderDetails/Returns',
  component: StoryApp,
  args: { path: `/orders/${returnable.reference}`, storedToken: MOCK_TOKEN },
  parameters: { layout: 'fullscreen' },
  beforeEach: withOrders(returnable),
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** The page's returns section, once the order is on screen. */
async function returnsPart(canvasElement: HTMLElement) {
  const main = within(await within(canvasElement).findByRole('main'))
  const heading = await main.findByRole('heading', { name: 'Returns and exchanges' })
  return { main, part: within(heading.closest('section') as HTMLElement) }
}

/** Delivered five days ago: "Return or exchange", and until when. */
export const Returnable: Story = {
  tags: ['state:order-details-returns-offer'],
  play: async ({ canvasElement }) => {
    const { part } = await returnsPart(canvasElement)
    await expect(part.getByRole('button', { name: 'Return or exchange' })).toBeVisible()
    await expect(part.getByText('Returns until 26 November 2026')).toBeVisible()
  },
}

/** The button opens the form in place of the section, its heading taking the focus. */
export const FormOpen: Story = {
  tags: ['state:order-details-return-form'],
  // The form is reached with a tap: shot after it, at each width.
  parameters: { visual: 'after-play' },
  play: async ({ canvasElement }) => {
    const { main, part } = await returnsPart(canvasElement)
    await userEvent.click(part.getByRole('button', { name: 'Return or exchange' }))
    const form = within(await main.findByRole('form', { name: 'Return or exchange' }))
    await expect(form.getByRole('heading', { name: 'Return or exchange' })).toHaveFocus()
    await expect(form.getByRole('button', { name: 'Send return request' })).toBeVisible()
  },
}

/** Sent with nothing chosen: the form says what is missing, the first field taking the focus. */
export const FormErrors: Story = {
  tags: ['state:order-details-return-form-errors'],
  parameters: { visual: 'after-play' },
  play: async ({ canvasElement }) => {
    const { main, part } = await returnsPart(canvasElement)
    await userEvent.click(part.getByRole('button', { name: 'Return or exchange' }))
    const form = within(await main.findByRole('form', { name: 'Return or exchange' }))
    await userEvent.click(form.getByRole('button', { name: 'Send return request' }))
    await expect(await form.findByText('Choose at least one item to return')).toBeVisible()
    await expect(form.getByText(RETURN_MESSAGES.reason)).toBeVisible()
    await expect(form.getByRole('checkbox', { name: /Indigo Adire Hoodie/ })).toHaveFocus()
  },
}

/** Back from the form: the section again, its heading taking the focus. */
export const BackToOrder: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const { main, part } = await returnsPart(canvasElement)
    await userEvent.click(part.getByRole('button', { name: 'Return or exchange' }))
    const form = within(await main.findByRole('form', { name: 'Return or exchange' }))
    await userEvent.click(form.getByRole('button', { name: 'Back to the order' }))
    await expect(main.getByRole('heading', { name: 'Returns and exchanges' })).toHaveFocus()
  },
}

/** Fills the form as the shopper: the hoodie for XL, one tee refunded, collected. */
async function askForReturn(canvasElement: HTMLElement, size = 'XL') {
  const { main, part } = await returnsPart(canvasElement)
  await userEvent.click(part.getByRole('button', { name: 'Return or exchange' }))
  const form = within(await main.findByRole('form', { name: 'Return or exchange' }))
  await userEvent.click(form.getByRole('checkbox', { name: /Indigo Adire Hoodie, size M/ }))
  await userEvent.click(form.getByRole('radio', { name: 'Exchange for another size' }))
  await userEvent.selectOptions(form.getByRole('combobox', { name: 'New size' }), size)
  await userEvent.click(form.getByRole('checkbox', { name: /Adire Circles Tee, size M/ }))
  await userEvent.click(form.getByRole('radio', { name: 'Too small' }))
  await userEvent.click(form.getByRole('radio', { name: "Pickup by the store's courier" }))
  await userEvent.click(form.getByRole('button', { name: 'Send return request' }))
  return { main, form }
}

/** Sent: the toast, and the order with its new return, requested. */
export const Requested: Story = {
  tags: ['state:order-details-return-requested'],
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const { main } = await askForReturn(canvasElement)
    await expect(await within(document.body).findByText(RETURN_TEXTS.requested)).toBeVisible()
    const card = within(await main.findByRole('article', { name: 'Return R1001' }))
    await expect(card.getByText(RETURN_STATUS_LABELS.requested, { selector: 'span' })).toBeVisible()
    await expect(card.getByText('Exchange for size XL')).toBeVisible()
    await expect(card.getByText('Refund total').nextElementSibling).toHaveTextContent('₦11,000')
  },
}

/** The hoodie's L is sold out: said so, with a refund instead. */
export const SoldOut: Story = {
  tags: ['state:order-details-return-sold-out'],
  // Said at the line, below the first screen: the form's own SoldOut story shows it.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const { form } = await askForReturn(canvasElement, 'L')
    await expect(await form.findByRole('alert')).toHaveTextContent(RETURN_MESSAGES.soldOut)
    await expect(form.getByRole('button', { name: 'Ask for a refund instead' })).toBeVisible()
  },
}

/** Sending: the form waits, saying so. */
export const Sending: Story = {
  parameters: { visual: false, msw: { handlers: { returns: [returnHandlers.slow] } } },
  play: async ({ canvasElement }) => {
    const { form } = await askForReturn(canvasElement)
    await expect(await form.findByRole('button', { name: 'Sending…' })).toBeDisabled()
  },
}

/**
 * The hoodie's exchange requested and a tee's return declined: the tees are still left to send
 * (the hoodie waits for its open return).
 */
export const WithReturns: Story = {
  tags: ['state:order-details-returns'],
  beforeEach: withOrders(withReturns(returns.requested, returns.declined)),
  play: async ({ canvasElement }) => {
    const { part } = await returnsPart(canvasElement)
    await expect(part.getByRole('button', { name: 'Return or exchange' })).toBeVisible()
    const requested = within(part.getByRole('article', { name: 'Return R1001' }))
    await expect(requested.getByRole('button', { name: 'Cancel return' })).toBeVisible()
    const declined = within(part.getByRole('article', { name: 'Return R1003' }))
    await expect(declined.getByText(/The store declined this return/)).toBeVisible()
  },
}

/** Cancelled from its card: the toast, and the return reads cancelled. */
export const Cancel: Story = {
  tags: ['state:order-details-return-cancelled'],
  parameters: { visual: false },
  beforeEach: withOrders(withReturns(returns.requested)),
  play: async ({ canvasElement }) => {
    const { part } = await returnsPart(canvasElement)
    const card = within(part.getByRole('article', { name: 'Return R1001' }))
    await userEvent.click(card.getByRole('button', { name: 'Cancel return' }))
    await expect(await within(document.body).findByText(RETURN_TEXTS.cancelled)).toBeVisible()
    await expect(
      await card.findByText(RETURN_STATUS_LABELS.cancelled, { selector: 'span' }),
    ).toBeVisible()
    await expect(card.queryByRole('button', { name: 'Cancel return' })).toBeNull()
  },
}

/** Received by the store meanwhile: the cancel is refused in the server's words. */
export const CancelRefused: Story = {
  parameters: { visual: false, msw: { handlers: { returns: [returnHandlers.cancelRefused] } } },
  beforeEach: withOrders(withReturns(returns.requested)),
  play: async ({ canvasElement }) => {
    const { part } = await returnsPart(canvasElement)
    const card = within(part.getByRole('article', { name: 'Return R1001' }))
    await userEvent.click(card.getByRole('button', { name: 'Cancel return' }))
    await expect(await card.findByRole('alert')).toHaveTextContent(RETURN_MESSAGES.step)
  },
}

/** Everything sent back (the hoodie exchanged, the tees refunded): no new return offered. */
export const AllReturned: Story = {
  tags: ['state:order-details-returns-done'],
  args: { path: `/orders/${allReturned.reference}` },
  beforeEach: withOrders(allReturned),
  play: async ({ canvasElement }) => {
    const { part } = await returnsPart(canvasElement)
    await expect(part.queryByRole('button', { name: 'Return or exchange' })).toBeNull()
    await expect(part.getByRole('link', { name: 'Order #1071' })).toBeVisible()
    await expect(part.getByText('We refunded ₦25,000 to you.')).toBeVisible()
  },
}

/** The tee's refund on its way, and another that failed. */
export const RefundNews: Story = {
  tags: ['state:order-details-return-refunds'],
  beforeEach: withOrders(withReturns(returns.refundPending, returns.refundFailed)),
  play: async ({ canvasElement }) => {
    const { part } = await returnsPart(canvasElement)
    await expect(
      part.getByText(
        'Your refund of ₦12,500 is on its way. It should reach you within 10 working days.',
      ),
    ).toBeVisible()
    await expect(
      part.getByText('We could not refund ₦12,500 yet: our team will be in touch.'),
    ).toBeVisible()
  },
}

/** Delivered 40 days ago: the window has closed, and the page offers no return. */
export const PastWindow: Story = {
  tags: ['state:order-details-returns-closed'],
  // The receipt alone, as the order page's own stories shoot it.
  parameters: { visual: false },
  args: { path: `/orders/${pastWindow.reference}` },
  beforeEach: withOrders(pastWindow),
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'))
    await expect(await main.findByRole('button', { name: 'Print receipt' })).toBeVisible()
    await expect(main.queryByRole('button', { name: 'Return or exchange' })).toBeNull()
    await expect(main.queryByRole('heading', { name: 'Returns and exchanges' })).toBeNull()
  },
}

export const Mobile: Story = {
  beforeEach: WithReturns.beforeEach,
  globals: { viewport: { value: 'mobile360' } },
  play: WithReturns.play,
}

export const Dark: Story = {
  beforeEach: WithReturns.beforeEach,
  globals: { theme: 'dark' },
  play: WithReturns.play,
}
