import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SizeListEditor, type SizeListEditorProps } from './SizeListEditor.tsx'

/** The editor with its list kept, as the product form keeps it. */
function Stateful(props: SizeListEditorProps) {
  const [sizes, setSizes] = useState(props.sizes)
  return (
    <SizeListEditor
      {...props}
      sizes={sizes}
      onChange={(next) => {
        setSizes(next)
        props.onChange(next)
      }}
    />
  )
}

const meta = {
  title: 'UI/Admin/SizeListEditor',
  component: SizeListEditor,
  args: { sizes: ['S', 'M', 'L'], onChange: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div className="w-full max-w-sm">{Story()}</div>],
} satisfies Meta<typeof SizeListEditor>

export default meta
type Story = StoryObj<typeof meta>

const sizesOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Sizes' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

/** Added with Enter or the button, in the order typed; a size already there is refused. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(sizesOf(canvasElement)).toEqual(['1.S', '2.M', '3.L'])
    const input = canvas.getByRole('textbox', { name: 'New size' })
    await userEvent.type(input, 'XL{Enter}')
    await expect(sizesOf(canvasElement)).toEqual(['1.S', '2.M', '3.L', '4.XL'])
    await expect(input).toHaveValue('')
    await userEvent.type(input, ' m ')
    await userEvent.click(canvas.getByRole('button', { name: 'Add size' }))
    await expect(canvas.getByText('Each size may be listed only once')).toBeVisible()
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(args.onChange).toHaveBeenLastCalledWith(['S', 'M', 'L', 'XL'])
  },
}

/** Moved with the keyboard: the focus stays on the size moved; removed, the next one has it. */
export const Reorder: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    canvas.getByRole('button', { name: 'Move L earlier' }).focus()
    await userEvent.keyboard('{Enter}')
    await expect(sizesOf(canvasElement)).toEqual(['1.S', '2.L', '3.M'])
    await expect(canvas.getByRole('button', { name: 'Move L earlier' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(sizesOf(canvasElement)).toEqual(['1.L', '2.S', '3.M'])
    // At the top: it cannot go earlier, so the focus moves to "later".
    await expect(canvas.getByRole('button', { name: 'Move L later' })).toHaveFocus()
    await userEvent.click(canvas.getByRole('button', { name: 'Remove S' }))
    await expect(sizesOf(canvasElement)).toEqual(['1.L', '2.M'])
    await expect(canvas.getByRole('button', { name: 'Remove M' })).toHaveFocus()
    await expect(args.onChange).toHaveBeenLastCalledWith(['L', 'M'])
  },
}

/** No size yet, and the form's message for it. */
export const Invalid: Story = {
  args: { sizes: [], error: 'Add at least one size' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('No sizes yet.')).toBeVisible()
    const input = canvas.getByRole('textbox', { name: 'New size' })
    await expect(input).toHaveAccessibleDescription(
      'In the order shoppers see them. Add at least one size',
    )
  },
}

/**
 * A set at once: S–XXL adds the letters not listed yet after those there, 36–46 the even
 * numbers, One size itself; each says what it added, or that nothing was missing.
 */
export const Presets: Story = {
  args: { sizes: ['M'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const sets = within(canvas.getByRole('group', { name: 'Add a set of sizes' }))
    await userEvent.click(sets.getByRole('button', { name: 'S–XXL' }))
    await expect(sizesOf(canvasElement)).toEqual(['1.M', '2.S', '3.L', '4.XL', '5.XXL'])
    await expect(canvas.getByText('Added S, L, XL, XXL.')).toHaveAttribute('aria-live', 'polite')
    await userEvent.click(sets.getByRole('button', { name: 'S–XXL' }))
    await expect(canvas.getByText('Every size of S–XXL is listed already.')).toBeVisible()
    await userEvent.click(sets.getByRole('button', { name: '36–46' }))
    await expect(args.onChange).toHaveBeenLastCalledWith([
      'M',
      'S',
      'L',
      'XL',
      'XXL',
      '36',
      '38',
      '40',
      '42',
      '44',
      '46',
    ])
    await userEvent.click(sets.getByRole('button', { name: 'One size' }))
    await expect(sizesOf(canvasElement).at(-1)).toBe('12.One size')
  },
}

export const PresetsMobile: Story = {
  args: Presets.args,
  globals: { viewport: { value: 'mobile360' } },
  play: Presets.play,
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Default.play }

export const Dark: Story = { globals: { theme: 'dark' }, play: Reorder.play }
