import {
  adminSettingsHandlers,
  fixtureDeliveryZones,
  fixtureStoreSettings,
  MOCK_ADMIN_TOKEN,
  MOCK_TOKEN,
  resetMockSettings,
} from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { StoryApp } from '../../../stories/StoryApp.tsx'

/**
 * The store's settings (docs/product.md §11.7) on the mock server: an e-mail address, a ₦2,500
 * delivery fee, card and bank transfer, the first start's record (reset before each story).
 * The team member is signed in with `MOCK_ADMIN_TOKEN`; a shopper's token is refused.
 */
const meta = {
  title: 'Pages/Admin settings',
  component: StoryApp,
  args: { path: '/admin/settings', storedToken: MOCK_ADMIN_TOKEN },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => resetMockSettings(),
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** States reached by interaction start as another story's first screen: no reference image. */
const interactionOnly = { visual: false } as const

/** The settings, once loaded. */
async function settingsPage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  const main = within(await canvas.findByRole('main'))
  await expect(await main.findByRole('heading', { level: 1, name: 'Store settings' })).toBeVisible()
  const fee = await main.findByRole('textbox', { name: 'Delivery fee (₦)' })
  const save = () => main.getByRole('button', { name: /Save settings|Saving settings…/ })
  const changes = () =>
    within(main.getByRole('list', { name: 'Setting changes' })).getAllByRole('listitem')
  return { canvas, main, fee, save, changes }
}

/**
 * Every setting with its label and what it does, the ways to pay ticked as the store has them,
 * and the latest changes: who made each and when.
 */
export const Settings: Story = {
  tags: ['state:admin-settings-view'],
  play: async ({ canvasElement }) => {
    const { main, fee, changes } = await settingsPage(canvasElement)
    await waitFor(() => expect(document.title).toBe('Settings (store team) | Adire'))
    const sections = within(within(canvasElement).getByRole('navigation', { name: 'Store team' }))
    await expect(sections.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(main.getByRole('textbox', { name: 'Store e-mail address' })).toHaveValue(
      fixtureStoreSettings.storeEmail,
    )
    await expect(fee).toHaveValue('2500')
    await expect(main.getByRole('checkbox', { name: 'Card' })).toBeChecked()
    await expect(main.getByRole('checkbox', { name: 'USSD' })).not.toBeChecked()
    await expect(main.getByRole('textbox', { name: 'Payment hold (minutes)' })).toHaveValue('30')
    await expect(changes()[0]).toHaveTextContent(
      `Store e-mail address: ${fixtureStoreSettings.storeEmail}`,
    )
    await expect(changes()[1]).toHaveTextContent('set on the first start')
  },
}

export const Loading: Story = {
  tags: ['state:admin-settings-loading'],
  parameters: { msw: { handlers: { adminSettings: [adminSettingsHandlers.slow] } } },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'))
    await waitFor(() => expect(main.getByRole('status')).toHaveTextContent('Loading the settings'))
  },
}

export const ErrorState: Story = {
  tags: ['state:admin-settings-error'],
  name: 'Error',
  parameters: { msw: { handlers: { adminSettings: [adminSettingsHandlers.error] } } },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'))
    await expect(await main.findByRole('alert')).toHaveTextContent(
      'The settings could not be loaded: Something went wrong',
    )
    await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/**
 * Values the rules refuse: each message at its setting, the first focused, nothing sent; a
 * corrected value answers its own message.
 */
export const Invalid: Story = {
  tags: ['state:admin-settings-invalid'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main, fee, save, changes } = await settingsPage(canvasElement)
    const before = changes().length
    await userEvent.clear(fee)
    await userEvent.type(fee, '-50')
    await userEvent.click(main.getByRole('checkbox', { name: 'Card' }))
    await userEvent.click(main.getByRole('checkbox', { name: 'Bank transfer' }))
    await userEvent.click(save())
    await waitFor(() => expect(fee).toHaveFocus())
    await expect(fee).toBeInvalid()
    await expect(fee).toHaveAccessibleDescription(
      'Added to every order when no delivery zones are set. The delivery fee must be 0 or more',
    )
    await expect(main.getByRole('group', { name: 'Ways to pay' })).toHaveAccessibleDescription(
      'What Paystack’s payment window offers shoppers. Choose at least one way to pay',
    )
    await expect(changes()).toHaveLength(before)
    await userEvent.clear(fee)
    await userEvent.type(fee, '3000')
    await expect(fee).toBeValid()
  },
}

/**
 * A payment hold of part of a minute, or of more than two hours (issue 42, D9): refused at its
 * setting with the range the store allows, focused, and nothing sent; a whole number of minutes
 * in the range is saved.
 */
export const HoldInvalid: Story = {
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main, save, changes } = await settingsPage(canvasElement)
    const hold = main.getByRole('textbox', { name: 'Payment hold (minutes)' })
    const before = changes().length
    for (const minutes of ['0.5', '1e-9', '121']) {
      await userEvent.clear(hold)
      await userEvent.type(hold, minutes)
      await userEvent.click(save())
      await waitFor(() => expect(hold).toHaveFocus())
      await expect(hold).toBeInvalid()
      await expect(hold).toHaveAccessibleDescription(
        'How long a started payment keeps its items for the shopper. ' +
          'The payment hold must be a whole number of minutes from 1 to 120',
      )
      await expect(changes()).toHaveLength(before)
    }
    await userEvent.clear(hold)
    await userEvent.type(hold, '45')
    await userEvent.click(save())
    await expect(await main.findByRole('status')).toHaveTextContent('Settings saved.')
    await waitFor(() => expect(changes()[0]).toHaveTextContent('Payment hold (minutes): 45'))
  },
}

/** The store prices delivery by state: four zones, free delivery from ₦50,000. */
const zoned = () =>
  resetMockSettings({
    ...fixtureStoreSettings,
    freeDeliveryOver: 50_000,
    deliveryZones: fixtureDeliveryZones,
  })

/** Each zone folded to its name, fee, time and states, and the free-delivery amount. */
export const Zones: Story = {
  tags: ['state:admin-settings-zones'],
  beforeEach: zoned,
  play: async ({ canvasElement }) => {
    const { main } = await settingsPage(canvasElement)
    await expect(main.getByRole('group', { name: 'Delivery zones' })).toBeVisible()
    const zones = within(main.getByRole('list', { name: 'Zones' })).getAllByRole('listitem')
    await expect(zones).toHaveLength(4)
    const north = within(main.getByRole('group', { name: 'Zone 4: North' }))
    await expect(north.getByRole('textbox', { name: 'Fee (₦)' })).toHaveValue('5000')
    await expect(north.getByText('States (20)')).toBeVisible()
    await expect(north.getByRole('checkbox', { name: 'Kano' })).not.toBeVisible()
    await expect(main.getByRole('textbox', { name: 'Free delivery from (₦)' })).toHaveValue('50000')
  },
}

/** Kano moved from the North to the South, saved, and the change recorded by zone and fee. */
export const ZoneEdited: Story = {
  tags: ['state:admin-settings-zone-saved'],
  parameters: interactionOnly,
  beforeEach: zoned,
  play: async ({ canvasElement }) => {
    const { main, save, changes } = await settingsPage(canvasElement)
    const south = within(main.getByRole('group', { name: 'Zone 3: South' }))
    await userEvent.click(south.getByText('States (11)'))
    await userEvent.click(south.getByRole('checkbox', { name: 'Kano (in North)' }))
    await userEvent.clear(south.getByRole('textbox', { name: 'Fee (₦)' }))
    await userEvent.type(south.getByRole('textbox', { name: 'Fee (₦)' }), '4000')
    await userEvent.click(save())
    await expect(await main.findByRole('status')).toHaveTextContent('Settings saved.')
    await waitFor(() =>
      expect(changes()[0]).toHaveTextContent(
        'Delivery zones: Lagos ₦2,000, South-West ₦3,000, South ₦4,000, North ₦5,000',
      ),
    )
    await expect(main.getByRole('group', { name: 'Zone 4: North' })).toHaveTextContent(
      'States (19)',
    )
  },
}

/** A zone removed leaves Lagos in none: the save is refused at the zones, and nothing is sent. */
export const ZoneInvalid: Story = {
  tags: ['state:admin-settings-zone-invalid'],
  parameters: interactionOnly,
  beforeEach: zoned,
  play: async ({ canvasElement }) => {
    const { main, save, changes } = await settingsPage(canvasElement)
    const before = changes().length
    await userEvent.click(main.getByRole('button', { name: 'Remove zone 1 (Lagos)' }))
    await expect(main.getByText('Not in a zone yet: Lagos')).toBeVisible()
    await userEvent.click(save())
    const message = await main.findByText('Every state needs a zone: Lagos is in none')
    await waitFor(() => expect(message).toHaveFocus())
    await expect(changes()).toHaveLength(before)
  },
}

/** Saved: the new values kept, announced, and the change at the top of the latest changes. */
export const Saved: Story = {
  tags: ['state:admin-settings-saved'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main, fee, save, changes } = await settingsPage(canvasElement)
    await userEvent.clear(fee)
    await userEvent.type(fee, '3000')
    await userEvent.click(main.getByRole('checkbox', { name: 'USSD' }))
    await userEvent.click(save())
    await expect(await main.findByRole('status')).toHaveTextContent('Settings saved.')
    await expect(fee).toHaveValue('3000')
    await waitFor(() =>
      expect(changes()[0]).toHaveTextContent('Ways to pay: Card, Bank transfer, USSD'),
    )
    await expect(changes()[1]).toHaveTextContent('Delivery fee (₦): ₦3,000')
  },
}

/**
 * Amounts typed as people write them (issue 44): "50,000" in the free-delivery field and
 * "₦3,500" in the delivery fee are saved as ₦50,000 and ₦3,500, the same as 50000 and 3500.
 */
export const AmountsWithCommas: Story = {
  tags: ['state:admin-settings-amounts-with-commas'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main, fee, save, changes } = await settingsPage(canvasElement)
    const freeFrom = main.getByRole('textbox', { name: 'Free delivery from (₦)' })
    await expect(freeFrom).toHaveAccessibleDescription(
      'Orders whose items come to this amount or more are delivered free, e.g. 50,000. Leave empty for no free delivery.',
    )
    await userEvent.type(freeFrom, '50,000')
    await userEvent.clear(fee)
    await userEvent.type(fee, '₦3,500')
    await userEvent.click(save())
    await expect(await main.findByRole('status')).toHaveTextContent('Settings saved.')
    await expect(freeFrom).toBeValid()
    await expect(freeFrom).toHaveValue('50000')
    await expect(fee).toHaveValue('3500')
    await waitFor(() =>
      expect(changes().map((change) => change.textContent)).toEqual(
        expect.arrayContaining([
          expect.stringContaining('Free delivery from (₦): ₦50,000'),
          expect.stringContaining('Delivery fee (₦): ₦3,500'),
        ]),
      ),
    )
  },
}

/** The save could not be made: the form says so above the button and keeps what was typed. */
export const SaveFailed: Story = {
  parameters: {
    ...interactionOnly,
    msw: {
      handlers: { adminSettings: [adminSettingsHandlers.get, adminSettingsHandlers.updateError] },
    },
  },
  play: async ({ canvasElement }) => {
    const { main, fee, save } = await settingsPage(canvasElement)
    await userEvent.clear(fee)
    await userEvent.type(fee, '3000')
    await userEvent.click(save())
    await expect(await main.findByRole('alert')).toHaveTextContent('Something went wrong')
    await expect(fee).toHaveValue('3000')
  },
}

/** A shopper's account: not theirs, said plainly. */
export const NotAllowed: Story = {
  args: { storedToken: MOCK_TOKEN },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'))
    await expect(await main.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible()
    await expect(main.queryByRole('textbox', { name: 'Delivery fee (₦)' })).toBeNull()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Settings.play }

export const Dark: Story = { globals: { theme: 'dark' }, play: Settings.play }
