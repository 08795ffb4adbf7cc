import { formatNaira } from '@adire/contract'
import { laterPagesFailThenWork, productSearchHandlers } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { StoryApp } from '../../stories/StoryApp.tsx'
import {
  cheapest,
  collectionMeta,
  expectCount,
  findCards,
  newestFirst,
  PAGE,
} from './CollectionPage.fixtures.ts'

// More products than one page: the next page loaded, on its way, failing, named in the URL.
const meta = {
  ...collectionMeta,
  title: 'Pages/Collection/Paging',
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/**
 * "Load more products" appends the next page under the first, keeps the URL in step (so a reload
 * or a shared link shows as much), and says when every product is shown.
 */
export const LoadMore: Story = {
  // Its first screen is Default's; what it shows is reached by its play function.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectCount(canvasElement, 'Showing 24 of 56 products')
    const firstCard = (await findCards(canvasElement))[0]
    await userEvent.click(canvas.getByRole('link', { name: 'Load more products' }))
    await expectCount(canvasElement, 'Showing 48 of 56 products')
    const cards = await findCards(canvasElement)
    await expect(cards).toHaveLength(2 * PAGE)
    // Appended: the first page is still there, in its place.
    await expect(cards[0]).toBe(firstCard)
    await expect(cards[PAGE]).toHaveAccessibleName(new RegExp(`^${newestFirst[PAGE]?.name}`))
    await expect(canvas.getByRole('link', { name: 'Load more products' })).toHaveAttribute(
      'href',
      '/collection?pages=3',
    )
    await userEvent.click(canvas.getByRole('link', { name: 'Load more products' }))
    await expectCount(canvasElement, 'Showing 56 products')
    await expect(await canvas.findByText("You've seen all 56 products.")).toBeVisible()
    await expect(canvas.queryByRole('link', { name: /Load more/ })).not.toBeInTheDocument()
    // The last product of the catalogue is the last card.
    await expect((await findCards(canvasElement)).at(-1)).toHaveAccessibleName(
      new RegExp(`^${newestFirst.at(-1)?.name}`),
    )
  },
}

/** A shared or reloaded URL shows as many pages as it names, here the whole (sorted) list. */
export const PagesFromUrl: Story = {
  args: { path: '/collection?sort=price-asc&pages=3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectCount(canvasElement, 'Showing 56 products')
    const cards = await findCards(canvasElement)
    await expect(cards).toHaveLength(56)
    await expect(cards[0]).toHaveAccessibleName(`${cheapest.name} ${formatNaira(cheapest.price)}`)
    await expect(canvas.getByText("You've seen all 56 products.")).toBeVisible()
    // A new order starts again from the first page.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Newest')
    await waitFor(async () => {
      const [first] = await findCards(canvasElement)
      await expect(first).toHaveAccessibleName(new RegExp(`^${newestFirst[0]?.name}`))
    })
    await expectCount(canvasElement, 'Showing 24 of 56 products')
    await expect(canvas.getByRole('link', { name: 'Load more products' })).toBeVisible()
  },
}

/** The next page on its way: the control says so and takes no second press. */
export const LoadingMore: Story = {
  // Its first screen is Default's; what it shows is reached by its play function.
  parameters: {
    visual: false,
    msw: { handlers: { productSearch: [productSearchHandlers.laterPagesSlow] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectCount(canvasElement, 'Showing 24 of 56 products')
    await userEvent.click(canvas.getByRole('link', { name: 'Load more products' }))
    const busy = await canvas.findByRole('link', { name: 'Loading more products…' })
    await expect(busy).toHaveAttribute('aria-busy', 'true')
    await expect(busy).toHaveAttribute('aria-disabled', 'true')
    // What is shown stays shown meanwhile.
    await expect(await findCards(canvasElement)).toHaveLength(PAGE)
    await expectCount(canvasElement, 'Showing 24 of 56 products')
  },
}

/** The next page fails: the message, and a way to try again that works. */
export const LoadMoreFails: Story = {
  // Its first screen is Default's; what it shows is reached by its play function.
  parameters: {
    visual: false,
    msw: { handlers: { productSearch: [laterPagesFailThenWork()] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectCount(canvasElement, 'Showing 24 of 56 products')
    await userEvent.click(canvas.getByRole('link', { name: 'Load more products' }))
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('Failed to fetch products')
    // The products already shown stay.
    await expect(await findCards(canvasElement)).toHaveLength(PAGE)
    const retry = canvas.getByRole('button', { name: 'Try again' })
    await expect(retry).toHaveFocus()
    await userEvent.click(retry)
    await expectCount(canvasElement, 'Showing 48 of 56 products')
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Load more products' })).toBeVisible()
  },
}

export const LoadMoreMobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  parameters: { visual: false },
  play: LoadMore.play,
}

export const LoadMoreDark: Story = {
  globals: { theme: 'dark' },
  parameters: { visual: false },
  play: LoadMore.play,
}
