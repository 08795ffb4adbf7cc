import { fixtureDeliveryZones } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { FormAlert } from '../../../primitives/FormAlert/FormAlert.tsx'
import { SettingsForm, type SettingsFormProps, type SettingsFormValues } from './SettingsForm.tsx'

const values: SettingsFormValues = {
  storeEmail: 'orders@adire.ng',
  deliveryFee: '2500',
  freeDeliveryOver: '',
  deliveryZones: [],
  paymentChannels: ['card', 'bank_transfer'],
  lowStockThreshold: '3',
  paymentHoldMinutes: '30',
  couriers: 'GIG Logistics, Kwik, Sendbox, DHL, Other',
  whatsappNumber: '+2348031234567',
  storePhone: '+2348031234567',
  contactEmail: 'hello@adire.ng',
  storeAddress: '12 Admiralty Way, Lekki, Lagos',
  instagramHandle: 'adire.store',
  tiktokHandle: '',
  xHandle: '',
  facebookHandle: '',
  returnWindowDays: '30',
  returnPickupFee: '0',
}

/** The form with its values kept, as the settings page keeps them. */
function Stateful(props: SettingsFormProps) {
  const [current, setCurrent] = useState(props.values)
  return (
    <SettingsForm
      {...props}
      values={current}
      onChange={(next) => {
        props.onChange(next)
        setCurrent(next)
      }}
    />
  )
}

const meta = {
  title: 'UI/Admin/SettingsForm',
  component: SettingsForm,
  args: { values, onChange: fn(), onSubmit: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div className="w-full max-w-md">{Story()}</div>],
} satisfies Meta<typeof SettingsForm>

export default meta
type Story = StoryObj<typeof meta>

/** Every setting with its label and what it does; the ways to pay ticked as the store has them. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const email = canvas.getByRole('textbox', { name: 'Store e-mail address' })
    await expect(email).toHaveValue('orders@adire.ng')
    await expect(email).toHaveAccessibleDescription(
      'New orders and contact messages are sent here. Leave empty to send none.',
    )
    const fee = canvas.getByRole('textbox', { name: 'Delivery fee (₦)' })
    await expect(fee).toHaveAttribute('inputmode', 'decimal')
    // Whole minutes only (issue 42, D9): the number pad, without a decimal point.
    await expect(canvas.getByRole('textbox', { name: 'Payment hold (minutes)' })).toHaveAttribute(
      'inputmode',
      'numeric',
    )
    await expect(canvas.getByRole('checkbox', { name: 'Card' })).toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: 'Bank transfer' })).toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: 'USSD' })).not.toBeChecked()

    await userEvent.click(canvas.getByRole('checkbox', { name: 'USSD' }))
    await userEvent.clear(fee)
    await userEvent.type(fee, '3000')
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...values,
      deliveryFee: '3000',
      paymentChannels: ['card', 'bank_transfer', 'ussd'],
    })
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

/** The server or the contract refused values: each message at its setting, read with it. */
export const Refused: Story = {
  args: {
    values: { ...values, deliveryFee: '-5', paymentChannels: [] },
    errors: {
      deliveryFee: 'The delivery fee must be 0 or more',
      paymentChannels: 'Choose at least one way to pay',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const fee = canvas.getByRole('textbox', { name: 'Delivery fee (₦)' })
    await expect(fee).toBeInvalid()
    await expect(fee).toHaveAccessibleDescription(
      'Added to every order when no delivery zones are set. The delivery fee must be 0 or more',
    )
    await expect(canvas.getByRole('group', { name: 'Ways to pay' })).toHaveAccessibleDescription(
      'What Paystack’s payment window offers shoppers. Choose at least one way to pay',
    )
  },
}

const zones: SettingsFormValues['deliveryZones'] = fixtureDeliveryZones.map((zone) => ({
  ...zone,
  states: [...zone.states],
  fee: String(zone.fee),
}))

/**
 * Delivery priced by state: each zone's name, fee, time and states. Ticking Kano in the South
 * moves it out of the North; a new zone opens on its states; removing one leaves its states in
 * none, and the form says which.
 */
export const Zones: Story = {
  args: { values: { ...values, freeDeliveryOver: '50000', deliveryZones: zones } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const list = canvas.getByRole('list', { name: 'Zones' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4)
    const south = canvas.getByRole('group', { name: 'Zone 3: South' })
    await expect(within(south).getByRole('textbox', { name: 'Fee (₦)' })).toHaveValue('3500')
    await userEvent.click(within(south).getByText('States (11)'))
    await userEvent.click(within(south).getByRole('checkbox', { name: 'Kano (in North)' }))
    const [last] = (args.onChange as ReturnType<typeof fn>).mock.lastCall as [SettingsFormValues]
    await expect(last.deliveryZones[2]?.states).toContain('Kano')
    await expect(last.deliveryZones[3]?.states).not.toContain('Kano')
    await expect(canvas.getByRole('group', { name: 'Zone 4: North' })).toHaveTextContent(
      'States (19)',
    )

    await userEvent.click(canvas.getByRole('button', { name: 'Add a zone' }))
    const added = canvas.getByRole('group', { name: 'Zone 5' })
    await expect(within(added).getByRole('checkbox', { name: 'Kano (in South)' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Remove zone 1 (Lagos)' }))
    await expect(canvas.getByText('Not in a zone yet: Lagos')).toBeVisible()
  },
}

/** A zone the contract refused: each message at its own field, the whole zones' under them. */
export const ZonesRefused: Story = {
  args: {
    values: {
      ...values,
      deliveryZones: [{ name: '', states: [], fee: '-1', estimate: '1–2 working days' }],
    },
    errors: {
      'deliveryZones.0.name': 'Give the zone a name, like “Lagos” or “North”',
      'deliveryZones.0.fee': 'The zone’s fee must be 0 or more',
      'deliveryZones.0.states': 'Choose at least one state for the zone',
      deliveryZones: 'Every state needs a zone',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const zone = canvas.getByRole('group', { name: 'Zone 1' })
    await expect(within(zone).getByRole('textbox', { name: 'Zone name' })).toBeInvalid()
    await expect(
      within(zone).getByRole('textbox', { name: 'Fee (₦)' }),
    ).toHaveAccessibleDescription('The zone’s fee must be 0 or more')
    await expect(within(zone).getByText('Choose at least one state for the zone')).toBeVisible()
    await expect(canvas.getByRole('group', { name: 'Delivery zones' })).toHaveAccessibleDescription(
      expect.stringContaining('Every state needs a zone'),
    )
  },
}

/** The save is on its way: the button says so and does not send twice. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Saving settings…' })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** Saved: the confirmation is announced beside the button. */
export const Saved: Story = {
  args: { status: 'Settings saved.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Settings saved.')
  },
}

/** The save could not reach the server: the whole form's alert, above the button. */
export const SaveFailed: Story = {
  args: { alert: <FormAlert>Something went wrong. Try again.</FormAlert> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Something went wrong. Try again.',
    )
  },
}
