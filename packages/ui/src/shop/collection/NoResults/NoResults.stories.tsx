import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { NoResults } from './NoResults.tsx'

const meta = {
  title: 'UI/Collection/NoResults',
  component: NoResults,
  args: { onClear: fn() },
} satisfies Meta<typeof NoResults>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('No products match your filters.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }))
    await expect(args.onClear).toHaveBeenCalledOnce()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Default.play }

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play }

/** A search that found nothing, with the names nearest to it (issue 41). */
export const WithNearest: Story = {
  args: {
    nearest: [
      { _id: 'indigo-adire-hoodie', name: 'Indigo Adire Hoodie' },
      { _id: 'indigo-adire-bucket-hat', name: 'Indigo Adire Bucket Hat' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const nearest = canvas.getByRole('list', { name: 'Did you mean' })
    await expect(
      within(nearest).getByRole('link', { name: 'Indigo Adire Hoodie' }),
    ).toHaveAttribute('href', '/productdetails/indigo-adire-hoodie')
    const departments = canvas.getByRole('list', { name: 'Shop a department' })
    await expect(within(departments).getAllByRole('link')).toHaveLength(8)
  },
}

export const WithNearestMobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  args: WithNearest.args,
  play: WithNearest.play,
}

export const WithNearestDark: Story = {
  globals: { theme: 'dark' },
  args: WithNearest.args,
  play: WithNearest.play,
}
