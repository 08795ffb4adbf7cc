import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button } from './Button.tsx'

const meta = {
  title: 'UI/Primitives/Button',
  component: Button,
  args: { children: 'Add to cart', onClick: fn() },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to cart' }))
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

export const Secondary: Story = {
  args: { ...Default.args, variant: 'secondary', children: 'Go back' },
}

export const Ghost: Story = { args: { ...Default.args, variant: 'ghost', children: 'Cancel' } }

/** On a brand-coloured band (the promo banner), where the primary button would vanish. */
export const Inverse: Story = {
  args: { ...Default.args, variant: 'inverse', children: 'Shop hoodies' },
  decorators: [(Story) => <div className="bg-brand p-6">{Story()}</div>],
}

export const Small: Story = { args: { ...Default.args, size: 'sm' } }

export const Large: Story = {
  args: { ...Default.args, size: 'lg', children: 'PROCEED TO CHECKOUT' },
}

export const Disabled: Story = {
  args: { ...Default.args, disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to cart' })
    await expect(button).toBeDisabled()
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play }

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Default.play }
