import {
  DEFAULT_COUNTRY,
  DELIVERY_ADDRESS_FIELDS,
  type DeliveryAddressField,
  deliveryAddressErrors,
  NIGERIAN_STATES,
} from '@adire/contract'
import { DEMO_ADDRESS, fixtureAddresses } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import {
  DeliveryForm,
  type DeliveryFormProps,
  type DeliveryFormValues,
  withDeliveryField,
} from './DeliveryForm.tsx'
import { NEW_ADDRESS } from './SavedAddressPicker.tsx'

const empty: DeliveryFormValues = {
  ...(Object.fromEntries(
    DELIVERY_ADDRESS_FIELDS.map((field) => [field, '']),
  ) as DeliveryFormValues),
  country: DEFAULT_COUNTRY,
}

const LABELS: Record<DeliveryAddressField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  street: 'Street',
  city: 'City',
  state: 'State',
  zipcode: 'Zip code',
  country: 'Country',
  phone: 'Phone',
}

/** The form keeping what is typed and picked, as checkout and the address book keep it. */
function Stateful(props: DeliveryFormProps) {
  const [values, setValues] = useState(props.values)
  const [choice, setChoice] = useState(props.saved?.value)
  const { saved } = props
  return (
    <DeliveryForm
      {...props}
      values={values}
      onChange={(field, value) => {
        props.onChange(field, value)
        setValues((current) => withDeliveryField(current, field, value))
      }}
      saved={
        saved && choice !== undefined
          ? {
              ...saved,
              value: choice,
              onValueChange: (next) => {
                saved.onValueChange(next)
                setChoice(next)
              },
            }
          : undefined
      }
    />
  )
}

const meta = {
  title: 'UI/Forms/DeliveryForm',
  component: DeliveryForm,
  args: { values: empty, errors: {}, onChange: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div className="w-full max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof DeliveryForm>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>

/** The message is under its field: the field is marked invalid and reads that exact text. */
async function expectErrorUnder(canvas: Canvas, label: string, message: string) {
  const control = canvas.getByLabelText(label)
  await expect(control).toHaveAttribute('aria-invalid', 'true')
  const error = canvas.getByText(message).closest('p')
  await expect(control.getAttribute('aria-describedby')?.split(' ')).toContain(error?.id)
}

/** A new shopper's form: every field blank and required but the country, Nigeria. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const field of DELIVERY_ADDRESS_FIELDS) {
      const control = canvas.getByLabelText(LABELS[field])
      await expect(control).toBeRequired()
      await expect(control).toHaveValue(field === 'country' ? 'Nigeria' : '')
    }
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveDisplayValue(
      'Choose a state',
    )
    // The number pads, not number inputs: a leading 0 and "+234" stay as typed.
    await expect(canvas.getByRole('textbox', { name: 'Zip code' })).toHaveAttribute(
      'inputmode',
      'numeric',
    )
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('type', 'tel')
    await expect(canvas.getByRole('textbox', { name: 'Zip code' })).toHaveAccessibleDescription(
      'Six digits. Choose your state to see its main post office’s code.',
    )
  },
}

/** Filled in: the shopper's own zip code is left without the post office's. */
export const Filled: Story = {
  args: { values: DEMO_ADDRESS },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('textbox', { name: 'Street' })).toHaveValue('12 Admiralty Way')
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveValue('Lagos')
    await expect(
      canvas.getByRole('textbox', { name: 'Zip code' }),
    ).not.toHaveAccessibleDescription()
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      'For the rider, e.g. 0803 123 4567',
    )
    await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), ' Phase 1')
    await expect(args.onChange).toHaveBeenLastCalledWith('city', 'Lekki Phase 1')
  },
}

/** Sent blank: the contract's message under every field, each read with its field. */
export const Required: Story = {
  args: {
    errors: deliveryAddressErrors({ ...empty, country: '' }),
    values: { ...empty, country: '' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectErrorUnder(canvas, 'First name', 'First name is required')
    await expectErrorUnder(canvas, 'Last name', 'Last name is required')
    await expectErrorUnder(canvas, 'Email', 'Please enter a valid email address')
    await expectErrorUnder(canvas, 'Street', 'Street is required')
    await expectErrorUnder(canvas, 'City', 'City is required')
    await expectErrorUnder(canvas, 'State', 'State is required')
    await expectErrorUnder(canvas, 'Zip code', 'Zip code must be 3 to 10 digits')
    await expectErrorUnder(canvas, 'Country', 'Country is required')
    await expectErrorUnder(canvas, 'Phone', 'Phone is required')
  },
}

const mistyped = { ...DEMO_ADDRESS, email: 'ada@', zipcode: '12', phone: '12' }

/** Filled but mistyped: only the wrong fields say so; Nigeria's state stays a list. */
export const InvalidValues: Story = {
  args: { values: mistyped, errors: deliveryAddressErrors(mistyped) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectErrorUnder(canvas, 'Email', 'Please enter a valid email address')
    await expectErrorUnder(canvas, 'Zip code', 'Zip code must be 3 to 10 digits')
    await expectErrorUnder(
      canvas,
      'Phone',
      'Please enter a phone number such as 0803 123 4567 or +234 803 123 4567',
    )
    await expect(canvas.getByRole('textbox', { name: 'Street' })).not.toBeInvalid()
    // A wrong zip code brings the post office's back.
    await expect(canvas.getByRole('button', { name: 'Use 100001' })).toBeVisible()
  },
}

/**
 * Nigeria's 36 states and the FCT as a list; picking one offers its main post office's code,
 * which one tap fills in.
 */
export const NigerianStates: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const state = canvas.getByRole('combobox', { name: 'State' })
    const offered = within(state)
      .getAllByRole('option')
      .map((option) => option.textContent)
    await expect(offered).toEqual(['Choose a state', ...NIGERIAN_STATES])
    await expect(offered).toHaveLength(38)
    await expect(offered).toContain('Federal Capital Territory')
    await userEvent.selectOptions(state, 'Lagos')
    await expect(args.onChange).toHaveBeenLastCalledWith('state', 'Lagos')
    const zip = canvas.getByRole('textbox', { name: 'Zip code' })
    await expect(zip).toHaveAccessibleDescription(
      'Not sure? Ikeja’s main post office uses 100001. Use 100001',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Use 100001' }))
    await expect(zip).toHaveValue('100001')
  },
}

/** Outside Nigeria the state is typed, and no Nigerian post office is suggested. */
export const AnotherCountry: Story = {
  args: { values: { ...DEMO_ADDRESS, country: 'Ghana', state: 'Greater Accra', zipcode: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const state = canvas.getByRole('textbox', { name: 'State' })
    await expect(state).toHaveValue('Greater Accra')
    await expect(canvas.queryByRole('combobox', { name: 'State' })).toBeNull()
    await expect(
      canvas.getByRole('textbox', { name: 'Zip code' }),
    ).not.toHaveAccessibleDescription()
    // Back to Nigeria: a state it does not have is dropped, and the list is offered.
    const country = canvas.getByRole('textbox', { name: 'Country' })
    await userEvent.clear(country)
    await userEvent.type(country, 'Nigeria')
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveValue('')
  },
}

/** A shopper with saved addresses: the default is chosen and no fields show until a new one is. */
export const SavedAddressChosen: Story = {
  args: {
    values: { ...empty, firstName: 'Ada', lastName: 'Okafor', email: DEMO_ADDRESS.email },
    saved: {
      addresses: fixtureAddresses,
      value: fixtureAddresses[0]?.id ?? '',
      onValueChange: fn(),
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const picker = canvas.getByRole('group', { name: 'Deliver to' })
    const home = within(picker).getByRole('radio', { name: /12 Admiralty Way/ })
    await expect(home).toBeChecked()
    await expect(home).toHaveAccessibleName(/^Default Ada Okafor/)
    await expect(canvas.queryByRole('textbox', { name: 'Street' })).toBeNull()
    await userEvent.click(within(picker).getByRole('radio', { name: 'Use a new address' }))
    await expect(args.saved?.onValueChange).toHaveBeenLastCalledWith(NEW_ADDRESS)
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada')
    await expect(canvas.getByRole('textbox', { name: 'Street' })).toHaveValue('')
  },
}

/** While the order is paid for: what was sent shows as it is, and nothing can be changed. */
export const ReadOnlyWhilePaying: Story = {
  args: {
    values: DEMO_ADDRESS,
    disabled: true,
    saved: { addresses: fixtureAddresses, value: NEW_ADDRESS, onValueChange: fn() },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const field of DELIVERY_ADDRESS_FIELDS) {
      await expect(canvas.getByLabelText(LABELS[field])).toBeDisabled()
    }
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled()
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada')
  },
}
