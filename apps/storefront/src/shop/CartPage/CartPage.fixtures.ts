// What the cart page's story files share: the carts, the page's meta and its parts.
import type { CartData } from '@adire/contract'
import { fixtureProduct, resetMockCart } from '@adire/mocks'
import type { Meta } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { StoryApp } from '../../stories/StoryApp.tsx'

export const hoodie = fixtureProduct('indigo-adire-hoodie')
export const tee = fixtureProduct('adire-circles-tee')
export const shades = fixtureProduct('danfo-yellow-shades')

/** Two hoodies in M and a tee in L: ₦69,500. */
export const guestCart: CartData = { [hoodie._id]: { M: 2 }, [tee._id]: { L: 1 } }

/** The account's cart on the mock server: a hoodie in L and the sunglasses. */
export const accountCart: CartData = { [hoodie._id]: { L: 1 }, [shades._id]: { 'One size': 1 } }

/**
 * The cart page as a shopper finds it. A guest's cart is given with `storedCart` (as if stored
 * on an earlier visit); a signed-in shopper's with `storedToken`, the account's cart being the
 * mock server's (set in `beforeEach`), and `storedCart` the local copy from the last visit.
 *
 * Each story file spreads it under a title of its own, with a line comment above: a JSDoc one
 * there becomes a `parameters` key of Storybook's (the docs' description) that hides these.
 */
export const cartMeta = {
  component: StoryApp,
  args: { path: '/cart' },
  parameters: { layout: 'fullscreen' },
  // Every story starts from a known server cart: the mock server keeps it between stories.
  beforeEach: () => resetMockCart(),
} satisfies Meta<typeof StoryApp>

/** States reached by interaction start as another story's first screen: no reference image. */
export const interactionOnly = { visual: false } as const

export async function cartPage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  const main = within(await canvas.findByRole('main'))
  await expect(
    await main.findByRole('heading', { level: 1, name: 'Your Shopping Cart' }),
  ).toBeVisible()
  return { canvas, main, nav: within(canvas.getByRole('navigation', { name: 'Main' })) }
}

/** The lines once the cart has been read. */
export async function cartLines(canvasElement: HTMLElement) {
  const { main, ...rest } = await cartPage(canvasElement)
  const list = await main.findByRole('list', { name: 'Items in your cart' })
  return { ...rest, main, list: within(list), items: within(list).getAllByRole('listitem') }
}

export const quantityOf = (main: ReturnType<typeof within>, name: string, size: string) =>
  main.getByRole('spinbutton', { name: `Qty of ${name}, size ${size}` })

/** The amount on a row of the summary box. */
export const summaryRow = (main: ReturnType<typeof within>, label: string) =>
  within(main.getByRole('region', { name: 'CART TOTALS' })).getByText(label).nextElementSibling

export const notifications = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('region', { name: 'Notifications' }))
