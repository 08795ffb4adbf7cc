import { relatedProducts } from '@adire/contract'
import {
  fixtureProduct,
  fixtureProducts,
  productDetailsHandlers,
  storeHandlers,
} from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { StoryApp } from '../../stories/StoryApp.tsx'
import { findProductHeading, product, productDetailsMeta } from './ProductDetailsPage.fixtures.ts'

// The product shown: its details, pictures, related products, delivery; or why it is not.
const meta = {
  ...productDetailsMeta,
  title: 'Pages/ProductDetails/Product',
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

const hoodieIds = fixtureProducts.filter((p) => p.category === 'Hoodie').map((p) => p._id)
/** Pants on sale, newest first: what the page of the archived joggers suggests (at most 6). */
const pantsOnSale = relatedProducts(
  { _id: 'harmattan-fleece-joggers', category: 'Pant' },
  fixtureProducts,
)

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
