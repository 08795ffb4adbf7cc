import { fixtureAdminReturns } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ReturnList } from './ReturnList.tsx'

const returns = [...fixtureAdminReturns]

const meta = {
  title: 'UI/Admin/ReturnList',
  component: ReturnList,
  args: { returns, hrefFor: (item) => `/admin/returns/${item.id}` },
} satisfies Meta<typeof ReturnList>

export default meta
type Story = StoryObj<typeof meta>

const rowOf = (table: ReturnType<typeof within>, label: string) =>
  within(table.getByRole('rowheader', { name: label }).closest('tr') as HTMLElement)

/**
 * A wide screen: a table, a row per return with its number (the link), order, customer, items
 * (and the size asked for instead), reason, way back, step and the day it was asked for.
 */
export const Default: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Returns' }))
    await expect(table.getAllByRole('row')).toHaveLength(returns.length + 1)
    const exchange = rowOf(table, 'R1009')
    await expect(exchange.getByRole('link', { name: 'R1009' })).toHaveAttribute(
      'href',
      `/admin/returns/${returns[0]?.id}`,
    )
    await expect(exchange.getByText('#1319')).toBeVisible()
    await expect(exchange.getByText('Musa Garba')).toBeVisible()
    await expect(exchange.getByText('1 × Harmattan Zip Hoodie (S → M)')).toBeVisible()
    await expect(exchange.getByText('Too small')).toBeVisible()
    await expect(exchange.getByText('Drop-off')).toBeVisible()
    await expect(exchange.getByText('Return requested')).toBeVisible()
    await expect(exchange.getByText('1 November 2026')).toBeVisible()
    const pickup = rowOf(table, 'R1008')
    await expect(pickup.getByText('2 × Owambe Pocket Tee (S)')).toBeVisible()
    await expect(pickup.getByText('Pickup')).toBeVisible()
    await expect(rowOf(table, 'R1005').getByText('Return declined')).toBeVisible()
    await expect(rowOf(table, 'R1004').getByText('Return complete')).toBeVisible()
    await expect(within(canvasElement).queryByRole('list', { name: 'Returns' })).toBeNull()
  },
}

/** A phone: a card per return, the whole card its link. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Returns' }))
    await expect(list.getAllByRole('listitem')).toHaveLength(returns.length)
    const card = within(list.getByRole('link', { name: 'R1006' }).closest('li') as HTMLElement)
    await expect(card.getByText('Return received')).toBeVisible()
    await expect(card.getByText('1 × Ajegunle Track Joggers (32 → 34)')).toBeVisible()
    await expect(card.getByText('1 × Idanre Hills Heavyweight Tee (M)')).toBeVisible()
    await expect(card.getByText(/#1288 · Amaka Nwosu/)).toBeVisible()
    await expect(within(canvasElement).queryByRole('table')).toBeNull()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360)
  },
}
