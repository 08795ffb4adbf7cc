import { DISCOUNT_ADMIN_MESSAGES } from '@adire/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import {
  DiscountEditorForm,
  type DiscountEditorFormProps,
  EMPTY_DISCOUNT_FORM,
} from './DiscountEditorForm.tsx'

/** The form with its values kept, as the page keeps them. */
function Editor(props: DiscountEditorFormProps) {
  const [values, setValues] = useState(props.values)
  return <DiscountEditorForm {...props} values={values} onChange={setValues} />
}

const products = [
  { id: 'lagos-sun-cap', name: 'Lagos Sun Cap' },
  { id: 'aso-oke-snapback', name: 'Aso-Oke Snapback' },
]

const meta = {
  title: 'UI/Admin/DiscountEditorForm',
  component: DiscountEditorForm,
  render: (args) => <Editor {...args} />,
  args: { values: EMPTY_DISCOUNT_FORM, onChange: fn(), onSubmit: fn(), products },
  decorators: [(Story) => <div className="w-full max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof DiscountEditorForm>

export default meta
type Story = StoryObj<typeof meta>

/** A new code: its name, a kind to choose (its figure asked for once chosen), one use each. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement)
    await expect(form.getByRole('textbox', { name: 'Code' })).toHaveValue('')
    await expect(form.getByRole('textbox', { name: 'Uses per customer' })).toHaveValue('1')
    await expect(form.queryByRole('textbox', { name: 'Percentage off' })).toBeNull()
    await userEvent.click(form.getByRole('radio', { name: 'A percentage off the items' }))
    await userEvent.type(form.getByRole('textbox', { name: 'Percentage off' }), '10')
    await userEvent.click(form.getByRole('checkbox', { name: 'Hoodies' }))
    await userEvent.click(form.getByRole('checkbox', { name: 'Lagos Sun Cap' }))
    await userEvent.click(form.getByRole('button', { name: 'Make the code' }))
    await expect(args.onSubmit).toHaveBeenCalled()
  },
}

/** Each field with its message, read with it; the group's too. */
export const WithErrors: Story = {
  args: {
    values: { ...EMPTY_DISCOUNT_FORM, code: 'ab', kind: 'amount', amount: '5,00' },
    errors: {
      code: DISCOUNT_ADMIN_MESSAGES.code,
      amount: DISCOUNT_ADMIN_MESSAGES.amount,
      departments: DISCOUNT_ADMIN_MESSAGES.department,
      endsOn: DISCOUNT_ADMIN_MESSAGES.days,
      perCustomer: DISCOUNT_ADMIN_MESSAGES.perCustomer,
    },
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement)
    const code = form.getByRole('textbox', { name: 'Code' })
    await expect(code).toBeInvalid()
    await expect(code).toHaveAccessibleDescription(
      expect.stringContaining(DISCOUNT_ADMIN_MESSAGES.code),
    )
    await expect(form.getByRole('textbox', { name: 'Naira off' })).toHaveAccessibleDescription(
      expect.stringContaining(DISCOUNT_ADMIN_MESSAGES.amount),
    )
    await expect(form.getByRole('group', { name: 'Departments' })).toHaveAccessibleDescription(
      expect.stringContaining(DISCOUNT_ADMIN_MESSAGES.department),
    )
    await expect(form.getByLabelText('Last day (optional)')).toHaveAccessibleDescription(
      expect.stringContaining(DISCOUNT_ADMIN_MESSAGES.days),
    )
  },
}

/** A used code: its name and what it takes off are read, with the reason, not offered. */
export const Locked: Story = {
  args: {
    mode: 'edit',
    locked: true,
    values: { ...EMPTY_DISCOUNT_FORM, code: 'ADIRE10', kind: 'percent', percent: '15' },
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement)
    await expect(form.getByText('ADIRE10')).toBeVisible()
    await expect(form.getByText('15% off')).toBeVisible()
    await expect(form.getByText(DISCOUNT_ADMIN_MESSAGES.usedTerms)).toBeVisible()
    await expect(form.queryByRole('radio')).toBeNull()
    await expect(form.queryByRole('textbox', { name: 'Code' })).toBeNull()
    await expect(form.getByRole('button', { name: 'Save changes' })).toBeVisible()
  },
}

/** An ended code: every term read, none changed, no save. */
export const Ended: Story = {
  args: {
    mode: 'edit',
    locked: true,
    readOnly: true,
    values: { ...EMPTY_DISCOUNT_FORM, code: 'LAUNCH', kind: 'amount', amount: '1500' },
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement)
    await expect(form.getByText(DISCOUNT_ADMIN_MESSAGES.ended)).toBeVisible()
    await expect(form.getByRole('textbox', { name: 'Uses per customer' })).toBeDisabled()
    await expect(form.queryByRole('button')).toBeNull()
  },
}
