import type { CartData } from '@adire/contract'
import type { CheckoutEvent, PaymentPopupInput } from '@adire/machines'
import { addressHandlers, fixtureProduct, MOCK_TOKEN, resetMockCart } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { fromCallback } from 'xstate'
import { CheckoutOverrides } from '../providers/checkout.tsx'
import { openEmulatorCheckout } from '../shop/payments/emulator.tsx'
import { checkoutPageForStories } from '../stories/emulatorPages.ts'
import { StoryApp } from '../stories/StoryApp.tsx'

const hoodie = fixtureProduct('indigo-adire-hoodie')
const cart: CartData = { [hoodie._id]: { L: 1 } }

/**
 * The emulator's payment window, framing a stand-in for its checkout page (Storybook has no
 * emulator server): the shopper presses Pay or Cancel inside it, as on the real one.
 */
const emulatorWindow = fromCallback<CheckoutEvent, PaymentPopupInput>(({ input, sendBack }) =>
  openEmulatorCheckout(
    { srcDoc: checkoutPageForStories(input.order.amount, input.email, input.order.reference) },
    {
      onSuccess: (reference) => sendBack({ type: 'PAYMENT.SUCCESS', reference }),
      onCancel: () => sendBack({ type: 'PAYMENT.CANCEL' }),
      onError: (message) => sendBack({ type: 'PAYMENT.ERROR', message }),
    },
  ),
)

/**
 * Checkout journeys, walked as a shopper would: the real app (routes, session, cart and
 * checkout machines) on the mock API, paying in the emulator's window.
 */
const meta = {
  title: 'Flows/Checkout',
  component: StoryApp,
  args: { path: '/cart', storedToken: MOCK_TOKEN, storedCart: cart },
  // A shopper with no saved address (docs/product.md §3.4): the checkout's plain form. Checkout's
  // save of the address paid to is answered but not kept: it may land after its story has ended.
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: { addresses: [addressHandlers.empty, addressHandlers.addNotKept] } },
  },
  beforeEach: () => resetMockCart(cart),
  decorators: [
    (Story) => (
      <CheckoutOverrides value={{ paymentPopup: emulatorWindow }}>
        <Story />
      </CheckoutOverrides>
    ),
  ],
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>

const notifications = (canvas: Canvas) =>
  within(canvas.getByRole('region', { name: 'Notifications' }))

/** From the cart's summary box to the place-order form, with the account's name in it. */
async function proceedToCheckout(canvas: Canvas) {
  const main = within(await canvas.findByRole('main'))
  await expect(await main.findByRole('link', { name: hoodie.name })).toBeVisible()
  await userEvent.click(main.getByRole('link', { name: 'PROCEED TO CHECKOUT' }))
  const form = within(await canvas.findByRole('form', { name: 'Place your order' }))
  await waitFor(() => expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada'))
  return form
}

async function fillDeliveryAndChooseCard(form: Canvas) {
  await userEvent.type(form.getByRole('textbox', { name: 'Street' }), '4 Bode Thomas Street')
  await userEvent.type(form.getByRole('textbox', { name: 'City' }), 'Surulere')
  await userEvent.selectOptions(form.getByRole('combobox', { name: 'State' }), 'Lagos')
  await userEvent.type(form.getByRole('textbox', { name: 'Zip code' }), '101283')
  await userEvent.type(form.getByRole('textbox', { name: 'Phone' }), '+234 803 123 4567')
  await userEvent.click(form.getByRole('radio', { name: /^Card/ }))
}

/** Opens the payment window and returns its framed checkout page once loaded. */
async function openPaymentWindow(form: Canvas) {
  await userEvent.click(form.getByRole('button', { name: 'Pay ₦28,500' }))
  const dialog = await within(document.body).findByRole('dialog', { name: 'Pay with Paystack' })
  await expect(dialog).toHaveAccessibleDescription('Test payment: no money moves.')
  const frame = dialog.querySelector('iframe') as HTMLIFrameElement
  await waitFor(() => expect(frame.contentDocument?.querySelector('button')).toBeTruthy())
  return { dialog, page: within(frame.contentDocument?.body as HTMLElement) }
}

/**
 * A press on a button of the framed page: a plain click, as the page's own script sees it.
 * user-event tracks the story's document and fails on a framed button whose window closes
 * while it still holds it (a test artefact: a real tap is over before the window closes).
 */
const pressInFrame = (button: HTMLElement) => button.click()

/** A signed-in shopper pays for their cart and lands on their orders. */
export const FromCartToOrders: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    let form = canvas

    await step('Go from the cart to the checkout', async () => {
      form = await proceedToCheckout(canvas)
    })

    await step('Fill in the delivery information and choose the card', async () => {
      await fillDeliveryAndChooseCard(form)
      await expect(form.getByRole('button', { name: 'Pay ₦28,500' })).toBeEnabled()
    })

    await step('Pay in the emulator’s window', async () => {
      const { page } = await openPaymentWindow(form)
      await expect(page.getByRole('heading', { name: 'Pay ₦28,500' })).toBeVisible()
      pressInFrame(page.getByRole('button', { name: 'Pay ₦28,500' }))
    })

    await step('Land on the orders with the cart emptied', async () => {
      await expect(await notifications(canvas).findByRole('status')).toHaveTextContent(
        'Order placed successfully!',
      )
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'My Orders' }),
      ).toBeVisible()
      await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument()
      const nav = within(canvas.getByRole('navigation', { name: 'Main' }))
      await waitFor(() =>
        expect(nav.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart, 0 items'),
      )
    })
  },
}

/** The shopper closes the window, thinks again, and pays: one order, the cart emptied once. */
export const CloseThenPay: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    const form = await proceedToCheckout(canvas)
    await fillDeliveryAndChooseCard(form)

    await step('Close the payment window without paying', async () => {
      const { page } = await openPaymentWindow(form)
      pressInFrame(page.getByRole('button', { name: 'Cancel' }))
      await expect(await notifications(canvas).findByRole('status')).toHaveTextContent(
        'Payment window closed',
      )
      await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument()
    })

    await step('Pay after all', async () => {
      const { page } = await openPaymentWindow(form)
      pressInFrame(page.getByRole('button', { name: 'Pay ₦28,500' }))
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'My Orders' }),
      ).toBeVisible()
    })
  },
}
