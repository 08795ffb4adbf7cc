import type { CategoryId } from '@adire/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CategoryFilter } from './CategoryFilter.tsx'
import { FilterDisclosure } from './FilterDisclosure.tsx'

/** A working filter inside the disclosure, so the count on the button follows the boxes. */
function Filters({ initial = [] }: { initial?: CategoryId[] }) {
  const [value, setValue] = useState<CategoryId[]>(initial)
  return (
    <FilterDisclosure activeCount={value.length} className="max-w-xs">
      <CategoryFilter value={value} onValueChange={setValue} />
    </FilterDisclosure>
  )
}

const meta = {
  title: 'UI/Collection/FilterDisclosure',
  component: FilterDisclosure,
  args: {
    activeCount: 0,
    onOpenChange: fn(),
    children: <CategoryFilter value={[]} onValueChange={fn()} />,
    className: 'max-w-xs',
  },
} satisfies Meta<typeof FilterDisclosure>

export default meta
type Story = StoryObj<typeof meta>

/** From `md` up the panel is a sidebar: no button, the filters always shown. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('button', { name: /Filters/ })).not.toBeInTheDocument()
    await expect(canvas.getByRole('group', { name: 'Categories' })).toBeVisible()
  },
}

/**
 * On a phone the filters wait behind the button, closed, and open as a sheet over the page;
 * its close button, Escape and its Done button close it, handing focus back to the button.
 */
export const MobileClosed: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: 'Filters' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByRole('group', { name: 'Categories' })).not.toBeInTheDocument()
    await userEvent.click(button)
    const sheet = canvas.getByRole('dialog', { name: 'Filters' })
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(within(sheet).getByRole('group', { name: 'Categories' })).toBeVisible()
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true)
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close filters' }))
    await expect(canvas.queryByRole('group', { name: 'Categories' })).not.toBeInTheDocument()
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
    await expect(button).toHaveFocus()
    await userEvent.click(button)
    await userEvent.keyboard('{Escape}')
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument()
    await userEvent.click(button)
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }))
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument()
  },
}

/** The button counts the filters that are on, so a closed panel still says so. */
export const MobileWithActiveFilters: Story = {
  globals: { viewport: { value: 'mobile360' } },
  render: () => <Filters initial={['Hoodie', 'Polo']} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: 'Filters 2 active' })
    await userEvent.click(button)
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Jerseys' }))
    await expect(button).toHaveAccessibleName('Filters 3 active')
    await expect(button).toHaveTextContent('3')
  },
}

export const MobileOpen: Story = {
  args: { defaultOpen: true, doneLabel: 'Show 12 products' },
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Filters' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    const sheet = canvas.getByRole('dialog', { name: 'Filters' })
    await expect(within(sheet).getByRole('checkbox', { name: 'Hoodies' })).toBeVisible()
    await expect(within(sheet).getByRole('button', { name: 'Show 12 products' })).toBeVisible()
  },
}

export const MobileDark: Story = {
  globals: { viewport: { value: 'mobile360' }, theme: 'dark' },
  render: () => <Filters initial={['Hoodie', 'Polo']} />,
  play: MobileWithActiveFilters.play,
}

export const Dark: Story = { globals: { theme: 'dark' }, play: Desktop.play }
