import { photoCatalogueHandlers, productDetailsHandlers, resetMockCart } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import type { StoryApp } from '../../stories/StoryApp.tsx'
import { hoodie, interactionOnly, placeOrderMeta, prefilled } from './PlaceOrderPage.fixtures.tsx'

// The page on arrival: the form and its summary, or what stands in for them.
const meta = {
  ...placeOrderMeta,
  title: 'Pages/PlaceOrder/Arrival',
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The summary with the hoodie shown by its uploaded photo (landscape, not the store's 4:5): each
 * line keeps its name readable beside the picture, with its amount on the same row (issue 41).
 */
export const WithPhotos: Story = {
  parameters: { photos: true, msw: { handlers: photoCatalogueHandlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const items = within(await canvas.findByRole('list', { name: 'Items in your order' }))
    const lines = await items.findAllByRole('listitem')
    await expect(lines).toHaveLength(2)
    await waitFor(() => expect(lines[0]?.querySelector('picture')).not.toBeNull())
    for (const line of lines) {
      const name = within(line).getByText(/Indigo Adire Hoodie|Danfo Yellow Shades/)
      const nameBox = name.getBoundingClientRect()
      const lineBox = line.getBoundingClientRect()
      // Not collapsed to "Ind…": the name takes most of what the picture and amount leave.
      await expect(nameBox.width).toBeGreaterThan(lineBox.width * 0.4)
      await expect(name.scrollWidth).toBeLessThanOrEqual(Math.ceil(nameBox.width) + 1)
      const amount = within(line).getAllByText(/₦/).at(-1)?.getBoundingClientRect()
      if (!amount) throw new Error('A line without its amount')
      await expect(amount.top).toBeLessThan(nameBox.bottom)
    }
  },
}

export const Default: Story = {
  tags: ['state:place-order-form', 'state:place-order-place-button'],
  play: async ({ canvasElement }) => {
    const { main, form, field, state, method, placeOrder } = await prefilled(canvasElement)
    await expect(main.getByRole('heading', { level: 1 })).toHaveTextContent('SECURE CHECKOUT')
    await waitFor(() => expect(document.title).toBe('Checkout | Adire'))

    // docs/product.md §2: the delivery form, every field required, the signed-in shopper's name and e-mail in.
    await expect(field('Last name')).toHaveValue('Okafor')
    await expect(field('Email')).toHaveValue('ada@example.com')
    await expect(field('Email')).toHaveAttribute('type', 'email')
    await expect(field('Country')).toHaveValue('Nigeria')
    await expect(state()).toHaveValue('')
    await expect(within(state()).getAllByRole('option')).toHaveLength(38)
    await expect(field('Zip code')).toHaveAttribute('inputmode', 'numeric')
    await expect(field('Phone')).toHaveAttribute('inputmode', 'tel')
    for (const name of [
      'First name',
      'Last name',
      'Email',
      'Street',
      'City',
      'Zip code',
      'Country',
      'Phone',
    ]) {
      await expect(field(name)).toBeRequired()
    }
    await expect(state()).toBeRequired()

    // The cart being paid for.
    const summary = within(main.getByRole('region', { name: 'Your order' }))
    await expect(
      within(summary.getByRole('list', { name: 'Items in your order' })).getAllByRole('listitem'),
    ).toHaveLength(2)
    await expect(summary.getByText(hoodie.name)).toBeVisible()
    await expect(summary.getByText('Total').nextElementSibling).toHaveTextContent('₦72,000')

    // Without Paystack keys the store says, before any payment, that none takes money.
    await waitFor(() =>
      expect(method('Card')).toHaveAccessibleName(
        'Card or bank transfer Test payment with Paystack: no money moves',
      ),
    )

    // One way to pay, the one that takes money, named by what Paystack's window offers; not
    // chosen yet: the PLACE ORDER submit button (docs/product.md §2).
    await expect(form.getAllByRole('radio')).toHaveLength(1)
    await expect(method('Card or bank transfer')).not.toBeChecked()
    await expect(placeOrder()).toHaveAttribute('type', 'submit')
    await expect(placeOrder()).toHaveTextContent('PLACE ORDER')
    await expect(form.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument()
  },
}

/** docs/product.md §6: without a token the page leads to /login. */
export const SignedOut: Story = {
  tags: ['state:place-order-signed-out'],
  args: { storedToken: undefined },
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible()
    await expect(canvas.queryByRole('form', { name: 'Place your order' })).toBeNull()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { productDetails: [productDetailsHandlers.slow] } } },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'))
    await expect(await main.findByRole('status')).toHaveTextContent('Loading your order')
  },
}

/** docs/product.md §8: the product list failed. */
export const CartError: Story = {
  tags: ['state:place-order-cart-error'],
  parameters: { msw: { handlers: { productDetails: [productDetailsHandlers.error] } } },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'))
    await expect(await main.findByRole('alert')).toHaveTextContent(
      'Error loading cart: Failed to fetch products',
    )
    await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(main.queryByRole('form')).toBeNull()
  },
}

export const EmptyCart: Story = {
  args: { storedCart: {} },
  beforeEach: () => resetMockCart(),
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'))
    await expect(await main.findByText('Your cart is empty')).toBeVisible()
    await expect(main.getByRole('link', { name: 'Browse the collection' })).toHaveAttribute(
      'href',
      '/collection',
    )
  },
}
