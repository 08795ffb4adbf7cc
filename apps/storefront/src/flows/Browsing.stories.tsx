import { FAQ_ENTRIES, formatNaira } from '@adire/contract'
import { fixtureProducts } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { StoryApp } from '../stories/StoryApp.tsx'

/**
 * Shopper journeys across pages, walked as a shopper would: by reading headings and following
 * links and buttons. Each runs the real app (routes, providers) on the mock API.
 */
const meta = {
  title: 'Flows/Browsing',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

const hoodies = fixtureProducts.filter((product) => product.category === 'Hoodie')

/** Home → the footer's Hoodies link → a hoodie → one of its related products. */
export const HomeToRelatedProduct: Story = {
  args: { path: '/' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)

    await step('Arrive on the home page', async () => {
      await expect(await canvas.findByRole('heading', { name: 'LATEST COLLECTION' })).toBeVisible()
    })

    await step('Follow the footer’s Hoodies link', async () => {
      const footer = canvas.getByRole('contentinfo')
      await userEvent.click(within(footer).getByRole('link', { name: 'Hoodies' }))
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'ALL COLLECTIONS' }),
      ).toBeVisible()
      await expect(canvas.getByRole('checkbox', { name: 'Hoodies' })).toBeChecked()
      await waitFor(() =>
        expect(canvas.getByText(`Showing ${hoodies.length} products`)).toBeVisible(),
      )
    })

    const [first, ...others] = hoodies
    if (!first) throw new Error('The fixtures have no hoodies')

    await step('Open a hoodie', async () => {
      const products = canvas.getByRole('region', { name: 'Products' })
      await userEvent.click(
        within(products).getByRole('link', { name: `${first.name} ${formatNaira(first.price)}` }),
      )
      await expect(await canvas.findByRole('heading', { level: 1, name: first.name })).toBeVisible()
    })

    await step('Follow a related product', async () => {
      const related = canvas.getByRole('region', { name: 'Related Products' })
      const next = others[0]
      if (!next) throw new Error('The fixtures have only one hoodie')
      await userEvent.click(within(related).getByRole('link', { name: new RegExp(next.name) }))
      await expect(await canvas.findByRole('heading', { level: 1, name: next.name })).toBeVisible()
      await waitFor(() => expect(document.title).toBe(`${next.name} | Adire`))
    })
  },
}

/** The help centre's search, first finding an answer, then finding nothing. */
export const HelpCentreSearch: Story = {
  args: { path: '/helpCenter' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    const search = await canvas.findByRole('searchbox', { name: 'Search help articles' })
    const returns = FAQ_ENTRIES.find((entry) => entry.id === 'returns')

    await step('Search for returns and read the answer', async () => {
      await userEvent.type(search, 'RETURN')
      const question = await canvas.findByRole('button', { name: returns?.question })
      // The questions the search leaves (the header's own buttons are not among them).
      const main = within(canvas.getByRole('main'))
      await expect(main.getAllByRole('button', { expanded: false })).toHaveLength(1)
      await userEvent.click(question)
      await expect(canvas.getByRole('region', { name: returns?.question })).toHaveTextContent(
        /30 days/,
      )
    })

    await step('Search for something the help centre does not cover', async () => {
      await userEvent.clear(search)
      await userEvent.type(search, 'gift cards')
      await expect(await canvas.findByText('No results found.')).toBeVisible()
    })
  },
}

/** A mistyped address lands on the 404 page; its Home button leads back to the shop. */
export const NotFoundToHome: Story = {
  args: { path: '/colection' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Page not found' })).toBeVisible()
    await userEvent.click(within(canvas.getByRole('main')).getByRole('link', { name: 'Home' }))
    await expect(await canvas.findByRole('heading', { name: 'LATEST COLLECTION' })).toBeVisible()
  },
}
