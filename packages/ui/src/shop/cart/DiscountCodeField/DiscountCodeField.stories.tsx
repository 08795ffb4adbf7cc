import { DISCOUNT_FIELD_TEXTS, discountRefusalMessage } from '@adire/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { DiscountCodeField } from './DiscountCodeField.tsx'

const meta = {
  title: 'UI/Cart/DiscountCodeField',
  component: DiscountCodeField,
  args: { onApply: fn(), onRemove: fn() },
  decorators: [(Story) => <div className="w-full max-w-sm">{Story()}</div>],
} satisfies Meta<typeof DiscountCodeField>

export default meta
type Story = StoryObj<typeof meta>

/** Idle: "Discount code", an input and Apply. A code typed in any case is applied upper-cased. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByLabelText(DISCOUNT_FIELD_TEXTS.label)
    await userEvent.type(input, ' adire10 ')
    await userEvent.click(canvas.getByRole('button', { name: DISCOUNT_FIELD_TEXTS.apply }))
    await expect(args.onApply).toHaveBeenCalledWith('ADIRE10')
  },
}

/** Enter in the input applies the code (the checkout's form around it is not submitted). */
export const EnterApplies: Story = {
  decorators: [
    (Story) => (
      <form
        onSubmit={(event) => {
          event.preventDefault()
          throw new Error('The checkout form must not be submitted')
        }}
      >
        {Story()}
      </form>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText(DISCOUNT_FIELD_TEXTS.label)
    await userEvent.type(input, 'freeship{Enter}')
    await expect(args.onApply).toHaveBeenCalledWith('FREESHIP')
  },
}

/** Not 3 to 20 letters and digits: said under the field, nothing sent, focus on the input. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByLabelText(DISCOUNT_FIELD_TEXTS.label)
    await userEvent.type(input, 'a!')
    await userEvent.click(canvas.getByRole('button', { name: DISCOUNT_FIELD_TEXTS.apply }))
    await expect(input).toHaveAccessibleDescription(DISCOUNT_FIELD_TEXTS.invalid)
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveFocus()
    await expect(args.onApply).not.toHaveBeenCalled()
  },
}

/** Applying: the button says so and waits; it keeps the focus, and a second press sends nothing. */
export const Applying: Story = {
  args: { applying: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', {
      name: DISCOUNT_FIELD_TEXTS.applying,
    })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(button)
    await expect(button).toHaveFocus()
    await expect(args.onApply).not.toHaveBeenCalled()
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute(
      'data-state',
      'applying',
    )
  },
}

/** Applied: the code and what it takes off, and Remove. */
export const Applied: Story = {
  args: {
    applied: {
      code: 'ADIRE10',
      kind: 'percent',
      itemsOff: 4100,
      deliveryOff: 0,
      label: 'ADIRE10 (10% off)',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('ADIRE10 (10% off)')).toBeVisible()
    const remove = canvas.getByRole('button', { name: DISCOUNT_FIELD_TEXTS.remove })
    await expect(remove).toHaveAccessibleDescription('ADIRE10 (10% off)')
    await userEvent.click(remove)
    await expect(args.onRemove).toHaveBeenCalled()
  },
}

const refused = discountRefusalMessage({
  reason: 'minimum',
  code: 'ADIRE10',
  shortKobo: 750_000,
  minItemsKobo: 2_000_000,
})

/** Refused by the server: why, under the field and read with the input, which has the focus. */
export const Refused: Story = {
  args: { refusal: refused },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(DISCOUNT_FIELD_TEXTS.label)
    await expect(input).toHaveAccessibleDescription(refused)
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveFocus()
  },
}

/** The cart changed and the code no longer applies: it was taken off, and why is said. */
export const Removed: Story = {
  args: {
    notice: DISCOUNT_FIELD_TEXTS.removed(
      discountRefusalMessage({ reason: 'notForTheseItems', code: 'HOODIES' }),
    ),
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(DISCOUNT_FIELD_TEXTS.label)
    await expect(input).toHaveAccessibleDescription(
      'Your code was removed. HOODIES does not apply to the items in your cart.',
    )
    await expect(input).not.toHaveAttribute('aria-invalid')
  },
}

export const RefusedMobileDark: Story = {
  args: Refused.args,
  globals: { viewport: { value: 'mobile360' }, theme: 'dark' },
  play: Refused.play,
}
