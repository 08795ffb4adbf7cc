import { api, type CartData, formatNaira } from '@adire/contract'
import {
  addressHandlers,
  availabilityOf,
  DEMO_USER,
  deliveryFeeRaisedAtCheckout,
  fixtureProduct,
  handlers,
  MOCK_TOKEN,
  orderHandlers,
  photoCatalogueHandlers,
  productDetailsHandlers,
  RAISED_DELIVERY_FEE,
  resetMockAddresses,
  resetMockCart,
  stockGoneAtCheckout,
  storeHandlers,
} from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { http } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { CheckoutOverrides, type PaymentPopupLogic } from '../../providers/checkout.tsx'
import {
  brokenWindow,
  cancelledWindow,
  paidWindow,
  waitingWindow,
} from '../../stories/paymentWindows.ts'
import { StoryApp } from '../../stories/StoryApp.tsx'

const hoodie = fixtureProduct('indigo-adire-hoodie')
const shades = fixtureProduct('danfo-yellow-shades')

/** Two hoodies in M and the sunglasses: ₦72,000. */
const cart: CartData = { [hoodie._id]: { M: 2 }, [shades._id]: { 'One size': 1 } }

/** An address kept from the shopper's last order. */
const lastAddress = {
  firstName: 'Ada',
  lastName: 'Okafor',
  email: 'ada@example.com',
  street: '12 Admiralty Way',
  city: 'Lekki',
  state: 'Lagos',
  zipcode: '106104',
  country: 'Nigeria',
  phone: '+2348031234567',
}

/**
 * The place-order page of a signed-in shopper with a cart: the account's cart is the mock
 * server's (set in `beforeEach`), the local copy from the last visit is `storedCart`. Payment
 * windows are given per story with `parameters.paymentPopup`. The shopper has saved no address
 * (docs/product.md §3.4) unless a story gives her the fixtures' book.
 */
const meta = {
  title: 'Pages/PlaceOrder',
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

export default meta
type Story = StoryObj<typeof meta>

/** States reached by interaction start as the plain form: the visual test skips them. */
const interactionOnly = { visual: false } as const

type Queries = ReturnType<typeof within>

const notifications = (canvas: Queries) =>
  within(canvas.getByRole('region', { name: 'Notifications' }))

/** The form, once the session, the cart and its products are known. */
async function checkoutForm(canvasElement: HTMLElement) {
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

type CheckoutForm = Awaited<ReturnType<typeof checkoutForm>>

/** The name and e-mail come from the account once the server has said who is signed in. */
async function prefilled(canvasElement: HTMLElement) {
  const page = await checkoutForm(canvasElement)
  await waitFor(() => expect(page.field('First name')).toHaveValue('Ada'))
  return page
}

/** Fills in what the account does not know. */
async function fillAddress({ field, state }: CheckoutForm) {
  await userEvent.type(field('Street'), '12 Admiralty Way')
  await userEvent.type(field('City'), 'Lekki')
  await userEvent.selectOptions(state(), 'Lagos')
  await userEvent.type(field('Zip code'), '106104')
  await userEvent.type(field('Phone'), '0803 123 4567')
}

/** A complete form with the card chosen, then pay. */
async function pay(canvasElement: HTMLElement) {
  const page = await prefilled(canvasElement)
  await fillAddress(page)
  await userEvent.click(page.method('Card'))
  await expect(page.pay()).toBeEnabled()
  await userEvent.click(page.pay())
  return page
}

/** The payment window (the overlay, in the top layer outside the story's canvas). */
const paymentWindow = () =>
  within(document.body).findByRole('dialog', { name: 'Pay with Paystack' })

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

/** docs/product.md §2: the pay button is greyed out until every field is filled and a method is chosen. */
export const PayButtonGreyedOut: Story = {
  tags: ['state:place-order-pay-disabled'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const page = await prefilled(canvasElement)
    await userEvent.click(page.method('Card'))
    await expect(page.pay()).toBeDisabled()
    await expect(page.pay()).toHaveAccessibleDescription('Fill in every delivery field to pay.')
    await expect(page.form.queryByRole('button', { name: 'PLACE ORDER' })).not.toBeInTheDocument()

    await fillAddress(page)
    await expect(page.pay()).toBeEnabled()
    await expect(page.pay()).toHaveTextContent('Pay ₦72,000')

    // Spaces are not an answer.
    await userEvent.clear(page.field('City'))
    await userEvent.type(page.field('City'), '   ')
    await expect(page.pay()).toBeDisabled()
  },
}

/** The delivery fee the store sets is added to the total the shopper pays. */
export const WithDeliveryFee: Story = {
  parameters: { ...interactionOnly, msw: { handlers: { store: [storeHandlers.deliveryFee] } } },
  play: async ({ canvasElement }) => {
    const page = await prefilled(canvasElement)
    const { main } = page
    const summary = within(main.getByRole('region', { name: 'Your order' }))
    await waitFor(() =>
      expect(summary.getByText('Delivery fee').nextElementSibling).toHaveTextContent('₦2,500'),
    )
    await expect(summary.getByText('Total').nextElementSibling).toHaveTextContent('₦74,500')
    // A store with its Paystack keys takes real payments.
    await expect(page.method('Card')).toHaveAccessibleName(
      'Card or bank transfer Pay securely with Paystack',
    )
  },
}

/** The sunglasses alone: ₦15,000, short of the zones' free delivery from ₦50,000. */
const shadesCart: CartData = { [shades._id]: { 'One size': 1 } }

/**
 * The store prices delivery by state (docs/product.md §9): the fee and how long delivery takes
 * follow the state the shopper picks, at once, and the order is placed at that total.
 */
export const DeliveryFollowsState: Story = {
  tags: ['state:checkout-delivery-by-state'],
  args: { storedCart: shadesCart },
  beforeEach: () => resetMockCart(shadesCart),
  parameters: {
    paymentPopup: paidWindow,
    msw: { handlers: { store: [storeHandlers.deliveryZones] } },
  },
  play: async ({ canvasElement }) => {
    const page = await prefilled(canvasElement)
    const summary = within(page.main.getByRole('region', { name: 'Your order' }))
    const fee = () => summary.getByText('Delivery fee').nextElementSibling
    await waitFor(() => expect(fee()).toHaveTextContent('Choose your state'))
    await expect(summary.getByText('Add ₦35,000 more for free delivery')).toBeVisible()

    await fillAddress(page)
    await expect(fee()).toHaveTextContent('₦2,000')
    await expect(summary.getByText('Lagos: 1–2 working days')).toBeVisible()
    await userEvent.selectOptions(page.state(), 'Kano')
    await expect(fee()).toHaveTextContent('₦5,000')
    await expect(summary.getByText('North: 3–5 working days')).toBeVisible()
    await expect(summary.getByText('Total').nextElementSibling).toHaveTextContent('₦20,000')
    await userEvent.click(page.method('Card'))
    await expect(page.pay()).toHaveTextContent('Pay ₦20,000')
  },
}

/** Paid at the Kano total: the mock server prices the state as the shopper's screen did. */
export const DeliveryByStatePaid: Story = {
  args: DeliveryFollowsState.args,
  beforeEach: DeliveryFollowsState.beforeEach,
  parameters: { ...DeliveryFollowsState.parameters, ...interactionOnly },
  play: async (context) => {
    await DeliveryFollowsState.play?.(context)
    const page = await checkoutForm(context.canvasElement)
    await userEvent.click(page.pay())
    await expect(await notifications(page.canvas).findByRole('status')).toHaveTextContent(
      'Order placed successfully!',
    )
  },
}

/** The address of the last order fills the form again; the shopper can clear it. */
/**
 * An empty postcode field helps once the state is chosen: the state's main post office code,
 * filled in by a tap; for a state whose code the published lists disagree on, how to find one
 * (issue 41).
 */
export const PostcodeHint: Story = {
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const page = await prefilled(canvasElement)
    const zip = page.field('Zip code')
    await expect(zip).toHaveAccessibleDescription(
      'Six digits. Choose your state to see its main post office’s code.',
    )
    await userEvent.selectOptions(page.state(), 'Lagos')
    await expect(zip).toHaveAccessibleDescription(
      'Not sure? Ikeja’s main post office uses 100001. Use 100001',
    )
    await userEvent.click(page.form.getByRole('button', { name: 'Use 100001' }))
    await expect(zip).toHaveValue('100001')
    // A postcode in the field is the shopper's own: the hint steps aside.
    await expect(zip).not.toHaveAccessibleDescription()

    await userEvent.clear(zip)
    await userEvent.selectOptions(page.state(), 'Kano')
    await expect(zip).toHaveAccessibleDescription(
      'Six digits. Your nearest post office can tell you yours.',
    )
  },
}

export const LastAddress: Story = {
  beforeEach: () => {
    localStorage.setItem(
      'lastAddress',
      JSON.stringify({ account: DEMO_USER.email, address: lastAddress }),
    )
  },
  play: async ({ canvasElement }) => {
    const page = await checkoutForm(canvasElement)
    // Offered once the server has said which account is signed in.
    await waitFor(() => expect(page.field('Street')).toHaveValue('12 Admiralty Way'))
    await expect(page.state()).toHaveValue('Lagos')
    await expect(page.field('Phone')).toHaveValue('+2348031234567')
    await expect(page.form.getByText('Filled in from your last order.')).toBeVisible()

    await userEvent.click(page.method('Card'))
    await expect(page.pay()).toBeEnabled()

    await userEvent.click(page.form.getByRole('button', { name: 'Clear the form' }))
    await expect(page.field('Street')).toHaveValue('')
    await expect(page.field('First name')).toHaveValue('Ada')
    await expect(page.pay()).toBeDisabled()
    await expect(localStorage.getItem('lastAddress')).toBeNull()
  },
}

/** An address kept for another account on this device is not offered to this one. */
export const AnotherAccountsAddress: Story = {
  parameters: interactionOnly,
  beforeEach: () => {
    localStorage.setItem(
      'lastAddress',
      JSON.stringify({ account: 'someone.else@example.com', address: lastAddress }),
    )
  },
  play: async ({ canvasElement }) => {
    const page = await prefilled(canvasElement)
    await expect(page.field('Street')).toHaveValue('')
    await expect(page.form.queryByText('Filled in from your last order.')).toBeNull()
  },
}

/** Outside Nigeria the state is typed; back in Nigeria it is chosen from the list again. */
export const AnotherCountry: Story = {
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const page = await prefilled(canvasElement)
    await userEvent.clear(page.field('Country'))
    await userEvent.type(page.field('Country'), 'Ghana')
    await userEvent.type(page.field('State'), 'Greater Accra')
    await expect(page.form.queryByRole('combobox', { name: 'State' })).not.toBeInTheDocument()

    await userEvent.clear(page.field('Country'))
    await userEvent.type(page.field('Country'), 'nigeria')
    await expect(page.state()).toHaveValue('')
  },
}

export const MissingFields: Story = {
  tags: ['state:place-order-missing-fields'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { canvas, field, state, placeOrder } = await prefilled(canvasElement)
    await userEvent.clear(field('First name'))
    await userEvent.type(field('First name'), '  ')
    await userEvent.click(placeOrder())
    await expect(await notifications(canvas).findByRole('alert')).toHaveTextContent(
      'Please fill in all delivery information fields.',
    )
    // Each blank field says so, and the first has the focus.
    await expect(field('First name')).toHaveAttribute('aria-invalid', 'true')
    await expect(field('First name')).toHaveAccessibleDescription('First name is required')
    await expect(field('Street')).toHaveAccessibleDescription('Street is required')
    await expect(state()).toHaveAccessibleDescription('State is required')
    await expect(field('Last name')).not.toHaveAttribute('aria-invalid')
    await expect(field('First name')).toHaveFocus()

    // Typing in a field clears its message.
    await userEvent.type(field('First name'), 'Ada')
    await expect(field('First name')).not.toHaveAttribute('aria-invalid')
  },
}

export const NoPaymentMethod: Story = {
  tags: ['state:place-order-no-method'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const page = await prefilled(canvasElement)
    await fillAddress(page)
    await userEvent.click(page.placeOrder())
    await expect(await notifications(page.canvas).findByRole('alert')).toHaveTextContent(
      'Please select a payment method before placing your order.',
    )
    await expect(page.method('Card')).toHaveFocus()
  },
}

/** The contract's own rules for an address: the messages beside the fields, no order. */
export const InvalidFields: Story = {
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const page = await prefilled(canvasElement)
    await fillAddress(page)
    await userEvent.clear(page.field('Email'))
    await userEvent.type(page.field('Email'), 'ada@')
    await userEvent.clear(page.field('Phone'))
    await userEvent.type(page.field('Phone'), '12345')
    await userEvent.click(page.method('Card'))
    await userEvent.click(page.pay())
    await expect(page.field('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    )
    await expect(page.field('Phone')).toHaveAccessibleDescription(
      'For the rider, e.g. 0803 123 4567 Please enter a phone number such as 0803 123 4567 or +234 803 123 4567',
    )
    await expect(page.field('Email')).toHaveFocus()
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument()
  },
}

/**
 * The picker offers only the card provider (docs/product.md §2.9), but the checkout machine
 * still meets the specification's other methods when a page from an older release submits
 * one: the option's value is changed once it is chosen, and the form submitted.
 */
async function submitMethod(page: CheckoutForm, value: string) {
  await userEvent.click(page.method('Card'))
  page.method('Card').setAttribute('value', value)
  await userEvent.click(page.pay())
}

export const PayPal: Story = {
  tags: ['state:place-order-paypal'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const page = await prefilled(canvasElement)
    await fillAddress(page)
    await submitMethod(page, 'paypal')
    await expect(await notifications(page.canvas).findByRole('status')).toHaveTextContent(
      'PayPal payment is coming soon!',
    )
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument()
  },
}

export const CashOnDelivery: Story = {
  tags: ['state:place-order-cash'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const page = await prefilled(canvasElement)
    await fillAddress(page)
    await submitMethod(page, 'cash')
    await expect(await notifications(page.canvas).findByRole('status')).toHaveTextContent(
      'Cash payment selected. Please prepare payment on delivery.',
    )
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument()
  },
}

/** A method the checkout does not know, from an older page: refused, no order. */
export const UnsupportedMethod: Story = {
  tags: ['state:place-order-unsupported'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const page = await prefilled(canvasElement)
    await fillAddress(page)
    await submitMethod(page, 'bank-transfer')
    await expect(await notifications(page.canvas).findByRole('alert')).toHaveTextContent(
      'Unsupported payment method selected.',
    )
  },
}

/** The payment window is open: it says no money moves, and the pay button says it is busy. */
export const Paying: Story = {
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const page = await pay(canvasElement)
    const dialog = await paymentWindow()
    await expect(dialog).toHaveAccessibleDescription('Test payment: no money moves.')
    await expect(page.pay()).toHaveTextContent('Processing...')
    await expect(page.pay()).toHaveAttribute('aria-busy', 'true')
  },
}

/** docs/product.md §4: paid, confirmed by the server, cart emptied, on to the orders. */
export const Paid: Story = {
  tags: ['state:checkout-success'],
  parameters: { ...interactionOnly, paymentPopup: paidWindow },
  play: async ({ canvasElement }) => {
    const { canvas } = await pay(canvasElement)
    await expect(await notifications(canvas).findByRole('status')).toHaveTextContent(
      'Order placed successfully!',
    )
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible()
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument()
    // The cart is empty, and the address is kept for the next order.
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart, 0 items'),
    )
    await expect(JSON.parse(localStorage.getItem('lastAddress') ?? '{}')).toMatchObject({
      account: DEMO_USER.email,
      address: { street: '12 Admiralty Way', phone: '+2348031234567' },
    })
  },
}

/**
 * Paid by bank transfer in Paystack's window, the money not landed yet: the order is placed and
 * waits for it, the cart is emptied, and My Orders follows it.
 */
export const PaidByTransfer: Story = {
  tags: ['state:checkout-awaiting-transfer'],
  parameters: {
    ...interactionOnly,
    paymentPopup: paidWindow,
    msw: {
      handlers: {
        order: [orderHandlers.verifyAwaitingTransfer, orderHandlers.place, orderHandlers.list],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const { canvas } = await pay(canvasElement)
    await expect(await notifications(canvas).findByRole('status')).toHaveTextContent(
      'We’re waiting for your transfer. Your order is placed as soon as it lands, and we’ll e-mail you then.',
    )
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible()
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart, 0 items'),
    )
  },
}

/** The server confirming the payment with Paystack. */
/** Whether the story's checkout has asked the server to verify its payment (see Confirming). */
let verifyRequested = false

export const Confirming: Story = {
  parameters: {
    ...interactionOnly,
    paymentPopup: paidWindow,
    msw: {
      handlers: {
        order: [
          orderHandlers.place,
          // Notes the verify call and answers nothing, so the slow verify below takes it.
          http.post(`*${api.verifyPayment.path}`, () => {
            verifyRequested = true
          }),
          orderHandlers.verifySlow,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    verifyRequested = false
    const page = await pay(canvasElement)
    // Confirming: the window has reported the payment and closed, and the verify is in flight
    // (waiting only for the window to be gone could pass before it had even opened).
    await waitFor(() => expect(verifyRequested).toBe(true))
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument()
    await expect(page.pay()).toHaveTextContent('Processing...')
    // A second press pays nothing more.
    await userEvent.click(page.pay())
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument()
  },
}

/** docs/product.md §4: the shopper closed the window without paying; the form is as it was. */
export const WindowClosed: Story = {
  tags: ['state:checkout-closed'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const page = await pay(canvasElement)
    const dialog = await paymentWindow()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close payment window' }))
    await expect(await notifications(page.canvas).findByRole('status')).toHaveTextContent(
      'Payment window closed',
    )
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument()
    await expect(page.pay()).toBeEnabled()
    await expect(page.pay()).toHaveFocus()
    await expect(page.field('Street')).toHaveValue('12 Admiralty Way')
  },
}

/** Cancel pressed on the emulator's own page: the same. */
export const CancelledOnThePaymentPage: Story = {
  parameters: { ...interactionOnly, paymentPopup: cancelledWindow },
  play: async ({ canvasElement }) => {
    const { canvas } = await pay(canvasElement)
    await expect(await notifications(canvas).findByRole('status')).toHaveTextContent(
      'Payment window closed',
    )
  },
}

/** docs/product.md §8: the popup said paid, the server found no payment. The cart stays. */
export const FailedAfterPayment: Story = {
  tags: ['state:checkout-order-failed'],
  parameters: {
    ...interactionOnly,
    paymentPopup: paidWindow,
    msw: { handlers: { order: [orderHandlers.place, orderHandlers.verifyFailed] } },
  },
  play: async ({ canvasElement }) => {
    const { canvas, main, pay: payButton } = await pay(canvasElement)
    await expect(await notifications(canvas).findByRole('alert')).toHaveTextContent(
      'Order placement failed after payment.',
    )
    await expect(main.getByRole('alert')).toHaveTextContent('Order placement failed after payment.')
    await expect(payButton()).toBeEnabled()
    await expect(main.getByText(hoodie.name)).toBeVisible()
  },
}

/** docs/product.md §8: placing the order threw (the server answered 500). */
export const Exception: Story = {
  tags: ['state:checkout-exception'],
  parameters: { ...interactionOnly, msw: { handlers: { order: [orderHandlers.error] } } },
  play: async ({ canvasElement }) => {
    const { canvas, main } = await pay(canvasElement)
    await expect(await notifications(canvas).findByRole('alert')).toHaveTextContent(
      'Something went wrong while placing your order.',
    )
    await expect(main.getByRole('alert')).toHaveTextContent(
      'Something went wrong while placing your order.',
    )
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument()
    await expect(main.queryByRole('button', { name: 'Check my payment again' })).toBeNull()
  },
}

/** The payment window could not be shown. */
export const PaymentWindowFailed: Story = {
  parameters: { ...interactionOnly, paymentPopup: brokenWindow },
  play: async ({ canvasElement }) => {
    const { canvas } = await pay(canvasElement)
    await expect(await notifications(canvas).findByRole('alert')).toHaveTextContent(
      'Something went wrong while placing your order.',
    )
  },
}

/**
 * Paid, then the confirmation got no answer: the shopper checks the same payment again rather
 * than paying twice.
 */
export const ConfirmationLost: Story = {
  parameters: {
    ...interactionOnly,
    paymentPopup: paidWindow,
    msw: { handlers: { order: [orderHandlers.place, orderHandlers.verifyError] } },
  },
  play: async ({ canvasElement }) => {
    const { canvas, main } = await pay(canvasElement)
    await expect(await notifications(canvas).findByRole('alert')).toHaveTextContent(
      'Something went wrong while placing your order.',
    )
    const again = await main.findByRole('button', { name: 'Check my payment again' })
    await expect(main.getByRole('alert')).toHaveTextContent('If you paid, no new payment is needed')
    await userEvent.click(again)
    // Asked again (and still no answer): the same offer, no new payment window.
    await expect(await main.findByRole('button', { name: 'Check my payment again' })).toBeVisible()
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument()
  },
}

/** The prices changed since the cart was opened: the server says so (409) and charges nothing. */
export const PricesChanged: Story = {
  parameters: { ...interactionOnly, msw: { handlers: { order: [orderHandlers.amountChanged] } } },
  play: async ({ canvasElement }) => {
    const { canvas, main, pay: payButton } = await pay(canvasElement)
    const message =
      'The prices in your cart have changed since you opened it. Please review your cart and try again.'
    await expect(await notifications(canvas).findByRole('alert')).toHaveTextContent(message)
    await expect(main.getByRole('alert')).toHaveTextContent(message)
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument()
    await expect(payButton()).toBeEnabled()
  },
}

/** The shopper added the hoodie at ₦26,000 (docs/product.md §4.1: kept in this browser). */
const hoodieAddedCheaper = () => {
  localStorage.setItem('cartPrices', JSON.stringify({ [hoodie._id]: 26000 }))
}

/**
 * The store raised the hoodie's price since the shopper added it: before paying, the order
 * summary shows the new price, says what it was, and one notice above the totals.
 */
export const PriceChangedSinceAdded: Story = {
  tags: ['state:place-order-price-changed'],
  beforeEach: hoodieAddedCheaper,
  play: async ({ canvasElement }) => {
    const { main } = await prefilled(canvasElement)
    const summary = within(main.getByRole('region', { name: 'Your order' }))
    const [hoodieLine, shadesLine] = within(
      summary.getByRole('list', { name: 'Items in your order' }),
    ).getAllByRole('listitem')
    await expect(hoodieLine).toHaveTextContent('Size M · ₦28,500 x 2')
    await expect(within(hoodieLine as HTMLElement).getByRole('status')).toHaveTextContent(
      'Price changed from ₦26,000 to ₦28,500',
    )
    await expect(within(shadesLine as HTMLElement).queryByRole('status')).toBeNull()
    await expect(
      summary.getByText('The price of an item in your cart has changed since you added it.'),
    ).toHaveAttribute('role', 'status')
    await expect(summary.getByText('Total').nextElementSibling).toHaveTextContent('₦72,000')
  },
}

/**
 * Paying, with the new prices on the summary and the button, is the shopper taking them: the
 * notice goes, and stays gone if they come back (here the payment window is still open).
 */
export const PriceChangeAcceptedOnPaying: Story = {
  beforeEach: hoodieAddedCheaper,
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const page = await prefilled(canvasElement)
    await expect(page.main.getByText(/has changed since you added it/)).toBeVisible()
    await pay(canvasElement)
    await waitFor(() =>
      expect(page.main.queryByText(/has changed since you added it/)).not.toBeInTheDocument(),
    )
    await expect(page.main.queryByText(/Price changed/)).not.toBeInTheDocument()
    await expect(JSON.parse(localStorage.getItem('cartPrices') ?? '{}')).toEqual({
      [hoodie._id]: hoodie.price,
      [shades._id]: shades.price,
    })
  },
}

/**
 * docs/product.md §11.6: since the shopper filled the cart, only 1 hoodie in M is left and the
 * sunglasses sold out. The hoodie's line is lowered to 1 (on the server's cart too) and says so;
 * the sunglasses' line says it is sold out, and PLACE ORDER waits, saying why, with the way
 * back to the cart to remove it.
 */
export const StockLineOverStock: Story = {
  tags: ['state:stock-checkout-line-over-stock'],
  parameters: {
    msw: {
      handlers: {
        productAvailability: [
          availabilityOf({ [hoodie._id]: { M: 1 }, [shades._id]: { 'One size': 0 } }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const { main, placeOrder } = await prefilled(canvasElement)
    const summary = within(main.getByRole('region', { name: 'Your order' }))
    const [hoodieLine, shadesLine] = within(
      summary.getByRole('list', { name: 'Items in your order' }),
    ).getAllByRole('listitem')
    await expect(
      await within(shadesLine as HTMLElement).findByText('Sold out: remove it to continue'),
    ).toHaveAttribute('role', 'status')
    await waitFor(() => expect(hoodieLine).toHaveTextContent('Size M · ₦28,500 x 1'))
    await expect(
      within(hoodieLine as HTMLElement).getByText('Only 1 left: we have updated your cart'),
    ).toHaveAttribute('role', 'status')
    await expect(summary.getByText('Total').nextElementSibling).toHaveTextContent('₦43,500')

    await expect(placeOrder()).toBeDisabled()
    await expect(placeOrder()).toHaveAccessibleDescription(
      'An item in your cart is sold out: remove it to continue. Go to your cart',
    )
    await expect(main.getByRole('link', { name: 'Go to your cart' })).toHaveAttribute(
      'href',
      '/cart',
    )
  },
}

/**
 * docs/product.md §11.6: the last hoodie in M went to another shopper while this one filled in
 * the form. The server refuses the order (409) with its words, as it refuses any order, and the
 * page asks for the stock again: the line now says it is sold out, and paying waits.
 */
export const StockGoneWhilePaying: Story = {
  parameters: {
    ...interactionOnly,
    msw: { handlers: stockGoneAtCheckout(hoodie._id, 'M') },
  },
  play: async ({ canvasElement }) => {
    const { main, pay: payButton } = await pay(canvasElement)
    await expect(await main.findByRole('alert')).toHaveTextContent(
      `${hoodie.name} in size M is sold out`,
    )
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument()
    const summary = within(main.getByRole('region', { name: 'Your order' }))
    await expect(await summary.findByText('Sold out: remove it to continue')).toBeVisible()
    await expect(payButton()).toBeDisabled()
    await expect(main.getByRole('link', { name: 'Go to your cart' })).toBeVisible()
  },
}

const feeRaised = deliveryFeeRaisedAtCheckout()

/**
 * The store team raised the delivery fee (docs/product.md §11.7) while the shopper filled in the
 * checkout: the server refuses the old total (409) and charges nothing, and the summary shows
 * the new fee before the shopper pays again.
 */
export const DeliveryFeeRaisedWhilePaying: Story = {
  parameters: {
    ...interactionOnly,
    msw: {
      handlers: { store: feeRaised.store, order: [...feeRaised.order, orderHandlers.place] },
    },
  },
  play: async ({ canvasElement }) => {
    const { main, pay: payButton } = await pay(canvasElement)
    await expect(await main.findByRole('alert')).toHaveTextContent(
      'The prices in your cart have changed since you opened it.',
    )
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument()
    const summary = within(main.getByRole('region', { name: 'Your order' }))
    const fee = formatNaira(RAISED_DELIVERY_FEE)
    await waitFor(() =>
      expect(summary.getByText('Delivery fee').nextElementSibling).toHaveTextContent(fee),
    )
    await expect(payButton()).toBeEnabled()
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

/** The shopper's address book as the mock server has it now. */
async function savedStreets() {
  const response = await fetch(api.addresses.path, { headers: { token: MOCK_TOKEN } })
  const { addresses } = (await response.json()) as { addresses: { street: string }[] }
  return addresses.map((address) => address.street)
}

/** Ada's address book: home in Lekki (the default) and the office on Victoria Island. */
const withBook = () => resetMockAddresses()
/** The book's own handlers, for the stories about it (the others read an empty one). */
const bookHandlers = { msw: { handlers: { addresses: handlers.addresses } } }

/** The picker, once the book is read, and the form's parts for a new address. */
async function addressPicker(canvasElement: HTMLElement) {
  const page = await checkoutForm(canvasElement)
  const picker = within(await page.form.findByRole('group', { name: 'Deliver to' }))
  return {
    ...page,
    picker,
    saved: (street: string) => picker.getByRole('radio', { name: new RegExp(street) }),
    newAddress: () => picker.getByRole('radio', { name: 'Use a new address' }),
    save: () => page.form.getByRole('checkbox', { name: 'Save this address' }),
  }
}

/**
 * docs/product.md §2.9, §3.4: a shopper with saved addresses picks one; the default is chosen on
 * arrival, and with it the fee for its state. No form to fill: the card is enough to pay.
 */
export const SavedAddresses: Story = {
  tags: ['state:place-order-saved-addresses'],
  beforeEach: withBook,
  parameters: bookHandlers,
  play: async ({ canvasElement }) => {
    const { main, form, picker, saved, newAddress, method, pay } =
      await addressPicker(canvasElement)
    await expect(picker.getAllByRole('radio')).toHaveLength(3)
    await expect(saved('12 Admiralty Way')).toBeChecked()
    await expect(saved('12 Admiralty Way')).toHaveAccessibleName(/^Default Ada Okafor/)
    await expect(saved('3 Idowu Taylor Street')).not.toBeChecked()
    await expect(newAddress()).not.toBeChecked()
    await expect(form.queryByRole('textbox', { name: 'Street' })).toBeNull()
    await expect(form.queryByRole('checkbox', { name: 'Save this address' })).toBeNull()
    const summary = within(main.getByRole('region', { name: 'Your order' }))
    await expect(summary.getByText('Delivery fee').nextElementSibling).not.toHaveTextContent(
      'Choose your state',
    )
    await userEvent.click(method('Card'))
    await expect(pay()).toBeEnabled()
  },
}

/** Paid to the office, picked instead of the default: nothing new joins the book. */
export const SavedAddressPaid: Story = {
  beforeEach: withBook,
  parameters: { ...interactionOnly, ...bookHandlers, paymentPopup: paidWindow },
  play: async ({ canvasElement }) => {
    const { canvas, saved, method, pay } = await addressPicker(canvasElement)
    await userEvent.click(saved('3 Idowu Taylor Street'))
    await userEvent.click(method('Card'))
    await userEvent.click(pay())
    await expect(await notifications(canvas).findByRole('status')).toHaveTextContent(
      'Order placed successfully!',
    )
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible()
    await expect(JSON.parse(localStorage.getItem('lastAddress') ?? '{}')).toMatchObject({
      address: { street: '3 Idowu Taylor Street', city: 'Victoria Island' },
    })
    await expect(await savedStreets()).toEqual(['12 Admiralty Way', '3 Idowu Taylor Street'])
  },
}

/**
 * Use a new address: today's form, started from the account's name and e-mail (not a saved
 * address), with Save this address ticked.
 */
export const NewAddress: Story = {
  tags: ['state:place-order-new-address'],
  beforeEach: withBook,
  parameters: { ...bookHandlers, visual: 'after-play' },
  play: async ({ canvasElement }) => {
    const { newAddress, field, save } = await addressPicker(canvasElement)
    await userEvent.click(newAddress())
    await expect(field('First name')).toHaveValue('Ada')
    await expect(field('Email')).toHaveValue('ada@example.com')
    await expect(field('Street')).toHaveValue('')
    await expect(save()).toBeChecked()
  },
}

/** docs/product.md §3.4: paid with a new address and Save ticked, it joins the book. */
export const NewAddressSaved: Story = {
  tags: ['state:place-order-address-saved'],
  beforeEach: withBook,
  parameters: { ...interactionOnly, ...bookHandlers, paymentPopup: paidWindow },
  play: async ({ canvasElement }) => {
    const page = await addressPicker(canvasElement)
    await userEvent.click(page.newAddress())
    await userEvent.type(page.field('Street'), '7 Aguiyi Ironsi Street')
    await userEvent.type(page.field('City'), 'Maitama')
    await userEvent.selectOptions(page.state(), 'Federal Capital Territory')
    await userEvent.type(page.field('Zip code'), '904101')
    await userEvent.type(page.field('Phone'), '0803 555 0101')
    await userEvent.click(page.method('Card'))
    await userEvent.click(page.pay())
    await expect(await notifications(page.canvas).findByRole('status')).toHaveTextContent(
      'Order placed successfully!',
    )
    await waitFor(async () =>
      expect(await savedStreets()).toEqual([
        '12 Admiralty Way',
        '7 Aguiyi Ironsi Street',
        '3 Idowu Taylor Street',
      ]),
    )
  },
}

/** Save this address unticked: the order goes to the new address, the book stays as it was. */
export const NewAddressNotSaved: Story = {
  beforeEach: withBook,
  parameters: { ...interactionOnly, ...bookHandlers, paymentPopup: paidWindow },
  play: async ({ canvasElement }) => {
    const page = await addressPicker(canvasElement)
    await userEvent.click(page.newAddress())
    await fillAddress(page)
    await userEvent.clear(page.field('Street'))
    await userEvent.type(page.field('Street'), '4 Bode Thomas Street')
    await userEvent.click(page.save())
    await userEvent.click(page.method('Card'))
    await userEvent.click(page.pay())
    await expect(await notifications(page.canvas).findByRole('status')).toHaveTextContent(
      'Order placed successfully!',
    )
    await expect(await page.canvas.findByRole('heading', { name: 'My Orders' })).toBeVisible()
    await expect(await savedStreets()).toEqual(['12 Admiralty Way', '3 Idowu Taylor Street'])
  },
}

/** The book cannot be read: the form as for any shopper, and paying goes on. */
export const AddressBookUnavailable: Story = {
  beforeEach: withBook,
  parameters: { ...interactionOnly, msw: { handlers: { addresses: [addressHandlers.error] } } },
  play: async ({ canvasElement }) => {
    const { form, field } = await prefilled(canvasElement)
    await expect(form.queryByRole('group', { name: 'Deliver to' })).toBeNull()
    await expect(field('Street')).toBeVisible()
    await expect(form.queryByRole('checkbox', { name: 'Save this address' })).toBeNull()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: MissingFields.play,
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: PricesChanged.play,
  parameters: { msw: { handlers: { order: [orderHandlers.amountChanged] } } },
}
