import type { CartData } from '@adire/contract'
import {
  availabilityOf,
  cartHandlers,
  DEMO_ADDRESS,
  DEMO_USER,
  fixtureProduct,
  MOCK_TOKEN,
  photoCatalogueHandlers,
  productDetailsHandlers,
  resetMockCart,
  storeHandlers,
} from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { StoryApp } from '../../stories/StoryApp.tsx'

const hoodie = fixtureProduct('indigo-adire-hoodie')
const tee = fixtureProduct('adire-circles-tee')
const shades = fixtureProduct('danfo-yellow-shades')

/** Two hoodies in M and a tee in L: ₦69,500. */
const guestCart: CartData = { [hoodie._id]: { M: 2 }, [tee._id]: { L: 1 } }

/** The account's cart on the mock server: a hoodie in L and the sunglasses. */
const accountCart: CartData = { [hoodie._id]: { L: 1 }, [shades._id]: { 'One size': 1 } }

/**
 * The cart page as a shopper finds it. A guest's cart is given with `storedCart` (as if stored
 * on an earlier visit); a signed-in shopper's with `storedToken`, the account's cart being the
 * mock server's (set in `beforeEach`), and `storedCart` the local copy from the last visit.
 */
const meta = {
  title: 'Pages/Cart',
  component: StoryApp,
  args: { path: '/cart' },
  parameters: { layout: 'fullscreen' },
  // Every story starts from a known server cart: the mock server keeps it between stories.
  beforeEach: () => resetMockCart(),
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** States reached by interaction start as another story's first screen: no reference image. */
const interactionOnly = { visual: false } as const

async function cartPage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  const main = within(await canvas.findByRole('main'))
  await expect(
    await main.findByRole('heading', { level: 1, name: 'Your Shopping Cart' }),
  ).toBeVisible()
  return { canvas, main, nav: within(canvas.getByRole('navigation', { name: 'Main' })) }
}

/** The lines once the cart has been read. */
async function cartLines(canvasElement: HTMLElement) {
  const { main, ...rest } = await cartPage(canvasElement)
  const list = await main.findByRole('list', { name: 'Items in your cart' })
  return { ...rest, main, list: within(list), items: within(list).getAllByRole('listitem') }
}

const quantityOf = (main: ReturnType<typeof within>, name: string, size: string) =>
  main.getByRole('spinbutton', { name: `Qty of ${name}, size ${size}` })

/** The amount on a row of the summary box. */
const summaryRow = (main: ReturnType<typeof within>, label: string) =>
  within(main.getByRole('region', { name: 'CART TOTALS' })).getByText(label).nextElementSibling

const notifications = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('region', { name: 'Notifications' }))

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

/** The browser's memory of the prices the shopper added products at (docs/product.md §4.1). */
const rememberPrices = (prices: Record<string, number>) => () => {
  localStorage.setItem('cartPrices', JSON.stringify(prices))
}

/**
 * The store raised the hoodie's price after the shopper added it at ₦26,000: the line shows the
 * new price and says so, and one notice above the totals. The totals are today's prices, which
 * the server charges.
 */
export const PriceChanged: Story = {
  tags: ['state:cart-price-changed'],
  args: { storedCart: guestCart },
  beforeEach: rememberPrices({ [hoodie._id]: 26000, [tee._id]: tee.price }),
  play: async ({ canvasElement }) => {
    const { main, items } = await cartLines(canvasElement)
    const [hoodieLine, teeLine] = items.map((item) => within(item))
    await expect(hoodieLine?.getByText('₦28,500')).toBeVisible()
    await expect(hoodieLine?.getByRole('status')).toHaveTextContent(
      'Price changed from ₦26,000 to ₦28,500',
    )
    // The tee costs what it did: nothing to say.
    await expect(teeLine?.queryByRole('status')).not.toBeInTheDocument()
    const summary = within(main.getByRole('region', { name: 'CART TOTALS' }))
    await expect(summary.getByRole('status')).toHaveTextContent(
      'The price of an item in your cart has changed since you added it.',
    )
    await expect(summaryRow(main, 'Total')).toHaveTextContent('₦69,500')
  },
}

/**
 * Adding the product again, at the price its page shows, is the shopper taking the new price:
 * the cart no longer tells of the change.
 */
export const PriceChangeSeen: Story = {
  args: { storedCart: guestCart },
  beforeEach: rememberPrices({ [hoodie._id]: 26000 }),
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { canvas, main, nav } = await cartLines(canvasElement)
    await expect(main.getByText('Price changed from ₦26,000 to ₦28,500')).toBeVisible()
    await userEvent.click(main.getByRole('link', { name: hoodie.name }))
    await canvas.findByRole('heading', { level: 1, name: hoodie.name })
    await userEvent.click(canvas.getByRole('radio', { name: 'L' }))
    await userEvent.click(canvas.getByRole('button', { name: 'ADD TO CART' }))
    await userEvent.click(await nav.findByRole('link', { name: 'Cart, 4 items' }))
    const list = await main.findByRole('list', { name: 'Items in your cart' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    await expect(main.queryByText(/Price changed/)).not.toBeInTheDocument()
    await expect(main.queryByText(/has changed since you added it/)).not.toBeInTheDocument()
    await expect(JSON.parse(localStorage.getItem('cartPrices') ?? '{}')).toEqual({
      [hoodie._id]: 28500,
    })
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

/** docs/product.md §4: the number typed is set; clearing the box or typing 0 is ignored. */
export const QuantityRules: Story = {
  tags: ['state:cart-quantity-rules'],
  args: { storedCart: guestCart },
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main, nav } = await cartLines(canvasElement)
    const quantity = quantityOf(main, hoodie.name, 'M')
    await expect(quantity).toHaveAttribute('type', 'number')
    await expect(quantity).toHaveAttribute('min', '1')

    await expect(nav.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument()
    await userEvent.clear(quantity)
    await userEvent.type(quantity, '3')
    await expect(nav.getByRole('link', { name: 'Cart, 4 items' })).toBeInTheDocument()
    await expect(summaryRow(main, 'Subtotal')).toHaveTextContent('₦98,000')
    // Kept for the next visit (docs/product.md §4: persisted after every change).
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('cartItems') ?? '{}')[hoodie._id]).toEqual({ M: 3 }),
    )

    // An empty box changes nothing.
    await userEvent.clear(quantity)
    await expect(nav.getByRole('link', { name: 'Cart, 4 items' })).toBeInTheDocument()
    await expect(summaryRow(main, 'Subtotal')).toHaveTextContent('₦98,000')
    // Nor does 0: the line stays.
    await userEvent.type(quantity, '0')
    await expect(main.getByRole('link', { name: hoodie.name })).toBeVisible()
    await expect(summaryRow(main, 'Subtotal')).toHaveTextContent('₦98,000')
    // Leaving the box shows the cart's quantity again.
    await userEvent.tab()
    await expect(quantity).toHaveValue(3)
  },
}

export const Remove: Story = {
  tags: ['state:cart-remove'],
  args: { storedCart: guestCart },
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main, nav } = await cartLines(canvasElement)
    await userEvent.click(main.getByRole('button', { name: `Remove ${hoodie.name}, size M` }))
    await expect(main.queryByRole('link', { name: hoodie.name })).not.toBeInTheDocument()
    await expect(nav.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()
    await expect(summaryRow(main, 'Total')).toHaveTextContent('₦12,500')

    await userEvent.click(main.getByRole('button', { name: `Remove ${tee.name}, size L` }))
    await expect(await main.findByText('Your cart is empty')).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible()
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

/** The delivery fee the store owner set (docs/product.md §9: 0 by default), added to the total. */
export const DeliveryFee: Story = {
  args: { storedCart: guestCart },
  parameters: { msw: { handlers: { store: [storeHandlers.deliveryFee] } } },
  play: async ({ canvasElement }) => {
    const { main } = await cartLines(canvasElement)
    await waitFor(() => expect(summaryRow(main, 'Delivery fee')).toHaveTextContent('₦2,500'))
    await expect(summaryRow(main, 'Subtotal')).toHaveTextContent('₦69,500')
    await expect(summaryRow(main, 'Total')).toHaveTextContent('₦72,000')
  },
}

/** The tee alone: ₦12,500, short of the zones' free delivery from ₦50,000. */
const teeCart: CartData = { [tee._id]: { L: 1 } }
const zones = { msw: { handlers: { store: [storeHandlers.deliveryZones] } } }

/**
 * The store prices delivery by state (docs/product.md §9) and a guest's is not known: the fee
 * waits for checkout, and the cart says how much more delivers free.
 */
export const DeliveryAtCheckout: Story = {
  tags: ['state:cart-delivery-unknown'],
  args: { storedCart: teeCart },
  parameters: zones,
  play: async ({ canvasElement }) => {
    const { main } = await cartLines(canvasElement)
    await waitFor(() =>
      expect(summaryRow(main, 'Delivery fee')).toHaveTextContent('Calculated at checkout'),
    )
    await expect(summaryRow(main, 'Total')).toHaveTextContent('₦12,500 + delivery')
    await expect(main.getByText('Add ₦37,500 more for free delivery')).toBeVisible()
  },
}

/**
 * Signed in, with a last order delivered to Kano: the cart prices delivery for Kano's zone, and
 * says how long it takes.
 */
export const DeliveryToLastState: Story = {
  tags: ['state:cart-delivery-known', 'state:cart-free-delivery-nudge'],
  args: { storedToken: MOCK_TOKEN },
  parameters: zones,
  beforeEach: () => {
    resetMockCart(accountCart)
    localStorage.setItem(
      'lastAddress',
      JSON.stringify({ account: DEMO_USER.email, address: { ...DEMO_ADDRESS, state: 'Kano' } }),
    )
  },
  play: async ({ canvasElement }) => {
    const { main } = await cartPage(canvasElement)
    await expect(await main.findByRole('link', { name: shades.name })).toBeVisible()
    await waitFor(() => expect(summaryRow(main, 'Delivery fee')).toHaveTextContent('₦5,000'))
    await expect(main.getByText('North: 3–5 working days')).toBeVisible()
    await expect(summaryRow(main, 'Total')).toHaveTextContent('₦48,500')
    await expect(main.getByText('Add ₦6,500 more for free delivery')).toBeVisible()
  },
}

/** A guest who chose Kano on a product page: the cart prices delivery there too (issue 41). */
export const DeliveryToChosenState: Story = {
  args: { storedCart: teeCart },
  parameters: zones,
  beforeEach: () => {
    localStorage.setItem('deliveryState', 'Kano')
  },
  play: async ({ canvasElement }) => {
    const { main } = await cartLines(canvasElement)
    await waitFor(() => expect(summaryRow(main, 'Delivery fee')).toHaveTextContent('₦5,000'))
    await expect(main.getByText('North: 3–5 working days')).toBeVisible()
    await expect(summaryRow(main, 'Total')).toHaveTextContent('₦17,500')
  },
}

/** Items worth ₦50,000 or more: delivery is free, wherever it goes. */
export const FreeDelivery: Story = {
  tags: ['state:cart-free-delivery'],
  args: { storedCart: guestCart },
  parameters: zones,
  play: async ({ canvasElement }) => {
    const { main } = await cartLines(canvasElement)
    await waitFor(() => expect(summaryRow(main, 'Delivery fee')).toHaveTextContent('Free'))
    await expect(summaryRow(main, 'Total')).toHaveTextContent('₦69,500')
    await expect(main.queryByText(/more for free delivery/)).toBeNull()
  },
}

/**
 * Signed in, a change the server cannot make is rolled back: the quantity shows at once, then
 * returns to the server's, with the failure as a toast.
 */
export const ChangeFails: Story = {
  tags: ['state:cart-update-error'],
  args: { storedToken: MOCK_TOKEN },
  beforeEach: () => resetMockCart(accountCart),
  parameters: { ...interactionOnly, msw: { handlers: { cart: [cartHandlers.changesFail] } } },
  play: async ({ canvasElement }) => {
    const { canvas, main, nav } = await cartPage(canvasElement)
    await main.findByRole('link', { name: shades.name })
    const quantity = quantityOf(main, hoodie.name, 'L')
    await userEvent.clear(quantity)
    await userEvent.type(quantity, '4')
    await expect(await notifications(canvas).findByText('Failed to update cart item')).toBeVisible()
    await userEvent.tab()
    await expect(quantity).toHaveValue(1)
    await expect(nav.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible()
    await expect(summaryRow(main, 'Total')).toHaveTextContent('₦43,500')
  },
}

/**
 * docs/product.md §11.6: only 1 hoodie in M is left, and the cart holds 2. The line is lowered
 * to 1 through the cart's own update (kept for the next visit), says so, and the total follows.
 */
export const StockLineLowered: Story = {
  tags: ['state:stock-cart-line-lowered'],
  args: { storedCart: guestCart },
  parameters: {
    msw: { handlers: { productAvailability: [availabilityOf({ [hoodie._id]: { M: 1 } })] } },
  },
  play: async ({ canvasElement }) => {
    const { main, nav, items } = await cartLines(canvasElement)
    const [hoodieLine, teeLine] = items.map((item) => within(item))
    await expect(
      await hoodieLine?.findByText('Only 1 left: we have updated your cart'),
    ).toHaveAttribute('role', 'status')
    await waitFor(() => expect(quantityOf(main, hoodie.name, 'M')).toHaveValue(1))
    await expect(teeLine?.queryByRole('status')).not.toBeInTheDocument()
    await expect(nav.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible()
    await expect(summaryRow(main, 'Total')).toHaveTextContent('₦41,000')
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('cartItems') ?? '{}')[hoodie._id]).toEqual({ M: 1 }),
    )
    // A lowered line does not hold checkout up.
    await expect(main.getByRole('link', { name: 'PROCEED TO CHECKOUT' })).toBeVisible()
  },
}

/**
 * docs/product.md §11.6: the tee in L sold out since it was added. Its line says so, and
 * PROCEED TO CHECKOUT waits, saying why, until the line is removed.
 */
export const StockLineSoldOut: Story = {
  tags: ['state:stock-cart-line-sold-out'],
  args: { storedCart: guestCart },
  parameters: {
    msw: { handlers: { productAvailability: [availabilityOf({ [tee._id]: { L: 0 } })] } },
  },
  play: async ({ canvasElement }) => {
    const { main, items } = await cartLines(canvasElement)
    const [hoodieLine, teeLine] = items.map((item) => within(item))
    await expect(await teeLine?.findByText('Sold out: remove it to continue')).toHaveAttribute(
      'role',
      'status',
    )
    await expect(hoodieLine?.queryByRole('status')).not.toBeInTheDocument()
    const waiting = main.getByRole('button', { name: 'PROCEED TO CHECKOUT' })
    await expect(waiting).toBeDisabled()
    await expect(waiting).toHaveAccessibleDescription(
      'An item in your cart is sold out: remove it to continue.',
    )
    await expect(main.queryByRole('link', { name: 'PROCEED TO CHECKOUT' })).not.toBeInTheDocument()
  },
}

/** Removing the sold-out line lets the shopper go on to checkout. */
export const StockLineSoldOutRemoved: Story = {
  args: StockLineSoldOut.args,
  parameters: { ...StockLineSoldOut.parameters, ...interactionOnly },
  play: async ({ canvasElement }) => {
    const { main } = await cartLines(canvasElement)
    await main.findByText('Sold out: remove it to continue')
    await userEvent.click(main.getByRole('button', { name: `Remove ${tee.name}, size L` }))
    await expect(await main.findByRole('link', { name: 'PROCEED TO CHECKOUT' })).toHaveAttribute(
      'href',
      '/login?next=/place-order',
    )
    await expect(main.queryByText(/sold out/i)).not.toBeInTheDocument()
    await expect(quantityOf(main, hoodie.name, 'M')).toHaveValue(2)
  },
}

export const Mobile: Story = {
  args: { storedCart: guestCart },
  globals: { viewport: { value: 'mobile360' } },
  play: QuantityRules.play,
}

export const Dark: Story = {
  args: { storedCart: guestCart },
  globals: { theme: 'dark' },
  play: Remove.play,
}
