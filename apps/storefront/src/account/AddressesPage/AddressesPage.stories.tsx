import { ADDRESS_BOOK_LIMIT, api, type SavedAddress } from '@adire/contract'
import {
  addressHandlers,
  fixtureAddresses,
  handlers,
  heldRequests,
  MOCK_TOKEN,
  resetMockAddresses,
} from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { StoryApp } from '../../stories/StoryApp.tsx'

/**
 * My addresses of a signed-in shopper: Ada's address book on the mock server (reset before each
 * story), her home in Lekki (the default) and her office on Victoria Island.
 */
const meta = {
  title: 'Pages/Addresses',
  component: StoryApp,
  args: { path: '/account/addresses', storedToken: MOCK_TOKEN },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => resetMockAddresses(),
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** States reached by interaction start as another story's first screen: no reference image. */
const interactionOnly = { visual: false } as const
/** A state reached by interaction that has a look of its own: shot once the play is done. */
const shotAfterPlay = { visual: 'after-play' } as const

type Queries = ReturnType<typeof within>

const HOME = 'Ada Okafor, 12 Admiralty Way, Lekki'
const OFFICE = 'Ada Okafor, 3 Idowu Taylor Street, Victoria Island'

const notifications = (canvas: Queries) =>
  within(canvas.getByRole('region', { name: 'Notifications' }))

async function addressesPage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  const main = within(await canvas.findByRole('main'))
  await expect(await main.findByRole('heading', { level: 1, name: 'My Addresses' })).toBeVisible()
  return { canvas, main }
}

/** The book, once loaded, and one address's card by its summary (the list as it now stands). */
async function addressList(canvasElement: HTMLElement) {
  const page = await addressesPage(canvasElement)
  await expect(await page.main.findByRole('list', { name: 'Your addresses' })).toBeVisible()
  const list = () => within(page.main.getByRole('list', { name: 'Your addresses' }))
  const card = (summary: string) => within(list().getByRole('article', { name: summary }))
  const summaries = () =>
    list()
      .getAllByRole('article')
      .map((article) => article.getAttribute('aria-label'))
  return { ...page, card, summaries }
}

/** The form for a new address, opened from the list. */
async function newAddressForm(canvasElement: HTMLElement) {
  const page = await addressList(canvasElement)
  await userEvent.click(page.main.getByRole('button', { name: 'Add an address' }))
  const form = within(await page.main.findByRole('form', { name: 'New address' }))
  return {
    ...page,
    form,
    field: (name: string) => form.getByRole('textbox', { name }),
    state: () => form.getByRole('combobox', { name: 'State' }),
  }
}

type NewAddressForm = Awaited<ReturnType<typeof newAddressForm>>

/** A third address, in Abuja, typed as a shopper types it. */
async function fillAbuja({ field, state }: NewAddressForm) {
  await userEvent.type(field('Street'), '7 Aguiyi Ironsi Street')
  await userEvent.type(field('City'), 'Maitama')
  await userEvent.selectOptions(state(), 'Federal Capital Territory')
  await userEvent.type(field('Zip code'), '904101')
  await userEvent.type(field('Phone'), '0803 555 0101')
}

/** docs/product.md §3.4: the default first, marked, then the rest, each with its changes. */
export const List: Story = {
  tags: ['state:addresses-list'],
  play: async ({ canvasElement }) => {
    const { main, card, summaries } = await addressList(canvasElement)
    await waitFor(() => expect(document.title).toBe('My addresses | Adire'))
    await expect(summaries()).toEqual([HOME, OFFICE])
    const home = card(HOME)
    await expect(home.getByText('Default')).toBeVisible()
    await expect(home.getByText('Lekki, Lagos 106104')).toBeVisible()
    await expect(home.getByText('+2348031234567')).toBeVisible()
    await expect(home.queryByRole('button', { name: /^Make default/ })).toBeNull()
    const office = card(OFFICE)
    await expect(office.queryByText('Default')).toBeNull()
    await expect(office.getByRole('button', { name: `Make default ${OFFICE}` })).toBeVisible()
    await expect(office.getByRole('button', { name: `Edit ${OFFICE}` })).toBeVisible()
    await expect(office.getByRole('button', { name: `Delete ${OFFICE}` })).toBeVisible()
    await expect(main.getByText(`(2 of ${ADDRESS_BOOK_LIMIT})`)).toBeVisible()
    await expect(main.getByRole('link', { name: 'Back to my account' })).toHaveAttribute(
      'href',
      '/account',
    )
  },
}

export const Loading: Story = {
  tags: ['state:addresses-loading'],
  parameters: { msw: { handlers: { addresses: [addressHandlers.slow] } } },
  play: async ({ canvasElement }) => {
    const { main } = await addressesPage(canvasElement)
    await expect(await main.findByRole('status')).toHaveTextContent('Loading your addresses')
    await expect(main.queryByRole('list', { name: 'Your addresses' })).toBeNull()
  },
}

/** The book could not be read: the message, and Try again. */
export const LoadError: Story = {
  tags: ['state:addresses-error'],
  parameters: { msw: { handlers: { addresses: [addressHandlers.error] } } },
  play: async ({ canvasElement }) => {
    const { main } = await addressesPage(canvasElement)
    await expect(await main.findByRole('alert')).toHaveTextContent(
      'Your addresses could not be loaded: Something went wrong',
    )
    await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** The server answers again: Try again shows the book. */
let failing = true
export const LoadErrorRetried: Story = {
  parameters: {
    ...interactionOnly,
    msw: {
      handlers: {
        addresses: [
          http.get(`*${api.addresses.path}`, () =>
            failing
              ? HttpResponse.json(
                  { success: false, message: 'Something went wrong' },
                  { status: 500 },
                )
              : undefined,
          ),
          ...handlers.addresses,
        ],
      },
    },
  },
  beforeEach: () => {
    failing = true
  },
  play: async ({ canvasElement }) => {
    const { main } = await addressesPage(canvasElement)
    await expect(await main.findByRole('alert')).toBeVisible()
    failing = false
    await userEvent.click(main.getByRole('button', { name: 'Try again' }))
    await expect(await main.findByRole('list', { name: 'Your addresses' })).toBeVisible()
  },
}

/** No address yet: what the book is for, and Add an address. */
export const Empty: Story = {
  tags: ['state:addresses-empty'],
  beforeEach: () => resetMockAddresses([]),
  play: async ({ canvasElement }) => {
    const { main } = await addressesPage(canvasElement)
    await expect(await main.findByText('You have no saved address yet.')).toBeVisible()
    await expect(main.getByRole('button', { name: 'Add an address' })).toBeVisible()
    await expect(main.queryByRole('list', { name: 'Your addresses' })).toBeNull()
  },
}

/** The first address: the form starts from the account's name and e-mail. */
export const AddFirstAddress: Story = {
  parameters: interactionOnly,
  beforeEach: () => resetMockAddresses([]),
  play: async ({ canvasElement }) => {
    const { main } = await addressesPage(canvasElement)
    await userEvent.click(await main.findByRole('button', { name: 'Add an address' }))
    const form = within(await main.findByRole('form', { name: 'New address' }))
    await expect(form.getByRole('heading', { name: 'New address' })).toHaveFocus()
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada')
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com')
    // A first address is the default anyway.
    await expect(form.queryByRole('checkbox', { name: 'Make this my default address' })).toBeNull()
  },
}

/** docs/product.md §2.11: without a token, 'Please login' and the way to the login page. */
export const PleaseLogin: Story = {
  tags: ['state:addresses-please-login'],
  args: { storedToken: undefined },
  play: async ({ canvasElement }) => {
    const { main } = await addressesPage(canvasElement)
    await expect(await main.findByText('Please login')).toBeVisible()
    await expect(main.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?next=/account/addresses',
    )
  },
}

/** The place-order form's rules, before anything is sent: each field marked, the first focused. */
export const ValidationErrors: Story = {
  tags: ['state:addresses-validation'],
  parameters: shotAfterPlay,
  play: async ({ canvasElement }) => {
    const page = await newAddressForm(canvasElement)
    await userEvent.type(page.field('Street'), '7 Aguiyi Ironsi Street')
    await userEvent.type(page.field('Phone'), '12345')
    await userEvent.click(page.form.getByRole('button', { name: 'Save address' }))
    await waitFor(() => expect(page.field('City')).toHaveFocus())
    await expect(page.field('City')).toHaveAccessibleDescription('City is required')
    await expect(page.state()).toHaveAttribute('aria-invalid', 'true')
    await expect(page.field('Phone')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.field('Street')).not.toHaveAttribute('aria-invalid')
    // Editing a field takes its message away.
    await userEvent.type(page.field('City'), 'Maitama')
    await expect(page.field('City')).not.toHaveAttribute('aria-invalid')
  },
}

/** While the server saves: the button says so and waits. */
export const Saving: Story = {
  tags: ['state:addresses-saving'],
  parameters: {
    ...interactionOnly,
    msw: { handlers: { addresses: [addressHandlers.addSlow, ...handlers.addresses] } },
  },
  play: async ({ canvasElement }) => {
    const page = await newAddressForm(canvasElement)
    await fillAbuja(page)
    await userEvent.click(page.form.getByRole('button', { name: 'Save address' }))
    await expect(await page.form.findByRole('button', { name: 'Saving...' })).toBeDisabled()
    await expect(page.main.getByRole('form', { name: 'New address' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    // Ends only once the save has arrived: sent later, it would change the next story's data.
    await waitFor(() => expect(heldRequests()).toEqual(['POST /api/users/addresses']))
  },
}

/** Saved as the default: the toast, and the book as the server now has it. */
export const Saved: Story = {
  tags: ['state:addresses-saved'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const page = await newAddressForm(canvasElement)
    await fillAbuja(page)
    await userEvent.click(page.form.getByRole('checkbox', { name: 'Make this my default address' }))
    await userEvent.click(page.form.getByRole('button', { name: 'Save address' }))
    await expect(await notifications(page.canvas).findByRole('status')).toHaveTextContent(
      'Address saved',
    )
    const abuja = 'Ada Okafor, 7 Aguiyi Ironsi Street, Maitama'
    await waitFor(() => expect(page.summaries()).toEqual([abuja, OFFICE, HOME]))
    await expect(page.card(abuja).getByText('Default')).toBeVisible()
    // The phone as the contract keeps it.
    await expect(page.card(abuja).getByText('+2348035550101')).toBeVisible()
    await waitFor(() =>
      expect(page.main.getByRole('heading', { name: /^Saved addresses/ })).toHaveFocus(),
    )
  },
}

/** An address changed: the form starts from it, and the card shows the change. */
export const Edited: Story = {
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main, canvas, card } = await addressList(canvasElement)
    await userEvent.click(card(OFFICE).getByRole('button', { name: `Edit ${OFFICE}` }))
    const form = within(await main.findByRole('form', { name: 'Edit address' }))
    const street = form.getByRole('textbox', { name: 'Street' })
    await expect(street).toHaveValue('3 Idowu Taylor Street')
    await userEvent.clear(street)
    await userEvent.type(street, '5 Idowu Taylor Street')
    await userEvent.click(form.getByRole('button', { name: 'Save address' }))
    await expect(await notifications(canvas).findByRole('status')).toHaveTextContent(
      'Address saved',
    )
    await expect(
      await main.findByRole('article', {
        name: 'Ada Okafor, 5 Idowu Taylor Street, Victoria Island',
      }),
    ).toBeVisible()
  },
}

/** Ten addresses: no more can be added, and the page says why. */
const tenAddresses: SavedAddress[] = Array.from({ length: ADDRESS_BOOK_LIMIT }, (_, index) => {
  const [home] = fixtureAddresses as [SavedAddress]
  return {
    ...home,
    id: `00000000-0000-4000-d000-${String(index + 1).padStart(12, '0')}`,
    street: `${index + 1} Admiralty Way`,
    isDefault: index === 0,
  }
})

export const Full: Story = {
  tags: ['state:addresses-full'],
  beforeEach: () => resetMockAddresses(tenAddresses),
  play: async ({ canvasElement }) => {
    const { main, summaries } = await addressList(canvasElement)
    await expect(summaries()).toHaveLength(ADDRESS_BOOK_LIMIT)
    await expect(
      main.getByText('Your address book is full (10 addresses). Delete one to add another.'),
    ).toBeVisible()
    await expect(main.queryByRole('button', { name: 'Add an address' })).toBeNull()
  },
}

/** Deleting asks first, naming the address; the focus starts on the button that keeps it. */
export const DeleteConfirmation: Story = {
  tags: ['state:addresses-delete-confirm'],
  parameters: shotAfterPlay,
  play: async ({ canvasElement }) => {
    const { card } = await addressList(canvasElement)
    await userEvent.click(card(HOME).getByRole('button', { name: `Delete ${HOME}` }))
    const dialog = within(document.body).getByRole('alertdialog', { name: 'Delete this address?' })
    await expect(dialog).toHaveAccessibleDescription(
      `${HOME}. Your most recently saved other address becomes the default.`,
    )
    await expect(within(dialog).getByRole('button', { name: 'Go back' })).toHaveFocus()
  },
}

/** Confirmed: the address goes, and the default passes to the other. */
export const Deleted: Story = {
  tags: ['state:addresses-deleted'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { canvas, card, summaries } = await addressList(canvasElement)
    await userEvent.click(card(HOME).getByRole('button', { name: `Delete ${HOME}` }))
    const dialog = within(document.body).getByRole('alertdialog', { name: 'Delete this address?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete the address' }))
    await expect(await notifications(canvas).findByRole('status')).toHaveTextContent(
      'Address deleted',
    )
    await waitFor(() => expect(summaries()).toEqual([OFFICE]))
    await expect(card(OFFICE).getByText('Default')).toBeVisible()
  },
}

/** Another address made the default: it moves first, marked. */
export const DefaultChosen: Story = {
  tags: ['state:addresses-default-chosen'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { canvas, card, summaries } = await addressList(canvasElement)
    await userEvent.click(card(OFFICE).getByRole('button', { name: `Make default ${OFFICE}` }))
    await expect(await notifications(canvas).findByRole('status')).toHaveTextContent(
      'Default address updated',
    )
    await waitFor(() => expect(summaries()).toEqual([OFFICE, HOME]))
    await expect(card(OFFICE).getByText('Default')).toBeVisible()
  },
}
