import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Pagination } from './Pagination.tsx'

const meta = {
  title: 'UI/Navigation/Pagination',
  component: Pagination,
  args: { page: 1, pageSize: 20, total: 25, hrefFor: (page) => `?page=${page}` },
  decorators: [(Story) => <div className="w-full max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof Pagination>

export default meta
type Story = StoryObj<typeof meta>

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Pages' }))
    await expect(nav.getByText(/1–20 of 25/)).toHaveTextContent('1–20 of 25, page 1 of 2')
    await expect(nav.queryByRole('link', { name: 'Previous' })).toBeNull()
    await expect(nav.getByText('Previous')).toHaveAttribute('aria-disabled', 'true')
    await expect(nav.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '?page=2')
  },
}

export const LastPage: Story = {
  args: { page: 2 },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Pages' }))
    await expect(nav.getByText(/21–25 of 25/)).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '?page=1')
    await expect(nav.queryByRole('link', { name: 'Next' })).toBeNull()
  },
}

export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Pages' }))
    await expect(nav.getByText(/No results/)).toBeVisible()
    await expect(nav.queryAllByRole('link')).toHaveLength(0)
  },
}

export const Mobile: Story = {
  args: { page: 2, total: 60 },
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Pages' }))
    await expect(nav.getByRole('link', { name: 'Previous' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Next' })).toBeVisible()
  },
}

export const Dark: Story = { globals: { theme: 'dark' }, play: FirstPage.play }
