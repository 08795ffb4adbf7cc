import { api } from '@adire/contract'
import { addressHandlers, handlers, MOCK_TOKEN, resetMockAddresses } from '@adire/mocks'
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
} from './PlaceOrderPage.fixtures.tsx'

// A shopper with saved addresses (docs/product.md §3.4): one picked, or a new one.
const meta = {
  ...placeOrderMeta,
  title: 'Pages/PlaceOrder/Address book',
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

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
