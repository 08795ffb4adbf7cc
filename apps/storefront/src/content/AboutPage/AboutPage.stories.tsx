import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { StoryApp } from '../../stories/StoryApp.tsx'

const meta = {
  title: 'Pages/About',
  component: StoryApp,
  args: { path: '/about' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  tags: ['state:about'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const main = within(await canvas.findByRole('main'))
    await expect(await main.findByRole('heading', { level: 1, name: 'ABOUT US' })).toBeVisible()
    await expect(main.getByRole('heading', { level: 2, name: 'Our story' })).toBeVisible()
    await expect(main.getByText(/Yoruba word for indigo cloth/)).toBeVisible()
    await expect(main.getByRole('heading', { level: 2, name: 'Our mission' })).toBeVisible()
    // docs/product.md §1: the three values, each a card with a heading and a paragraph.
    const values = within(main.getByRole('region', { name: 'OUR VALUES' }))
    const cards = values.getAllByRole('listitem')
    await expect(cards).toHaveLength(3)
    for (const [index, name] of [
      'Sustainable style',
      'Inclusive fashion',
      'Global trends',
    ].entries()) {
      const card = within(cards[index] as HTMLElement)
      await expect(card.getByRole('heading', { level: 3, name })).toBeVisible()
    }
    const art = main.getByRole('img', { name: /indigo adire cloths/ })
    await expect(art).toHaveAttribute('width', '640')
    await expect(art).toHaveAttribute('height', '480')
    await expect(main.getByRole('link', { name: 'Explore the collection' })).toHaveAttribute(
      'href',
      '/collection',
    )
    await waitFor(() => expect(document.title).toBe('About us | Adire'))
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: Default.play,
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Default.play,
}
