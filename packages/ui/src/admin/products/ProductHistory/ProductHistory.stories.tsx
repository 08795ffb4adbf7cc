import { FIXTURE_NOW, fixtureProductHistory } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ProductHistory } from './ProductHistory.tsx'

const meta = {
  title: 'UI/Admin/ProductHistory',
  component: ProductHistory,
  args: { history: fixtureProductHistory['indigo-adire-hoodie'] ?? [] },
  decorators: [(Story) => <div className="w-full max-w-md">{Story()}</div>],
} satisfies Meta<typeof ProductHistory>

export default meta
type Story = StoryObj<typeof meta>

const entries = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Product history' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

/** Newest first: who, what and when; prices in naira, the seed as the command line. */
export const Changed: Story = {
  play: async ({ canvasElement }) => {
    await expect(entries(canvasElement)).toEqual([
      'ngozi@adire.example changed the price from ₦26,000 to ₦28,500 and changed the sizes from S, M, L, XL to S, M, L, XL, XXL31 October 2026 at 13:00',
      'chidi@adire.example marked it as a bestseller29 October 2026 at 13:00',
      'The command line created it26 October 2026 at 13:00',
    ])
  },
}

/** Every kind of change, as a sentence each. */
export const EveryField: Story = {
  args: {
    history: [
      {
        action: 'changed',
        by: 'ngozi@adire.example',
        at: FIXTURE_NOW,
        changes: [
          { field: 'name', from: 'Eko Tee', to: 'Eko Heat Tee' },
          { field: 'description', from: 'Old', to: 'New' },
          { field: 'category', from: 'Polo', to: 'T-Shirt' },
          { field: 'price', from: 12500, to: 13000.5 },
          { field: 'images', from: ['/a.jpg'], to: ['/b.jpg'] },
          { field: 'bestseller', from: true, to: false },
          { field: 'archived', from: false, to: true },
        ],
      },
      {
        action: 'changed',
        by: 'command line',
        at: FIXTURE_NOW - 60_000,
        changes: [{ field: 'archived', from: true, to: false }],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(entries(canvasElement)).toEqual([
      'ngozi@adire.example renamed it from “Eko Tee” to “Eko Heat Tee”, changed the description, moved it from Polos to T-shirts, changed the price from ₦12,500 to ₦13,000.50, changed the photos, took it off the bestsellers and archived it1 November 2026 at 13:00',
      'The command line brought it back on sale1 November 2026 at 12:59',
    ])
  },
}

export const Empty: Story = {
  args: { history: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No changes recorded yet.')).toBeVisible()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Changed.play }

export const Dark: Story = { globals: { theme: 'dark' }, play: Changed.play }
