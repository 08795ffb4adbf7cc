import {
  cartHandlers,
  MOCK_TOKEN,
  photoCatalogueHandlers,
  productDetailsHandlers,
  resetMockCart,
} from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { StoryApp } from '../../stories/StoryApp.tsx'
import {
  accountCart,
  cartLines,
  cartMeta,
  cartPage,
  guestCart,
  hoodie,
  interactionOnly,
  notifications,
  quantityOf,
  shades,
  summaryRow,
  tee,
} from './CartPage.fixtures.ts'

// The cart as it is read: a guest's or an account's, empty, loading, failing; and on to checkout.
const meta = {
  ...cartMeta,
  title: 'Pages/Cart/Contents',
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The cart of Filled, its products shown by the photos their store team uploaded (landscape and
 * tall, neither in the store's 4:5): each line keeps its layout, the name beside the picture with
 * room to read and the remove button on the name's row, not dropped onto one of its own (issue 41).
 */
export const WithPhotos: Story = {
  args: { storedCart: guestCart },
  parameters: { photos: true, msw: { handlers: photoCatalogueHandlers } },
  play: async ({ canvasElement }) => {
    const { items } = await cartLines(canvasElement)
    await expect(items).toHaveLength(2)
    for (const item of items) {
      const line = within(item)
      await expect(item.querySelector('picture')).not.toBeNull()
      const name = line.getAllByRole('link')[0]?.getBoundingClientRect()
      const remove = line.getByRole('button', { name: /^Remove / }).getBoundingClientRect()
      const picture = item.querySelector('img')?.getBoundingClientRect()
      if (!name || !picture) throw new Error('A line without its name or picture')
      // The name has room to read, right of the picture; the remove button shares its row.
      await expect(name.width).toBeGreaterThan(100)
      await expect(name.left).toBeGreaterThanOrEqual(picture.right)
      await expect(remove.top).toBeLessThan(picture.bottom)
      // The picture keeps the 4:5 box of the artwork.
      await expect(picture.height / picture.width).toBeCloseTo(5 / 4, 1)
    }
  },
}

export const Filled: Story = {
  tags: ['state:cart-filled', 'state:cart-checkout'],
  args: { storedCart: guestCart },
  play: async ({ canvasElement }) => {
    const { main, list, items, nav } = await cartLines(canvasElement)
    await expect(main.getByRole('heading', { level: 1 })).toHaveTextContent('Your Shopping Cart')
    await expect(items).toHaveLength(2)

    const [first, second] = items.map((item) => within(item))
    await expect(first?.getByRole('link', { name: hoodie.name })).toHaveAttribute(
      'href',
      `/productdetails/${hoodie._id}`,
    )
    await expect(first?.getByText('₦28,500')).toBeVisible()
    await expect(items[0]).toHaveTextContent('Size M')
    await expect(items[0]?.querySelector('img')).toHaveAttribute('src', hoodie.image[0])
    await expect(quantityOf(main, hoodie.name, 'M')).toHaveValue(2)
    await expect(list.getByRole('button', { name: `Remove ${hoodie.name}, size M` })).toBeVisible()
    await expect(second?.getByText('₦12,500')).toBeVisible()
    await expect(quantityOf(main, tee.name, 'L')).toHaveValue(1)

    await expect(summaryRow(main, 'Subtotal')).toHaveTextContent('₦69,500')
    await expect(summaryRow(main, 'Delivery fee')).toHaveTextContent('Free')
    await expect(summaryRow(main, 'Total')).toHaveTextContent('₦69,500')
    // A guest goes to log in first (docs/product.md §2).
    await expect(main.getByRole('link', { name: 'PROCEED TO CHECKOUT' })).toHaveAttribute(
      'href',
      '/login?next=/place-order',
    )
    await expect(nav.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible()
    await waitFor(() => expect(document.title).toBe('Your Shopping Cart | Adire'))
  },
}

/** A line of a product the store no longer sells is left out, and out of the total (docs/product.md §5). */
export const RetiredProduct: Story = {
  tags: ['state:cart-unknown-product'],
  args: { storedCart: { ...guestCart, 'retired-kaftan': { M: 1 } } },
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main, items } = await cartLines(canvasElement)
    await expect(items).toHaveLength(2)
    await expect(main.queryByText(/kaftan/i)).not.toBeInTheDocument()
    await expect(summaryRow(main, 'Total')).toHaveTextContent('₦69,500')
  },
}

/** Signed in: the account's cart from the server replaces the local copy of the last visit. */
export const FilledSignedIn: Story = {
  tags: ['state:cart-filled', 'state:cart-checkout'],
  args: { storedToken: MOCK_TOKEN, storedCart: { [hoodie._id]: { L: 1 } } },
  beforeEach: () => resetMockCart(accountCart),
  play: async ({ canvasElement }) => {
    const { main, nav } = await cartPage(canvasElement)
    await expect(await main.findByRole('link', { name: shades.name })).toBeVisible()
    await expect(
      within(main.getByRole('list', { name: 'Items in your cart' })).getAllByRole('listitem'),
    ).toHaveLength(2)
    await expect(quantityOf(main, shades.name, 'One size')).toHaveValue(1)
    await expect(summaryRow(main, 'Total')).toHaveTextContent('₦43,500')
    await expect(nav.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible()
    await expect(main.getByRole('link', { name: 'PROCEED TO CHECKOUT' })).toHaveAttribute(
      'href',
      '/place-order',
    )
  },
}

export const Empty: Story = {
  tags: ['state:cart-empty'],
  play: async ({ canvasElement }) => {
    const { main } = await cartPage(canvasElement)
    await expect(await main.findByText('Your cart is empty')).toBeVisible()
    await expect(main.queryByRole('link', { name: 'PROCEED TO CHECKOUT' })).not.toBeInTheDocument()
    await expect(main.getByRole('link', { name: 'Browse the collection' })).toHaveAttribute(
      'href',
      '/collection',
    )
  },
}

export const Loading: Story = {
  tags: ['state:cart-loading'],
  args: { storedCart: guestCart },
  parameters: { msw: { handlers: { productDetails: [productDetailsHandlers.slow] } } },
  play: async ({ canvasElement }) => {
    const { main } = await cartPage(canvasElement)
    await expect(main.getByRole('status')).toHaveTextContent('Loading your cart')
    await expect(main.queryByText('Your cart is empty')).not.toBeInTheDocument()
  },
}

/**
 * A signed-in shopper with nothing stored locally (a new device): the spinner shows until the
 * server's cart arrives, rather than a wrong "empty".
 */
export const LoadingAccountCart: Story = {
  tags: ['state:cart-loading'],
  args: { storedToken: MOCK_TOKEN },
  parameters: { ...interactionOnly, msw: { handlers: { cart: [cartHandlers.slow] } } },
  play: async ({ canvasElement }) => {
    const { main } = await cartPage(canvasElement)
    await expect(await main.findByRole('status')).toHaveTextContent('Loading your cart')
    await expect(main.queryByText('Your cart is empty')).not.toBeInTheDocument()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  tags: ['state:cart-error', 'state:cart-connection-error'],
  args: { storedCart: guestCart },
  parameters: { msw: { handlers: { productDetails: [productDetailsHandlers.error] } } },
  play: async ({ canvasElement }) => {
    const { canvas, main } = await cartPage(canvasElement)
    await expect(await main.findByRole('alert')).toHaveTextContent('Failed to fetch products')
    // docs/product.md §8: the cart says why it cannot show its lines, as a toast.
    await expect(
      await notifications(canvas).findByText('Check your internet connection'),
    ).toBeVisible()
  },
}

/** With a session, PROCEED TO CHECKOUT goes to /place-order (docs/product.md §2). */
export const CheckoutSignedIn: Story = {
  args: { storedToken: MOCK_TOKEN },
  beforeEach: () => resetMockCart(accountCart),
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { canvas, main } = await cartPage(canvasElement)
    await userEvent.click(await main.findByRole('link', { name: 'PROCEED TO CHECKOUT' }))
    // The place-order page, whatever its heading says.
    await waitFor(() => expect(document.title).toBe('Checkout | Adire'))
    await expect(
      canvas.queryByRole('heading', { name: 'Your Shopping Cart' }),
    ).not.toBeInTheDocument()
  },
}

/** Without a session, PROCEED TO CHECKOUT goes to /login (docs/product.md §2, §6). */
export const CheckoutSignedOut: Story = {
  args: { storedCart: guestCart },
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { canvas, main } = await cartLines(canvasElement)
    await userEvent.click(main.getByRole('link', { name: 'PROCEED TO CHECKOUT' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible()
  },
}
