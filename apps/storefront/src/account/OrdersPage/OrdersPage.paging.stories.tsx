import {
  fixtureOrderHistory,
  fixtureOrders,
  moveMockOrder,
  olderOrdersFailThenWork,
  orderHandlers,
} from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import type { StoryApp } from '../../stories/StoryApp.tsx'
import {
  interactionOnly,
  orderList,
  ordersMeta,
  packing,
  statusOf,
} from './OrdersPage.fixtures.tsx'

// More orders than one page: the next page loaded, on its way, failing, tracked again.
const meta = {
  ...ordersMeta,
  title: 'Pages/Orders/Paging',
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** The orders' payment references, in the order shown. */
const shownReferences = (list: HTMLElement) =>
  within(list)
    .getAllByText(/^Payment reference /)
    .map((line) => line.textContent?.replace('Payment reference ', ''))

/** Ada's three orders and her twelve older ones, newest first: two pages. */
const allFifteen = [...fixtureOrders, ...fixtureOrderHistory].map((order) => order.reference)

/**
 * A long history comes a page at a time: the newest ten on arrival, then "Load more orders"
 * appends the older ones under them, and the end of the list says so.
 */
export const LoadMoreOrders: Story = {
  tags: ['state:orders-load-more'],
  // Its first screen is List's; what it shows is reached by its play function.
  parameters: { ...interactionOnly, msw: { handlers: { order: [orderHandlers.manyOrders] } } },
  play: async ({ canvasElement }) => {
    const { list, main } = await orderList(canvasElement)
    await expect(shownReferences(list)).toEqual(allFifteen.slice(0, 10))
    // A card awaiting payment is drawn again once its paying code has loaded (a lazy chunk that
    // may land at any moment), so the card followed is the first that loads no code of its own.
    const settledCard = (cards: HTMLElement[]) =>
      cards.find((card) => !within(card).queryByRole('button', { name: /Pay now/ }))
    const firstCard = settledCard(within(list).getAllByRole('article'))
    await expect(firstCard).toBeDefined()
    const more = main.getByRole('button', { name: 'Load more orders' })
    await userEvent.click(more)
    await expect(await main.findByText("You've seen all 15 orders.")).toBeVisible()
    await expect(shownReferences(list)).toEqual(allFifteen)
    // Appended: the first page is still there, in its place.
    await expect(settledCard(within(list).getAllByRole('article'))).toBe(firstCard)
    await expect(main.queryByRole('button', { name: /Load more/ })).toBeNull()
    await expect(main.getByText('Showing 15 orders')).toBeInTheDocument()
  },
}

/** The next page on its way: the control says so and takes no second press. */
export const LoadingMoreOrders: Story = {
  parameters: { ...interactionOnly, msw: { handlers: { order: [orderHandlers.olderOrdersSlow] } } },
  play: async ({ canvasElement }) => {
    const { list, main } = await orderList(canvasElement)
    await userEvent.click(main.getByRole('button', { name: 'Load more orders' }))
    const busy = await main.findByRole('button', { name: 'Loading more orders…' })
    await expect(busy).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(busy)
    // What is shown stays shown meanwhile.
    await expect(within(list).getAllByRole('article')).toHaveLength(10)
  },
}

/** The next page fails: the message, and a way to try again that works. */
export const LoadMoreOrdersFails: Story = {
  parameters: {
    ...interactionOnly,
    msw: { handlers: { order: [olderOrdersFailThenWork()] } },
  },
  play: async ({ canvasElement }) => {
    const { list, main } = await orderList(canvasElement)
    await userEvent.click(main.getByRole('button', { name: 'Load more orders' }))
    const alert = await main.findByRole('alert')
    await expect(alert).toHaveTextContent(
      'Your older orders could not be loaded: Something went wrong',
    )
    // The orders already shown stay.
    await expect(within(list).getAllByRole('article')).toHaveLength(10)
    const retry = main.getByRole('button', { name: 'Try again' })
    await expect(retry).toHaveFocus()
    await userEvent.click(retry)
    await expect(await main.findByText("You've seen all 15 orders.")).toBeVisible()
    await expect(main.queryByRole('alert')).toBeNull()
  },
}

/** Track Order after paging: every page shown is fetched again, and the news shows. */
export const TrackOrderAfterLoadMore: Story = {
  parameters: { ...interactionOnly, msw: { handlers: { order: [orderHandlers.manyOrders] } } },
  play: async ({ canvasElement }) => {
    const { list, main, order } = await orderList(canvasElement)
    await userEvent.click(main.getByRole('button', { name: 'Load more orders' }))
    await main.findByText("You've seen all 15 orders.")
    moveMockOrder(packing._id, 'Shipped')
    await userEvent.click(order('ADR-FIXTURE-2').getByRole('button', { name: 'Track Order' }))
    // Both pages are fetched again, one after the other: on a busy machine that takes a while.
    const upToDate = await main.findByText('Your orders are up to date.')
    await expect(upToDate).toBeVisible()
    await expect(statusOf(order('ADR-FIXTURE-2'))).toHaveTextContent('Shipped')
    await expect(shownReferences(list)).toEqual(allFifteen)
  },
}
