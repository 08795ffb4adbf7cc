import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SearchField } from './SearchField.tsx'

const meta = {
  title: 'UI/Collection/SearchField',
  component: SearchField,
  args: { value: '', onValueChange: fn(), onSearch: fn(), className: 'max-w-sm' },
} satisfies Meta<typeof SearchField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('search')).toBeInTheDocument()
    const input = canvas.getByRole('searchbox', { name: 'Search products' })
    await expect(input).toHaveAttribute('placeholder', 'Search products')
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument()
    await userEvent.type(input, 'a')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('a')
  },
}

export const WithText: Story = {
  args: { ...Default.args, value: 'adire hoodie' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByRole('searchbox', { name: 'Search products' })
    await expect(input).toHaveValue('adire hoodie')
    await userEvent.click(input)
    await userEvent.keyboard('{Enter}')
    await expect(args.onSearch).toHaveBeenLastCalledWith('adire hoodie')
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }))
    await expect(args.onValueChange).toHaveBeenLastCalledWith('')
    await expect(args.onSearch).toHaveBeenLastCalledWith('')
    await expect(input).toHaveFocus()
  },
}

/** Typing, Escape and the clear button with the field holding its own text. */
export const Interactive: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('')
    return <SearchField {...args} value={value} onValueChange={setValue} />
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByRole('searchbox', { name: 'Search products' })
    await userEvent.type(input, 'indigo')
    await expect(input).toHaveValue('indigo')
    await userEvent.keyboard('{Escape}')
    await expect(input).toHaveValue('')
    await expect(args.onSearch).toHaveBeenLastCalledWith('')
    await userEvent.type(input, 'cap')
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }))
    await expect(input).toHaveValue('')
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument()
  },
}

export const Mobile: Story = {
  args: { ...WithText.args, className: undefined },
  globals: { viewport: { value: 'mobile360' } },
  play: WithText.play,
}

export const Dark: Story = { args: WithText.args, globals: { theme: 'dark' }, play: WithText.play }
