import { DAY_MS } from '@adire/contract'
import { FIXTURE_NOW, fixtureProductHistory, fixtureStockHistory } from '@adire/mocks'
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { PRODUCT_ADMIN_TEXTS } from '../../products/texts.ts'
import { SETTINGS_ADMIN_TEXTS } from '../../settings/texts.ts'
import { STOCK_ADMIN_TEXTS } from '../../stock/texts.ts'
import { ChangeHistory } from './ChangeHistory.tsx'
import { productChangeEntries, settingChangeEntries, stockChangeEntries } from './changeEntries.tsx'

const product = { label: PRODUCT_ADMIN_TEXTS.historyList, empty: PRODUCT_ADMIN_TEXTS.noHistory }
const stock = { label: STOCK_ADMIN_TEXTS.historyList, empty: STOCK_ADMIN_TEXTS.noHistory }
const settings = { label: SETTINGS_ADMIN_TEXTS.historyList, empty: SETTINGS_ADMIN_TEXTS.noHistory }

const meta = {
  title: 'UI/Admin/ChangeHistory',
  component: ChangeHistory,
  args: {
    ...product,
    entries: productChangeEntries(fixtureProductHistory['indigo-adire-hoodie'] ?? []),
  },
  decorators: [(Story) => <div className="w-full max-w-md">{Story()}</div>],
} satisfies Meta<typeof ChangeHistory>

export default meta
type Story = StoryObj<typeof meta>

/** The stock list sits in the editor's narrow side column. */
const narrow: Decorator = (Story) => <div className="w-full max-w-xs">{Story()}</div>

const entries = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

/** A product's saves, newest first: who, what and when; prices in naira, the seed as the command line. */
export const ProductChanges: Story = {
  play: async ({ canvasElement }) => {
    await expect(entries(canvasElement, 'Product history')).toEqual([
      'ngozi@adire.example changed the price from ₦26,000 to ₦28,500 and changed the sizes from S, M, L, XL to S, M, L, XL, XXL31 October 2026 at 13:00',
      'chidi@adire.example marked it as a bestseller29 October 2026 at 13:00',
      'The command line created it26 October 2026 at 13:00',
    ])
  },
}

/** Every kind of product change, as a sentence each. */
export const EveryProductField: Story = {
  args: {
    entries: productChangeEntries([
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
    ]),
  },
  play: async ({ canvasElement }) => {
    await expect(entries(canvasElement, 'Product history')).toEqual([
      'ngozi@adire.example renamed it from “Eko Tee” to “Eko Heat Tee”, changed the description, moved it from Polos to T-shirts, changed the price from ₦12,500 to ₦13,000.50, changed the photos, took it off the bestsellers and archived it1 November 2026 at 13:00',
      'The command line brought it back1 November 2026 at 12:59',
    ])
  },
}

/** A product never changed since it was made. */
export const NoProductChanges: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No changes recorded yet.')).toBeVisible()
  },
}

/**
 * A product's stock, newest first: the size, the change with its sign, the units after it, why
 * and who, when. A delivery counted in several sizes is one entry per size.
 */
export const StockChanges: Story = {
  args: { ...stock, entries: stockChangeEntries(fixtureStockHistory['indigo-adire-hoodie'] ?? []) },
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    await expect(entries(canvasElement, 'Stock changes')).toEqual([
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

/** Every stock reason: the team's three, a sale and a return from a cancelled order, the command line. */
export const EveryStockReason: Story = {
  args: {
    ...stock,
    entries: stockChangeEntries([
      ...(fixtureStockHistory['danfo-yellow-shades'] ?? []),
      {
        size: 'One size',
        delta: 0,
        quantity: 0,
        reason: 'counted',
        by: 'ngozi@adire.example',
        at: FIXTURE_NOW - 7 * 86_400_000,
      },
    ]),
  },
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    await expect(entries(canvasElement, 'Stock changes')).toEqual([
      'Size One size: −1 (0 in stock)Sold in order ADR-FIXTURE-1021 November 2026 at 08:00',
      'Size One size: +1 (1 in stock)Returned from cancelled order ADR-FIXTURE-10631 October 2026 at 13:00',
      'Size One size: −3 (0 in stock)Sold in order ADR-FIXTURE-10330 October 2026 at 13:00',
      'Size One size: +3 (3 in stock)Received by the command line26 October 2026 at 13:00',
      'Size One size: 0 (0 in stock)Counted by ngozi@adire.example25 October 2026 at 13:00',
    ])
  },
}

/** Stock never counted: nothing to list, said plainly. */
export const NoStockChanges: Story = {
  args: { ...stock, entries: [] },
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No stock changes yet.')).toBeVisible()
    await expect(within(canvasElement).queryByRole('list')).toBeNull()
  },
}

const now = Date.UTC(2026, 10, 1, 12)

/** The store's latest setting changes: money as naira, the ways to pay by name, who and when. */
export const SettingChanges: Story = {
  args: {
    ...settings,
    entries: settingChangeEntries([
      { setting: 'deliveryFee', value: 2500, changedBy: 'kemi@adire.ng', at: now },
      {
        setting: 'paymentChannels',
        value: ['card', 'bank_transfer'],
        changedBy: 'command line',
        at: now - DAY_MS,
      },
      { setting: 'storeEmail', value: null, changedBy: 'environment', at: now - 30 * DAY_MS },
    ]),
  },
  play: async ({ canvasElement }) => {
    const items = within(
      within(canvasElement).getByRole('list', { name: 'Setting changes' }),
    ).getAllByRole('listitem')
    await expect(items[0]).toHaveTextContent('Delivery fee (₦): ₦2,500')
    await expect(items[0]).toHaveTextContent('by kemi@adire.ng')
    await expect(items[1]).toHaveTextContent('Ways to pay: Card, Bank transfer')
    await expect(items[2]).toHaveTextContent('Store e-mail address: none')
    await expect(items[2]).toHaveTextContent('set on the first start')
  },
}

/** No setting change recorded yet. */
export const NoSettingChanges: Story = {
  args: { ...settings, entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No changes yet.')).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: ProductChanges.play,
}

export const Dark: Story = { globals: { theme: 'dark' }, play: ProductChanges.play }
