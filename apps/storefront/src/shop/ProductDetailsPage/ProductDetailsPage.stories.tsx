import { relatedProducts } from '@adire/contract'
import {
  cartHandlers,
  fixtureProduct,
  fixtureProducts,
  MOCK_TOKEN,
  productAvailabilityHandlers,
  productDetailsHandlers,
  resetMockCart,
  SOLD_OUT_FIXTURE_ID,
  soldOutHandlers,
  storeHandlers,
} from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { StoryApp } from '../../stories/StoryApp.tsx'

const product = fixtureProduct('indigo-adire-hoodie')
const hoodieIds = fixtureProducts.filter((p) => p.category === 'Hoodie').map((p) => p._id)
/** Pants on sale, newest first: what the page of the archived joggers suggests (at most 6). */
const pantsOnSale = relatedProducts(
  { _id: 'harmattan-fleece-joggers', category: 'Pant' },
  fixtureProducts,
)

const meta = {
  title: 'Pages/ProductDetails',
  component: StoryApp,
  args: { path: `/productdetails/${product._id}` },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** The page is loaded lazily and waits for its product: give it a moment. */
const findProductHeading = (canvasElement: HTMLElement, name = product.name) =>
  within(canvasElement).findByRole('heading', { level: 1, name })

export const Default: Story = {
  tags: ['state:product-details'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await findProductHeading(canvasElement)).toBeVisible()
    // Unique on the page: no other hoodie costs the same.
    await expect(canvas.getByText('₦28,500')).toBeVisible()
    await expect(canvas.getByRole('group', { name: 'Select size' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'ADD TO CART' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Description' })).toBeVisible()
    await expect(canvas.getByText(product.description)).toBeInTheDocument()
    const main = canvas.getByRole('img', { name: 'Indigo Adire Hoodie, view 1 of 2' })
    await expect(main).toHaveAttribute('fetchpriority', 'high')
    await expect(main).toHaveAttribute('width', '600')
    await expect(main).toHaveAttribute('height', '750')
  },
}

export const AddWithoutSize: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findProductHeading(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'ADD TO CART' }))
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please select a size')
    await expect(canvas.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible()
    await expect(canvas.queryByText('Added to cart')).not.toBeInTheDocument()
  },
}

export const AddToCart: Story = {
  tags: ['state:product-add-to-cart'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findProductHeading(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: 'M' }))
    await userEvent.click(canvas.getByRole('button', { name: 'ADD TO CART' }))
    await expect(await canvas.findByText('Added to cart')).toBeVisible()
    // The first tap also brings the cart's code (a first visit does not download it).
    const count = await canvas.findByRole('link', { name: 'Cart, 1 item' })
    await expect(count).toBeVisible()
    // The notification offers the way to the cart, and leaves the cart's count in sight.
    const notice = within(canvas.getByRole('region', { name: 'Notifications' })).getByRole('status')
    await expect(within(notice).getByRole('link', { name: 'View cart' })).toHaveAttribute(
      'href',
      '/cart',
    )
    await expect(notice.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      count.getBoundingClientRect().bottom,
    )

    await userEvent.click(canvas.getByRole('radio', { name: 'XL' }))
    await userEvent.click(canvas.getByRole('button', { name: 'ADD TO CART' }))
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument(),
    )
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
  },
}

/** `View cart` in the notification takes the shopper to the cart, the line in it. */
export const ViewCartFromNotification: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findProductHeading(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: 'M' }))
    await userEvent.click(canvas.getByRole('button', { name: 'ADD TO CART' }))
    await userEvent.click(await canvas.findByRole('link', { name: 'View cart' }))
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /Your Shopping Cart/i }),
    ).toBeVisible()
    await expect(await canvas.findByRole('link', { name: product.name })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'View cart' })).toBeNull()
  },
}

/**
 * Signed in, the server cannot add the line (here the connection drops): the badge shows it at
 * once, then loses it again, with docs/product.md §8's message as a toast.
 */
export const AddToCartFails: Story = {
  tags: ['state:cart-add-error'],
  args: { storedToken: MOCK_TOKEN },
  beforeEach: () => resetMockCart(),
  parameters: { visual: false, msw: { handlers: { cart: [cartHandlers.changesFail] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findProductHeading(canvasElement)
    await canvas.findByRole('button', { name: 'Account' })
    await userEvent.click(canvas.getByRole('radio', { name: 'M' }))
    await userEvent.click(canvas.getByRole('button', { name: 'ADD TO CART' }))
    const notifications = within(canvas.getByRole('region', { name: 'Notifications' }))
    await expect(await notifications.findByText('Failed to add item to cart')).toBeVisible()
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument(),
    )
  },
}

export const Gallery: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findProductHeading(canvasElement)
    await expect(canvas.getByRole('img', { name: /view 1 of 2/ })).toHaveAttribute(
      'src',
      product.image[0],
    )
    const second = canvas.getByRole('button', { name: 'Show image 2 of 2' })
    await userEvent.click(second)
    await expect(second).toHaveAttribute('aria-pressed', 'true')
    await expect(canvas.getByRole('img', { name: /view 2 of 2/ })).toHaveAttribute(
      'src',
      product.image[1],
    )
  },
}

export const RelatedProducts: Story = {
  tags: ['state:product-related'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findProductHeading(canvasElement)
    const related = canvas.getByRole('region', { name: 'Related Products' })
    const links = within(related).getAllByRole('link')
    await expect(links).toHaveLength(6)
    for (const link of links) {
      const id = link.getAttribute('href')?.replace('/productdetails/', '')
      await expect(id).not.toBe(product._id)
      await expect(hoodieIds).toContain(id)
    }
    // The card's picture is decorative (its name follows as text), so it has no img role.
    await expect(links[0]?.querySelector('img')).toHaveAttribute('loading', 'lazy')
    await expect(links[0]).toHaveAccessibleName(/₦/)

    // Following one shows that product, back at its first image and with no size chosen.
    await userEvent.click(canvas.getByRole('radio', { name: 'L' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Show image 2 of 2' }))
    const next = fixtureProduct(hoodieIds.find((id) => id !== product._id) ?? '')
    await userEvent.click(within(related).getByRole('link', { name: new RegExp(next.name) }))
    await expect(await findProductHeading(canvasElement, next.name)).toBeVisible()
    for (const radio of canvas.getAllByRole('radio')) {
      await expect(radio).not.toBeChecked()
    }
    await expect(canvas.getByRole('button', { name: 'Show image 1 of 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(
      within(canvas.getByRole('region', { name: 'Related Products' })).queryByRole('link', {
        name: new RegExp(next.name),
      }),
    ).not.toBeInTheDocument()
  },
}

export const Loading: Story = {
  tags: ['state:product-loading'],
  parameters: { msw: { handlers: { productDetails: [productDetailsHandlers.slow] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Loading product',
    )
  },
}

export const NotFound: Story = {
  tags: ['state:product-not-found'],
  args: { path: '/productdetails/no-such-product' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The server's 404 is an answer, not a failure: no retries, no error message.
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No product found')
    await expect(canvas.queryByText(/^Error:/)).not.toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: 'ADD TO CART' })).not.toBeInTheDocument()
    await expect(canvas.queryByRole('region', { name: 'Related Products' })).not.toBeInTheDocument()
    // Somewhere to go (issue 41): every department, and the store's latest while the
    // address's words match no product.
    const departments = within(await canvas.findByRole('list', { name: 'Departments' }))
    await expect(departments.getByRole('link', { name: 'Hoodies' })).toHaveAttribute(
      'href',
      '/collection?filter=Hoodie',
    )
    await expect(departments.getAllByRole('link')).toHaveLength(8)
    await expect(await canvas.findByRole('region', { name: 'New in store' })).toBeVisible()
  },
}

/**
 * A mistyped or shortened link (`/productdetails/indigo-hoodie`): the products whose names match
 * its words come first, as what the shopper was looking for.
 */
export const NotFoundNearest: Story = {
  tags: ['state:product-not-found-nearest'],
  args: { path: '/productdetails/indigo-hoodie' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No product found')
    const nearest = within(await canvas.findByRole('region', { name: 'Were you looking for' }))
    await expect(nearest.getByRole('link', { name: /Indigo Adire Hoodie/ })).toHaveAttribute(
      'href',
      '/productdetails/indigo-adire-hoodie',
    )
  },
}

/**
 * A product the store team archived (the mock server's Harmattan Fleece Joggers): the server
 * answers 404 with its department and products of it still on sale, and the page says it is
 * gone, links to the department and shows them.
 */
export const ArchivedProduct: Story = {
  tags: ['state:product-gone'],
  args: { path: '/productdetails/harmattan-fleece-joggers' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This product is no longer available' }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Shop all Pants' })).toHaveAttribute(
      'href',
      '/collection?filter=Pant',
    )
    const suggestions = canvas.getByRole('region', { name: 'More Pants' })
    const links = within(suggestions).getAllByRole('link')
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      pantsOnSale.map((p) => `/productdetails/${p._id}`),
    )
    await expect(canvas.queryByText('No product found')).not.toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: 'ADD TO CART' })).not.toBeInTheDocument()
    // The server answers the page with 404, as for an unknown product.
    await waitFor(() => expect(document.title).toBe('Page not found | Adire'))
  },
}

export const ErrorState: Story = {
  tags: ['state:product-error'],
  name: 'Error',
  parameters: { msw: { handlers: { productDetails: [productDetailsHandlers.error] } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('Error: Failed to fetch products')
  },
}

/**
 * docs/product.md §11.6: size M is sold out. Once the page knows (its stock is asked in the
 * browser, after the first paint), M is struck through, cannot be chosen, and is named
 * "M, sold out" to screen readers.
 */
export const SizeSoldOut: Story = {
  tags: ['state:stock-size-sold-out'],
  parameters: {
    msw: { handlers: { productAvailability: [productAvailabilityHandlers.sizeSoldOut] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findProductHeading(canvasElement)
    const medium = await canvas.findByRole('radio', { name: 'M, sold out' })
    await expect(medium).toBeDisabled()
    await userEvent.click(canvas.getByText('M', { selector: '[aria-hidden]' }))
    await expect(medium).not.toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'L' })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: 'ADD TO CART' })).toBeEnabled()
    await expect(canvas.queryByText('Sold out')).not.toBeInTheDocument()
  },
}

/** docs/product.md §11.6: only 2 left of M. Choosing M says so under the sizes. */
export const OnlyFewLeft: Story = {
  tags: ['state:stock-only-few-left'],
  parameters: {
    // The words come with a size chosen: the reference is of the page after the play.
    visual: 'after-play',
    msw: { handlers: { productAvailability: [productAvailabilityHandlers.onlyTwoLeft] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findProductHeading(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: 'L' }))
    await expect(canvas.queryByText('Only 2 left')).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('radio', { name: 'M' }))
    await expect(await canvas.findByText('Only 2 left')).toHaveAttribute('role', 'status')
  },
}

const jersey = fixtureProduct(SOLD_OUT_FIXTURE_ID)

/**
 * docs/product.md §11.6: every size of the jersey is gone. The page says "Sold out", every size
 * is struck through, and ADD TO CART cannot be pressed (from the server's first paint: the
 * product itself says it is sold out).
 */
export const ProductSoldOut: Story = {
  tags: ['state:stock-product-sold-out'],
  args: { path: `/productdetails/${jersey._id}` },
  parameters: {
    msw: {
      handlers: {
        productDetails: soldOutHandlers.productDetails,
        productAvailability: soldOutHandlers.productAvailability,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findProductHeading(canvasElement, jersey.name)
    const button = canvas.getByRole('button', { name: 'ADD TO CART' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAccessibleDescription('Sold out')
    await expect(canvas.getByText('Sold out')).toBeVisible()
    for (const size of jersey.sizes) {
      await expect(canvas.getByRole('radio', { name: `${size}, sold out` })).toBeDisabled()
    }
    await userEvent.click(button)
    await expect(canvas.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible()
    await expect(canvas.queryByText('Added to cart')).not.toBeInTheDocument()
  },
}

/**
 * docs/product.md §11.6: only 2 left of M, and the cart holds both. Another one is refused,
 * saying how many are left, and the cart keeps its 2.
 */
export const AddRefused: Story = {
  tags: ['state:stock-add-refused'],
  args: { storedCart: { [product._id]: { M: 2 } } },
  parameters: {
    visual: false,
    msw: { handlers: { productAvailability: [productAvailabilityHandlers.onlyTwoLeft] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findProductHeading(canvasElement)
    await expect(await canvas.findByRole('link', { name: 'Cart, 2 items' })).toBeVisible()
    await userEvent.click(canvas.getByRole('radio', { name: 'M' }))
    await canvas.findByText('Only 2 left')
    await userEvent.click(canvas.getByRole('button', { name: 'ADD TO CART' }))
    const notifications = within(canvas.getByRole('region', { name: 'Notifications' }))
    await expect(await notifications.findByText('Only 2 left in size M')).toBeVisible()
    await expect(canvas.queryByText('Added to cart')).not.toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible()
  },
}

/**
 * Delivery told up front (issue 41): the state chosen at an earlier visit (Kano), what delivery
 * there costs and takes, and when it is free.
 */
export const DeliveryToState: Story = {
  tags: ['state:product-delivery'],
  parameters: { msw: { handlers: { store: [storeHandlers.deliveryZones] } } },
  beforeEach: () => {
    localStorage.setItem('deliveryState', 'Kano')
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findProductHeading(canvasElement)
    const delivery = within(canvas.getByRole('region', { name: 'Delivery' }))
    await expect(delivery.getByRole('combobox', { name: 'Delivery to' })).toHaveValue('Kano')
    await expect(await delivery.findByText('Delivery ₦5,000, 3–5 working days')).toBeVisible()
    await expect(
      delivery.getByText('Free delivery when your items come to ₦50,000 or more'),
    ).toBeVisible()
  },
}

/** No state chosen yet: the page asks; the one picked is kept for the next pages and the cart. */
export const ChooseDeliveryState: Story = {
  parameters: { visual: false, msw: { handlers: { store: [storeHandlers.deliveryZones] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findProductHeading(canvasElement)
    const delivery = within(canvas.getByRole('region', { name: 'Delivery' }))
    await expect(
      await delivery.findByText(
        'Choose your state to see what delivery costs and how long it takes.',
      ),
    ).toBeVisible()
    await userEvent.selectOptions(delivery.getByRole('combobox', { name: 'Delivery to' }), 'Lagos')
    await expect(delivery.getByText('Delivery ₦2,000, 1–2 working days')).toBeVisible()
    await expect(localStorage.getItem('deliveryState')).toBe('Lagos')
  },
}

/**
 * On a phone, once the shopper scrolls past the sizes: the price, the size chosen and ADD TO
 * CART stay in reach at the bottom of the screen (issue 41), and go when the sizes are back.
 */
export const StickyBarOnPhone: Story = {
  tags: ['state:product-sticky-bar'],
  globals: { viewport: { value: 'mobile360' } },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findProductHeading(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: 'M' }))
    await expect(canvas.queryByRole('region', { name: 'Buy' })).toBeNull()
    // Down to the related products: the sizes are out of sight.
    canvas.getByRole('heading', { name: /Related/ }).scrollIntoView()
    const bar = within(await canvas.findByRole('region', { name: 'Buy' }))
    await expect(bar.getByText('₦28,500')).toBeVisible()
    await expect(bar.getByRole('link', { name: 'Size M' })).toBeVisible()
    await userEvent.click(bar.getByRole('button', { name: 'ADD TO CART' }))
    await expect(await canvas.findByText('Added to cart')).toBeVisible()
    await expect(await canvas.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument()
    // Back up to the sizes: the bar gives way to them.
    window.scrollTo(0, 0)
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Buy' })).toBeNull())
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: AddWithoutSize.play,
}

export const Dark: Story = { globals: { theme: 'dark' }, play: AddWithoutSize.play }
