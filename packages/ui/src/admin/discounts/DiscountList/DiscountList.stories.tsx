import { mockAdminDiscounts } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { DiscountList } from './DiscountList.tsx'

const discounts = mockAdminDiscounts()

const meta = {
  title: 'UI/Admin/DiscountList',
  component: DiscountList,
  args: { discounts, hrefFor: (discount) => `/admin/discounts/${discount.id}` },
} satisfies Meta<typeof DiscountList>

export default meta
type Story = StoryObj<typeof meta>

/**
 * A wide screen: a table, a row per code with its conditions, what it takes off, its state, its
 * uses of its limit, those held, the money given away and the sales.
 */
export const Default: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Discount codes' }))
    await expect(table.getAllByRole('row')).toHaveLength(discounts.length + 1)
    const row = within(
      table.getByRole('rowheader', { name: /ADIRE10/ }).closest('tr') as HTMLElement,
    )
    await expect(row.getByRole('link', { name: 'ADIRE10' })).toHaveAttribute(
      'href',
      `/admin/discounts/${discounts.find((d) => d.code === 'ADIRE10')?.id}`,
    )
    await expect(row.getByText('15% off')).toBeVisible()
    await expect(row.getByText('Active')).toBeVisible()
    await expect(row.getByText('12 of 100')).toBeVisible()
    await expect(row.getByText('₦46,350')).toBeVisible()
    await expect(row.getByText('₦262,650')).toBeVisible()
    const hoodies = within(
      table.getByRole('rowheader', { name: /HOODIES20/ }).closest('tr') as HTMLElement,
    )
    await expect(hoodies.getByText('Scheduled')).toBeVisible()
    await expect(hoodies.getByText(/Hoodies, Jerseys/)).toBeVisible()
    await expect(within(canvasElement).queryByRole('list', { name: 'Discount codes' })).toBeNull()
  },
}

/** A phone: a card per code, the whole card its link, the figures in sentences. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Discount codes' }))
    await expect(list.getAllByRole('listitem')).toHaveLength(discounts.length)
    const card = within(list.getByRole('link', { name: 'FREESHIP' }).closest('li') as HTMLElement)
    await expect(card.getByText('Paused')).toBeVisible()
    await expect(card.getByText('free delivery')).toBeVisible()
    await expect(card.getByText('7 uses')).toBeVisible()
    await expect(card.getByText('₦17,500 given away · ₦301,500 in sales')).toBeVisible()
    await expect(within(canvasElement).queryByRole('table')).toBeNull()
  },
}
