import type { CartData } from '@adire/contract'
import { DEMO_USER, resetMockCart, storeHandlers } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { paidWindow } from '../../stories/paymentWindows.ts'
import type { StoryApp } from '../../stories/StoryApp.tsx'
import {
  checkoutForm,
  fillAddress,
  interactionOnly,
  notifications,
  placeOrderMeta,
  prefilled,
  shades,
} from './PlaceOrderPage.fixtures.tsx'

// The delivery form: filling it in, the fee by state, the last order's address, its refusals.
const meta = {
  ...placeOrderMeta,
  title: 'Pages/PlaceOrder/Delivery',
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

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

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: MissingFields.play,
}
