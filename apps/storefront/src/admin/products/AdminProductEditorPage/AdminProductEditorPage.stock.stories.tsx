import {
  adminStockHandlers,
  adminStockWith,
  fixtureStock,
  heldRequests,
  mockStock,
} from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { StoryApp } from '../../../stories/StoryApp.tsx'
import { editor, interactionOnly, productEditorMeta } from './AdminProductEditorPage.fixtures.ts'

// The product's stock panels (docs/product.md §11.6): counting, refusals, the history.
const meta = {
  ...productEditorMeta,
  title: 'Pages/Admin product editor/Stock',
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** The stock panels (docs/product.md §11.6), once the product's stock is read. */
async function stockPanels(canvasElement: HTMLElement) {
  const { main } = await editor(canvasElement)
  const stock = within(await main.findByRole('region', { name: 'Stock' }))
  const save = await stock.findByRole('button', { name: 'Save stock' })
  return {
    main,
    stock,
    save,
    size: (name: string) => stock.getByRole('textbox', { name: `Size ${name}` }),
    reason: () => stock.getByRole('combobox', { name: 'Reason' }),
    changes: () =>
      within(main.getByRole('list', { name: 'Stock changes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
  }
}

/**
 * A product's stock: each size with its units (S low, M sold out, said in words) or "Not
 * counted" (XL, with the warning that it sells without limit), set with why. Only the sizes changed are sent and recorded; the panel and the
 * history show the answer, and the focus stays on the button.
 */
export const Stock: Story = {
  tags: ['state:admin-stock-edit'],
  args: { path: '/admin/products/oyo-adire-hoodie' },
  play: async ({ canvasElement }) => {
    const { main, stock, save, size, reason, changes } = await stockPanels(canvasElement)
    await expect(size('S')).toHaveValue('1')
    await expect(size('S')).toHaveAccessibleDescription('1 in stock Low')
    await expect(size('M')).toHaveAccessibleDescription('0 in stock Sold out')
    await expect(size('L')).toHaveAccessibleDescription('9 in stock')
    await expect(size('XL')).toHaveAccessibleDescription('Not counted')
    await expect(size('XL')).toHaveValue('')
    // A size never counted sells without limit: the panel says so above the sizes.
    await expect(
      stock.getByText('1 size not counted: it sells without limit (XL)', { exact: false }),
    ).toBeVisible()
    await expect(stock.getByText('Low', { selector: '[data-stock]' })).toBeVisible()
    await expect(stock.getByText('Sold out', { selector: '[data-stock]' })).toBeVisible()
    await expect(reason()).toHaveValue('')

    await userEvent.clear(size('M'))
    await userEvent.type(size('M'), '12')
    await userEvent.type(size('XL'), '4')
    await userEvent.selectOptions(reason(), 'Received')
    await userEvent.click(save)
    await expect(await stock.findByRole('status')).toHaveTextContent('Stock saved.')
    await expect(save).toHaveFocus()
    await expect(size('M')).toHaveAccessibleDescription('12 in stock')
    await expect(size('XL')).toHaveAccessibleDescription('4 in stock')
    await expect(size('S')).toHaveAccessibleDescription('1 in stock Low')
    // Each save says why afresh.
    await expect(reason()).toHaveValue('')
    await expect(changes().slice(0, 3)).toEqual([
      'Size XL: +4 (4 in stock)Received by ngozi@adire.example1 November 2026 at 13:01',
      'Size M: +12 (12 in stock)Received by ngozi@adire.example1 November 2026 at 13:01',
      'Size M: −2 (0 in stock)Sold in order ADR-FIXTURE-1051 November 2026 at 12:30',
    ])
    await expect(mockStock('oyo-adire-hoodie')).toEqual({ S: 1, M: 12, L: 9, XL: 4 })
    // Typing again: the confirmation goes, nothing is saved yet.
    await userEvent.type(size('S'), '0')
    await expect(main.queryByText('Stock saved.')).toBeNull()
  },
}

/**
 * Saved with nothing changed and no reason, then with a count the store cannot keep: the
 * contract's words at each place, the focus on the first, and nothing sent.
 */
export const StockInvalid: Story = {
  parameters: interactionOnly,
  args: { path: '/admin/products/oyo-adire-hoodie' },
  play: async ({ canvasElement }) => {
    const { save, size, reason } = await stockPanels(canvasElement)
    await userEvent.click(save)
    await waitFor(() => expect(size('S')).toHaveFocus())
    await expect(size('S')).toHaveAccessibleDescription(
      '1 in stock Low Give the stock of at least one size',
    )
    await expect(reason()).toHaveAttribute('aria-invalid', 'true')
    await expect(reason()).toHaveAccessibleDescription(/Say why: received, counted, correction$/)

    await userEvent.clear(size('L'))
    await userEvent.type(size('L'), '2.5')
    await userEvent.selectOptions(reason(), 'Counted')
    await expect(reason()).not.toHaveAttribute('aria-invalid')
    await userEvent.click(save)
    await waitFor(() => expect(size('L')).toHaveFocus())
    await expect(size('L')).toHaveAttribute('aria-invalid', 'true')
    await expect(size('L')).toHaveAccessibleDescription(
      '9 in stock Stock is a whole number from 0 to 100,000',
    )
    await expect(size('S')).not.toHaveAttribute('aria-invalid')
    await expect(mockStock('oyo-adire-hoodie')).toEqual(fixtureStock['oyo-adire-hoodie'])
  },
}

/**
 * Someone else took XXL off the product meanwhile: the server refuses the count on its field,
 * and its words are at XXL's input, which takes the focus.
 */
export const StockRefused: Story = {
  parameters: {
    ...interactionOnly,
    msw: { handlers: { adminStock: adminStockWith(adminStockHandlers.sizeRemovedMeanwhile) } },
  },
  play: async ({ canvasElement }) => {
    const { stock, save, size, reason } = await stockPanels(canvasElement)
    await expect(size('XXL')).toHaveAccessibleDescription('Not counted')
    await userEvent.type(size('XXL'), '6')
    await userEvent.selectOptions(reason(), 'Received')
    await userEvent.click(save)
    await waitFor(() => expect(size('XXL')).toHaveFocus())
    await expect(size('XXL')).toHaveAttribute('aria-invalid', 'true')
    await expect(size('XXL')).toHaveAccessibleDescription(
      'Not counted This product has no size XXL',
    )
    await expect(stock.queryByRole('status')).toBeNull()
    await expect(stock.queryByRole('alert')).toBeNull()
  },
}

/** The save on its way: the button waits. */
export const StockSaving: Story = {
  parameters: {
    ...interactionOnly,
    msw: { handlers: { adminStock: adminStockWith(adminStockHandlers.updateSlow) } },
  },
  play: async ({ canvasElement }) => {
    const { stock, size, reason, save } = await stockPanels(canvasElement)
    await userEvent.clear(size('M'))
    await userEvent.type(size('M'), '3')
    await userEvent.selectOptions(reason(), 'Correction')
    await userEvent.click(save)
    const saving = await stock.findByRole('button', { name: 'Saving stock…' })
    await expect(saving).toHaveAttribute('aria-disabled', 'true')
    await expect(saving).toHaveAttribute('aria-busy', 'true')
    await expect(saving).toHaveFocus()
    // Ends only once the save has arrived: sent later, it would change the next story's data.
    await waitFor(() =>
      expect(heldRequests()).toEqual(['PUT /api/admin/products/indigo-adire-hoodie/stock']),
    )
  },
}

/**
 * Every change of a sold-out product's stock, newest first: each sale and the return of a
 * cancelled order by its reference, the delivery counted from the command line.
 */
export const StockHistory: Story = {
  tags: ['state:admin-stock-history'],
  args: { path: '/admin/products/danfo-yellow-shades' },
  play: async ({ canvasElement }) => {
    const { size, changes } = await stockPanels(canvasElement)
    await expect(size('One size')).toHaveAccessibleDescription('0 in stock Sold out')
    await expect(changes()).toEqual([
      'Size One size: −1 (0 in stock)Sold in order ADR-FIXTURE-1021 November 2026 at 08:00',
      'Size One size: +1 (1 in stock)Returned from cancelled order ADR-FIXTURE-10631 October 2026 at 13:00',
      'Size One size: −3 (0 in stock)Sold in order ADR-FIXTURE-10330 October 2026 at 13:00',
      'Size One size: +3 (3 in stock)Received by the command line26 October 2026 at 13:00',
    ])
  },
}

/** Never counted: every size always available, and no change to list yet. */
export const StockNotCounted: Story = {
  tags: ['state:admin-stock-history'],
  args: { path: '/admin/products/lekki-linen-shorts' },
  play: async ({ canvasElement }) => {
    const { main, stock } = await stockPanels(canvasElement)
    const sizes = stock.getAllByRole('textbox')
    await expect(sizes).toHaveLength(4)
    for (const input of sizes) {
      await expect(input).toHaveAccessibleDescription('Not counted')
      await expect(input).toHaveValue('')
    }
    const history = within(main.getByRole('region', { name: 'Stock history' }))
    await expect(history.getByText('No stock changes yet.')).toBeVisible()
    await expect(history.queryByRole('list')).toBeNull()
  },
}

/** The stock could not be read: said in its panel, with another try; the product's form works. */
export const StockError: Story = {
  parameters: {
    msw: { handlers: { adminStock: [adminStockHandlers.stockError] } },
  },
  play: async ({ canvasElement }) => {
    const { main, field } = await editor(canvasElement)
    const stock = within(main.getByRole('region', { name: 'Stock' }))
    await expect(await stock.findByRole('alert')).toHaveTextContent(
      'The stock could not be loaded: Something went wrong',
    )
    await expect(stock.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(main.queryByRole('region', { name: 'Stock history' })).toBeNull()
    await expect(field('Name')).toHaveValue('Indigo Adire Hoodie')
  },
}

export const StockMobile: Story = {
  parameters: interactionOnly,
  globals: { viewport: { value: 'mobile360' } },
  args: Stock.args,
  play: Stock.play,
}

export const StockDark: Story = {
  parameters: interactionOnly,
  globals: { theme: 'dark' },
  args: Stock.args,
  play: Stock.play,
}
