import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { PayButton, type PayButtonVariant } from './PayButton.tsx'

const meta = {
  title: 'UI/Checkout/PayButton',
  component: PayButton,
  args: { onClick: fn() },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof PayButton>

export default meta
type Story = StoryObj<typeof meta>

/** docs/product.md §9: the default label is 'Pay'. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Pay' })
    await expect(button).toBeEnabled()
    await expect(button).toHaveAttribute('type', 'submit')
    await expect(button).toHaveAttribute('data-variant', 'normal')
    await expect(button).not.toHaveAttribute('aria-busy')
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

export const WithAmount: Story = {
  args: { ...Default.args, children: 'Pay ₦59,000.50' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pay ₦59,000.50' }))
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

/** Greyed out: the delivery form is not complete or no method is chosen. */
export const Disabled: Story = {
  args: { ...Default.args, disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Pay' })
    await expect(button).toBeDisabled()
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

/** A payment under way: says so, keeps its focus, and a second press does nothing. */
export const Busy: Story = {
  args: { ...Default.args, busy: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Processing...' })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    // Still focusable: the keyboard user's place on the page is kept.
    button.focus()
    await expect(button).toHaveFocus()
    await userEvent.click(button)
    await userEvent.keyboard('{Enter}')
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const Light: Story = {
  args: { ...Default.args, variant: 'light' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Pay' })
    await expect(button).toHaveAttribute('data-variant', 'light')
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

export const LightDisabled: Story = {
  args: { ...Light.args, disabled: true },
  play: Disabled.play,
}

export const LightBusy: Story = {
  args: { ...Light.args, busy: true },
  play: Busy.play,
}

const VARIANTS: PayButtonVariant[] = ['normal', 'light']

/** Both variants in each state, side by side: for the dark theme and the phone width. */
export const AllStates: Story = {
  render: (args) => (
    <div className="grid gap-3">
      {VARIANTS.map((variant) => (
        <div key={variant} className="flex flex-wrap gap-3">
          <PayButton {...args} variant={variant}>
            Pay ({variant})
          </PayButton>
          <PayButton {...args} variant={variant} disabled>
            Pay ({variant}, disabled)
          </PayButton>
          <PayButton {...args} variant={variant} busy busyLabel={`Processing (${variant})...`} />
        </div>
      ))}
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    for (const variant of VARIANTS) {
      await userEvent.click(canvas.getByRole('button', { name: `Pay (${variant})` }))
      await expect(
        canvas.getByRole('button', { name: `Pay (${variant}, disabled)` }),
      ).toBeDisabled()
      const busy = canvas.getByRole('button', { name: `Processing (${variant})...` })
      await expect(busy).toHaveAttribute('aria-busy', 'true')
      await userEvent.click(busy)
    }
    await expect(args.onClick).toHaveBeenCalledTimes(2)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: AllStates.render,
  play: AllStates.play,
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  render: AllStates.render,
  play: AllStates.play,
}
