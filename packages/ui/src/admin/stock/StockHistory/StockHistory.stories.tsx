import { FIXTURE_NOW, fixtureStockHistory } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { StockHistory } from './StockHistory.tsx'

const meta = {
  title: 'UI/Admin/StockHistory',
  component: StockHistory,
  args: { history: fixtureStockHistory['indigo-adire-hoodie'] ?? [] },
  decorators: [(Story) => <div className="w-full max-w-xs">{Story()}</div>],
} satisfies Meta<typeof StockHistory>

export default meta
type Story = StoryObj<typeof meta>

const entries = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Stock changes' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

/**
 * Newest first: the size, the change with its sign, the units after it, why and who, when. A
 * delivery counted in several sizes is one entry per size.
 */
export const Changes: Story = {
  play: async ({ canvasElement }) => {
    await expect(entries(canvasElement)).toEqual([
      'Size L: −1 (0 in stock)Sold in order ADR-FIXTURE-1011 November 2026 at 10:00',
      'Size M: −1 (2 in stock)Correction by chidi@adire.example31 October 2026 at 13:00',
      'Size S: −2 (8 in stock)Sold in order ADR-FIXTURE-10430 October 2026 at 13:00',
      'Size XL: +14 (14 in stock)Received by ngozi@adire.example28 October 2026 at 13:00',
      'Size L: +1 (1 in stock)Received by ngozi@adire.example28 October 2026 at 13:00',
      'Size M: +3 (3 in stock)Received by ngozi@adire.example28 October 2026 at 13:00',
      'Size S: +10 (10 in stock)Received by ngozi@adire.example28 October 2026 at 13:00',
    ])
    await expect(
      within(canvasElement).getAllByRole('listitem')[0]?.querySelector('time'),
    ).toHaveAttribute('datetime', new Date(FIXTURE_NOW - 3 * 3_600_000).toISOString())
  },
}

/** Every reason: the team's three, a sale and a return from a cancelled order, the command line. */
export const EveryReason: Story = {
  args: {
    history: [
      ...(fixtureStockHistory['danfo-yellow-shades'] ?? []),
      {
        size: 'One size',
        delta: 0,
        quantity: 0,
        reason: 'counted',
        by: 'ngozi@adire.example',
        at: FIXTURE_NOW - 7 * 86_400_000,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(entries(canvasElement)).toEqual([
      'Size One size: −1 (0 in stock)Sold in order ADR-FIXTURE-1021 November 2026 at 08:00',
      'Size One size: +1 (1 in stock)Returned from cancelled order ADR-FIXTURE-10631 October 2026 at 13:00',
      'Size One size: −3 (0 in stock)Sold in order ADR-FIXTURE-10330 October 2026 at 13:00',
      'Size One size: +3 (3 in stock)Received by the command line26 October 2026 at 13:00',
      'Size One size: 0 (0 in stock)Counted by ngozi@adire.example25 October 2026 at 13:00',
    ])
  },
}

/** Never counted: nothing to list, said plainly. */
export const Empty: Story = {
  args: { history: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No stock changes yet.')).toBeVisible()
    await expect(within(canvasElement).queryByRole('list')).toBeNull()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Changes.play }

export const Dark: Story = { globals: { theme: 'dark' }, play: Changes.play }
