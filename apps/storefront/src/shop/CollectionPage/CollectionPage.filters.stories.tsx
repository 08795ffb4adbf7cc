import { CATEGORIES, formatNaira } from '@adire/contract'
import { fixtureProducts, resetMockDepartments } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { StoryApp } from '../../stories/StoryApp.tsx'
import {
  cheapest,
  collectionMeta,
  expectCount,
  findCards,
  PAGE,
} from './CollectionPage.fixtures.ts'

// Narrowing the collection: departments, sizes and prices, search, sort, the phone's sheet.
const meta = {
  ...collectionMeta,
  title: 'Pages/Collection/Filters and search',
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/**
 * A link printed before the team renamed Pants to Trousers (link name `Trousers`, docs/product.md
 * §11.13) still lands on them, under their new name; Dresses, added by the team, is a filter too.
 */
export const RenamedDepartment: Story = {
  args: { path: '/collection?filter=Pants' },
  beforeEach: () => {
    resetMockDepartments([
      ...CATEGORIES.map((d) =>
        d.id === 'Pant' ? { ...d, label: 'Trousers', slug: 'Trousers', aliases: ['Pants'] } : d,
      ),
      { id: 'Dresses', label: 'Dresses', slug: 'Dresses', aliases: [] },
    ])
    return () => resetMockDepartments()
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const pants = fixtureProducts.filter((p) => p.category === 'Pant').length
    await waitFor(async () => expect(await findCards(canvasElement)).toHaveLength(pants))
    await expect(await canvas.findByRole('checkbox', { name: 'Trousers' })).toBeChecked()
    await expect(canvas.queryByRole('checkbox', { name: 'Pants' })).not.toBeInTheDocument()
    await expect(canvas.getByRole('checkbox', { name: 'Dresses' })).not.toBeChecked()
  },
}

/** The footer's old `Hoodle` link still lands on the hoodies. */
export const FilteredFromFooter: Story = {
  tags: ['state:collection-filtered'],
  args: { path: '/collection?filter=Hoodle' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(async () => expect(await findCards(canvasElement)).toHaveLength(7))
    await expectCount(canvasElement, 'Showing 7 products')
    await expect(canvas.getByRole('checkbox', { name: 'Hoodies' })).toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: 'Jerseys' })).not.toBeChecked()
    await expect(canvas.getByRole('link', { name: /Indigo Adire Hoodie/ })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: /Lagos Sun Cap/ })).not.toBeInTheDocument()
    // A short list has no Load more, and no "seen all" either.
    await expect(canvas.queryByRole('link', { name: 'Load more products' })).not.toBeInTheDocument()
    await expect(canvas.queryByText(/You've seen all/)).not.toBeInTheDocument()
    // Unticking the only category brings the whole range back.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Hoodies' }))
    await expectCount(canvasElement, 'Showing 24 of 56 products')
  },
}

export const SeveralCategories: Story = {
  args: { path: '/collection?filter=Polo&filter=Short' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(async () => expect(await findCards(canvasElement)).toHaveLength(14))
    await expectCount(canvasElement, 'Showing 14 products')
    await expect(canvas.getByRole('checkbox', { name: 'Polos' })).toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: 'Shorts' })).toBeChecked()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Jerseys' }))
    await expectCount(canvasElement, 'Showing 21 products')
  },
}

export const Search: Story = {
  args: { path: '/collection?q=adire' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectCount(canvasElement, 'Showing 9 products')
    await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toHaveValue('adire')
    const cards = await findCards(canvasElement)
    // Names that say "adire" come before products that only mention it in the description.
    await expect(cards[0]).toHaveAccessibleName(/^Adire Circles Tee/)
    await expect(cards[5]).toHaveAccessibleName(/^Oshodi Trucker Cap/)
    await expect(canvas.getByRole('link', { name: /Indigo Adire Hoodie/ })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: /Lagos Sun Cap/ })).not.toBeInTheDocument()
  },
}

export const SearchByTyping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectCount(canvasElement, 'Showing 24 of 56 products')
    const search = canvas.getByRole('searchbox', { name: 'Search products' })
    await userEvent.type(search, 'indigo hoodie')
    await expectCount(canvasElement, 'Showing 1 product')
    const [card] = await findCards(canvasElement)
    await expect(card).toHaveAccessibleName(/^Indigo Adire Hoodie/)
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }))
    await expect(search).toHaveValue('')
    await expectCount(canvasElement, 'Showing 24 of 56 products')
  },
}

export const SortPriceLowToHigh: Story = {
  // Its first screen is Default's, which has its own references; the sorted result is asserted.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectCount(canvasElement, 'Showing 24 of 56 products')
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Sort by' }),
      'Price: low to high',
    )
    await waitFor(async () => {
      const [first] = await findCards(canvasElement)
      await expect(first).toHaveAccessibleName(`${cheapest.name} ${formatNaira(cheapest.price)}`)
    })
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue(
      'Price: low to high',
    )
  },
}

export const SortFromUrl: Story = {
  args: { path: '/collection?filter=Hoodle&sort=price-desc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectCount(canvasElement, 'Showing 7 products')
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue(
      'Price: high to low',
    )
    const prices = fixtureProducts.filter((p) => p.category === 'Hoodie').map((p) => p.price)
    const [first] = await findCards(canvasElement)
    await expect(first).toHaveAccessibleName(new RegExp(formatNaira(Math.max(...prices))))
  },
}

export const NoResults: Story = {
  tags: ['state:collection-empty'],
  args: { path: '/collection?q=zzzz' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No products match your filters.')).toBeVisible()
    await expectCount(canvasElement, 'Showing 0 products')
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }))
    await waitFor(async () => expect(await findCards(canvasElement)).toHaveLength(PAGE))
    await expectCount(canvasElement, 'Showing 24 of 56 products')
    await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toHaveValue('')
    await expect(canvas.queryByText('No products match your filters.')).not.toBeInTheDocument()
  },
}

/** A link from outside the controls (the footer) changes the URL: the controls follow it. */
export const FooterLinkWhileOnPage: Story = {
  args: { path: '/collection?q=adire&filter=Jersey' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectCount(canvasElement, 'Showing 1 product')
    const footer = within(canvas.getByRole('contentinfo'))
    await userEvent.click(footer.getByRole('link', { name: 'Hoodies' }))
    await expectCount(canvasElement, 'Showing 7 products')
    await expect(canvas.getByRole('checkbox', { name: 'Hoodies' })).toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: 'Jerseys' })).not.toBeChecked()
    await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toHaveValue('')
  },
}

/**
 * On a phone the filters wait behind a button, closed, and open as a sheet over the products
 * (issue 41): they apply as they change, and the sheet's button says what they leave.
 */
export const Mobile: Story = {
  tags: ['state:collection-filter-sheet'],
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectCount(canvasElement, 'Showing 24 of 56 products')
    await expect(canvas.queryByRole('group', { name: 'Categories' })).not.toBeInTheDocument()
    const filters = canvas.getByRole('button', { name: 'Filters' })
    await expect(filters).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(filters)
    const sheet = await canvas.findByRole('dialog', { name: 'Filters' })
    await expect(filters).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(within(sheet).getByRole('checkbox', { name: 'Sunglasses' }))
    await expectCount(canvasElement, 'Showing 7 products')
    await expect(filters).toHaveAccessibleName('Filters 1 active')
    // Sunglasses come in one size: the size filter offers only it.
    const sizes = within(sheet).getByRole('group', { name: 'Size' })
    await expect(within(sizes).getAllByRole('checkbox')).toHaveLength(1)
    await expect(within(sheet).getByRole('button', { name: 'Show 7 products' })).toBeVisible()
  },
}

/** The sheet closes with its button, and the products it leaves are on screen. */
export const MobileSheetClosed: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: async (context) => {
    await Mobile.play?.(context)
    const canvas = within(context.canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Show 7 products' }))
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(canvas.getByRole('button', { name: 'Filters 1 active' })).toHaveFocus()
    await expect(await findCards(context.canvasElement)).toHaveLength(7)
  },
}

/** A search typed with a slip finds what was meant (issue 41). */
export const SearchWithTypo: Story = {
  tags: ['state:collection-search-typo'],
  args: { path: '/collection?q=jersy' },
  play: async ({ canvasElement }) => {
    await expectCount(canvasElement, 'Showing 7 products')
    const cards = await findCards(canvasElement)
    for (const card of cards) await expect(card).toHaveAccessibleName(/Jersey/)
  },
}

/** A search that finds nothing offers the nearest names and every department (issue 41). */
export const NoResultsNearest: Story = {
  tags: ['state:collection-no-result-nearest'],
  args: { path: '/collection?q=indigo%20hoodie%20bucket&filter=Polo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No products match your filters.')).toBeVisible()
    const nearest = canvas.getByRole('list', { name: 'Did you mean' })
    await expect(
      within(nearest).getByRole('link', { name: 'Indigo Adire Hoodie' }),
    ).toHaveAttribute('href', '/productdetails/indigo-adire-hoodie')
    await expect(
      within(nearest).getByRole('link', { name: 'Indigo Adire Bucket Hat' }),
    ).toBeVisible()
    const departments = canvas.getByRole('list', { name: 'Shop a department' })
    await expect(within(departments).getAllByRole('link')).toHaveLength(8)
    await expect(within(departments).getByRole('link', { name: 'Hoodies' })).toHaveAttribute(
      'href',
      '/collection?filter=Hoodie',
    )
  },
}

export const NoResultsNearestMobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  // The visual references show NoResultsNearest at 360 px already.
  parameters: { visual: false },
  args: NoResultsNearest.args,
  play: NoResultsNearest.play,
}

/** Sizes and a price range beside the departments, in the address (issue 41). */
export const SizeAndPriceFilters: Story = {
  tags: ['state:collection-size-price-filters'],
  args: { path: '/collection?size=XXL&maxPrice=30000' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const everyPrice = (sizes: string[]) =>
      fixtureProducts.filter((p) => p.sizes.some((s) => sizes.includes(s)))
    const inRange = (sizes: string[]) => everyPrice(sizes).filter((p) => p.price <= 30_000)
    const xxl = inRange(['XXL'])
    await expectCount(canvasElement, `Showing ${xxl.length} products`)
    await expect(canvas.getByRole('checkbox', { name: 'XXL' })).toBeChecked()
    const price = canvas.getByRole('group', { name: 'Price (₦)' })
    await expect(within(price).getByRole('textbox', { name: 'Max' })).toHaveValue('30000')
    for (const card of await findCards(canvasElement)) {
      const product = xxl.find((p) => card.textContent?.includes(p.name))
      await expect(product).toBeDefined()
    }
    // Another size widens the list; the lowest price narrows it, typed as shoppers write it.
    await userEvent.click(canvas.getByRole('checkbox', { name: '38' }))
    await expectCount(canvasElement, `Showing ${inRange(['XXL', '38']).length} products`)
    const min = within(price).getByRole('textbox', { name: 'Min' })
    await userEvent.type(min, '20,000{Enter}')
    const narrowed = inRange(['XXL', '38']).filter((p) => p.price >= 20_000)
    await expectCount(canvasElement, `Showing ${narrowed.length} products`)
    await userEvent.click(canvas.getByRole('button', { name: 'Any price' }))
    await expect(min).toHaveValue('')
    await expectCount(canvasElement, `Showing ${everyPrice(['XXL', '38']).length} products`)
    // The list is the new one, no longer dimmed while it came.
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'Products' })).not.toHaveAttribute('aria-busy'),
    )
  },
}

/** Every page's header searches the collection (issue 41). */
export const HeaderSearchFromAnyPage: Story = {
  args: { path: '/about' },
  // Its first screen is the About page's; what it reaches is SearchWithTypo's kind of screen.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Search products' }))
    const search = canvas.getByRole('search', { name: 'Search the store' })
    await userEvent.type(within(search).getByRole('searchbox'), 'hoddie indgo{Enter}')
    await expectCount(canvasElement, 'Showing 1 product')
    await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toHaveValue(
      'hoddie indgo',
    )
    const [card] = await findCards(canvasElement)
    await expect(card).toHaveAccessibleName(/^Indigo Adire Hoodie/)
  },
}

export const MobileDark: Story = {
  globals: { viewport: { value: 'mobile360' }, theme: 'dark' },
  play: Mobile.play,
}
