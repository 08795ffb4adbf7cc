import { PAGE_ROUTES } from '@adire/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { LoadMore } from './LoadMore.tsx'

const meta = {
  title: 'UI/Collection/LoadMore',
  component: LoadMore,
  args: {
    href: `${PAGE_ROUTES.collection}?pages=2`,
    status: 'idle',
    total: 56,
    onLoadMore: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof LoadMore>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const more = within(canvasElement).getByRole('link', { name: 'Load more products' })
    // Without the app's code the link itself shows the next page.
    await expect(more).toHaveAttribute('href', '/collection?pages=2')
    await userEvent.click(more)
    await expect(args.onLoadMore).toHaveBeenCalledOnce()
  },
}

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ args, canvasElement }) => {
    const more = within(canvasElement).getByRole('link', { name: 'Loading more products…' })
    await expect(more).toHaveAttribute('aria-busy', 'true')
    await expect(more).toHaveAttribute('aria-disabled', 'true')
    await expect(within(canvasElement).getByText('Loading more products')).toBeInTheDocument()
    // A second press while the page is on its way asks for nothing more.
    await userEvent.click(more)
    await expect(args.onLoadMore).not.toHaveBeenCalled()
  },
}

export const Failed: Story = {
  args: { status: 'error', errorMessage: 'Failed to fetch products' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch products')
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const EndOfList: Story = {
  args: { status: 'done' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("You've seen all 56 products.")).toBeVisible()
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument()
  },
}

export const AtTheLimit: Story = {
  args: { status: 'limit', total: 9000 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        "That's as far as one list goes. Search or filter to find the rest.",
      ),
    ).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const more = within(canvasElement).getByRole('link', { name: 'Load more products' })
    // A full-width target for a thumb.
    await expect(more.getBoundingClientRect().width).toBeGreaterThan(250)
    await expect(more.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
  },
}

/**
 * A list that exists only once the page's code runs (My Orders, read with the shopper's token):
 * a button, in the list's own words.
 */
export const Button: Story = {
  args: { href: undefined, items: { one: 'order', other: 'orders' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Load more orders' }))
    await expect(args.onLoadMore).toHaveBeenCalledOnce()
  },
}

export const ButtonLoading: Story = {
  args: { ...Button.args, status: 'loading' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const more = canvas.getByRole('button', { name: 'Loading more orders…' })
    await expect(more).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByText('Loading more orders')).toBeInTheDocument()
    await userEvent.click(more)
    await expect(args.onLoadMore).not.toHaveBeenCalled()
  },
}

export const ButtonEndOfList: Story = {
  args: { ...Button.args, status: 'done', total: 15 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("You've seen all 15 orders.")).toBeVisible()
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
  },
}

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play }

export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } }
