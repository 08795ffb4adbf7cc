// What the place-order page's story files share: the cart, the page's meta and the form's parts.
import type { CartData } from '@adire/contract'
import {
  addressHandlers,
  fixtureProduct,
  MOCK_TOKEN,
  resetMockAddresses,
  resetMockCart,
} from '@adire/mocks'
import type { Meta } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { CheckoutOverrides, type PaymentPopupLogic } from '../../providers/checkout.tsx'
import { waitingWindow } from '../../stories/paymentWindows.ts'
import { StoryApp } from '../../stories/StoryApp.tsx'

export const hoodie = fixtureProduct('indigo-adire-hoodie')
export const shades = fixtureProduct('danfo-yellow-shades')

/** Two hoodies in M and the sunglasses: ₦72,000. */
export const cart: CartData = { [hoodie._id]: { M: 2 }, [shades._id]: { 'One size': 1 } }

/**
 * The place-order page of a signed-in shopper with a cart: the account's cart is the mock
 * server's (set in `beforeEach`), the local copy from the last visit is `storedCart`. Payment
 * windows are given per story with `parameters.paymentPopup`. The shopper has saved no address
 * (docs/product.md §3.4) unless a story gives her the fixtures' book.
 *
 * Each story file spreads it under a title of its own, with a line comment above: a JSDoc one
 * there becomes a `parameters` key of Storybook's (the docs' description) that hides these.
 */
export const placeOrderMeta = {
  component: StoryApp,
  args: { path: '/place-order', storedToken: MOCK_TOKEN, storedCart: cart },
  parameters: {
    layout: 'fullscreen',
    paymentPopup: waitingWindow,
    // An empty book, and checkout's save answered but not kept: it may land after its story has
    // ended. The stories about the book have the real one (`bookHandlers`).
    msw: { handlers: { addresses: [addressHandlers.empty, addressHandlers.addNotKept] } },
  },
  beforeEach: () => {
    resetMockCart(cart)
    resetMockAddresses([])
  },
  decorators: [
    (Story, { parameters }) => (
      <CheckoutOverrides value={{ paymentPopup: parameters.paymentPopup as PaymentPopupLogic }}>
        <Story />
      </CheckoutOverrides>
    ),
  ],
} satisfies Meta<typeof StoryApp>

/** States reached by interaction start as the plain form: the visual test skips them. */
export const interactionOnly = { visual: false } as const

export type Queries = ReturnType<typeof within>

export const notifications = (canvas: Queries) =>
  within(canvas.getByRole('region', { name: 'Notifications' }))

/** The form, once the session, the cart and its products are known. */
export async function checkoutForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  const main = within(await canvas.findByRole('main'))
  const form = within(await main.findByRole('form', { name: 'Place your order' }))
  return {
    canvas,
    main,
    form,
    field: (name: string) => form.getByRole('textbox', { name }),
    state: () => form.getByRole('combobox', { name: 'State' }),
    method: (name: string) => form.getByRole('radio', { name: new RegExp(`^${name}`) }),
    placeOrder: () => form.getByRole('button', { name: 'PLACE ORDER' }),
    /** The pay button, as it reads when idle ('Pay ₦...') or busy ('Processing...'). */
    pay: () => form.getByRole('button', { name: /^(Pay |Processing)/ }),
  }
}

export type CheckoutForm = Awaited<ReturnType<typeof checkoutForm>>

/** The name and e-mail come from the account once the server has said who is signed in. */
export async function prefilled(canvasElement: HTMLElement) {
  const page = await checkoutForm(canvasElement)
  await waitFor(() => expect(page.field('First name')).toHaveValue('Ada'))
  return page
}

/** Fills in what the account does not know. */
export async function fillAddress({ field, state }: CheckoutForm) {
  await userEvent.type(field('Street'), '12 Admiralty Way')
  await userEvent.type(field('City'), 'Lekki')
  await userEvent.selectOptions(state(), 'Lagos')
  await userEvent.type(field('Zip code'), '106104')
  await userEvent.type(field('Phone'), '0803 123 4567')
}

/** A complete form with the card chosen, then pay. */
export async function pay(canvasElement: HTMLElement) {
  const page = await prefilled(canvasElement)
  await fillAddress(page)
  await userEvent.click(page.method('Card'))
  await expect(page.pay()).toBeEnabled()
  await userEvent.click(page.pay())
  return page
}
