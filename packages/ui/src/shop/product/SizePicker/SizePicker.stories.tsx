import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SizePicker } from './SizePicker.tsx'

const meta = {
  title: 'UI/Product/SizePicker',
  component: SizePicker,
  args: { sizes: ['S', 'M', 'L', 'XL', 'XXL'], onValueChange: fn() },
} satisfies Meta<typeof SizePicker>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const group = canvas.getByRole('group', { name: 'Select size' })
    await expect(within(group).getAllByRole('radio')).toHaveLength(5)
    for (const radio of within(group).getAllByRole('radio')) {
      await expect(radio).not.toBeChecked()
    }
    await userEvent.click(canvas.getByText('L'))
    await expect(canvas.getByRole('radio', { name: 'L' })).toBeChecked()
    await expect(args.onValueChange).toHaveBeenCalledWith('L')
  },
}

export const Selected: Story = {
  args: { ...Default.args, defaultValue: 'M' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('radio', { name: 'M' })).toBeChecked()
    await userEvent.click(canvas.getByText('XL'))
    await expect(canvas.getByRole('radio', { name: 'XL' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'M' })).not.toBeChecked()
    await expect(args.onValueChange).toHaveBeenCalledWith('XL')
  },
}

/** Accessories come in one size: a single pill, picked the same way. */
export const OneSize: Story = {
  args: { ...Default.args, sizes: ['One size'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('radio')).toHaveLength(1)
    await userEvent.click(canvas.getByText('One size'))
    await expect(canvas.getByRole('radio', { name: 'One size' })).toBeChecked()
  },
}

/** One Tab reaches the group; the arrow keys move the choice and wrap round at the ends. */
export const Keyboard: Story = {
  args: { ...Default.args, defaultValue: 'S' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.tab()
    await expect(canvas.getByRole('radio', { name: 'S' })).toHaveFocus()

    await userEvent.keyboard('{ArrowRight}')
    const medium = canvas.getByRole('radio', { name: 'M' })
    await expect(medium).toHaveFocus()
    await expect(medium).toBeChecked()
    await expect(args.onValueChange).toHaveBeenLastCalledWith('M')

    await userEvent.keyboard('{ArrowDown}')
    await expect(canvas.getByRole('radio', { name: 'L' })).toBeChecked()

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}')
    const doubleXl = canvas.getByRole('radio', { name: 'XXL' })
    await expect(doubleXl).toHaveFocus()
    await expect(doubleXl).toBeChecked()

    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('radio', { name: 'S' })).toBeChecked()
  },
}

/** The message the product page shows when ADD TO CART is pressed before a size is chosen. */
export const WithError: Story = {
  args: { ...Default.args, error: 'Please select a size' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please select a size')
    await expect(canvas.getByRole('group', { name: 'Select size' })).toHaveAccessibleDescription(
      'Please select a size',
    )
  },
}

/**
 * docs/product.md §11.6: M and XL sold out. They are struck through, cannot be chosen, and are
 * named "M, sold out" to screen readers; the arrow keys pass over them.
 */
export const SoldOutSizes: Story = {
  args: { ...Default.args, defaultValue: 'S', soldOut: ['M', 'XL'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const medium = canvas.getByRole('radio', { name: 'M, sold out' })
    await expect(medium).toBeDisabled()
    await expect(canvas.getByRole('radio', { name: 'XL, sold out' })).toBeDisabled()
    await expect(canvas.getByRole('radio', { name: 'L' })).toBeEnabled()
    await expect(canvas.getByText('M', { selector: '[aria-hidden]' })).toHaveClass('line-through')
    await userEvent.click(canvas.getByText('M', { selector: '[aria-hidden]' }))
    await expect(medium).not.toBeChecked()
    await expect(args.onValueChange).not.toHaveBeenCalled()

    await userEvent.tab()
    await expect(canvas.getByRole('radio', { name: 'S' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('radio', { name: 'L' })).toBeChecked()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('radio', { name: 'XXL' })).toBeChecked()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(canvas.getByRole('radio', { name: 'L' })).toHaveFocus()
    await expect(args.onValueChange).not.toHaveBeenCalledWith('M')
    await expect(args.onValueChange).not.toHaveBeenCalledWith('XL')
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Default.play }

export const Dark: Story = { args: Selected.args, globals: { theme: 'dark' }, play: Selected.play }
