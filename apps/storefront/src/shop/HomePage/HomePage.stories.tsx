import { CATEGORIES, formatNaira, pageMeta } from '@adire/contract'
import { fixtureProducts, productFeaturedHandlers } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { StoryApp } from '../../stories/StoryApp.tsx'

const meta = {
  title: 'Pages/Home',
  component: StoryApp,
  args: { path: '/' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** What shows whatever the product list does: the hero, both banners and the closing layer. */
async function expectFrame(canvasElement: HTMLElement) {
  const main = within(await within(canvasElement).findByRole('main'))
  const hero = main.getByRole('region', { name: 'New at Adire' })
  await expect(hero).toHaveAttribute('aria-roledescription', 'carousel')
  await expect(within(hero).getByRole('button', { name: 'Go to slide 3' })).toBeVisible()
  const firstImage = hero.querySelector('img')
  await expect(firstImage).toHaveAttribute('loading', 'eager')
  await expect(firstImage).toHaveAttribute('fetchpriority', 'high')

  await expect(main.getByRole('region', { name: 'Hand-finished in Nigeria' })).toBeVisible()
  await expect(main.getByRole('region', { name: 'Free 30-day returns' })).toBeVisible()
  const benefits = within(main.getByRole('region', { name: 'Why shop with Adire' }))
  await expect(benefits.getByRole('heading', { name: 'Secure card payments' })).toBeVisible()
  await expect(benefits.getByRole('link', { name: 'Visit the Help Center' })).toHaveAttribute(
    'href',
    '/helpCenter',
  )
  const closing = within(main.getByRole('region', { name: 'Questions about sizes? Chat with us' }))
  // WhatsApp with the number the store set (issue 41), once its settings have arrived.
  await expect(
    await closing.findByRole('link', { name: 'Chat with us (opens in a new tab)' }),
  ).toHaveAttribute('href', 'https://wa.me/2348031234567')
  await expect(closing.getByRole('link', { name: 'Visit the Help Center' })).toHaveAttribute(
    'href',
    '/helpCenter',
  )
  return main
}

export const Default: Story = {
  tags: ['state:home-sections'],
  play: async ({ canvasElement }) => {
    const main = await expectFrame(canvasElement)
    await waitFor(() => expect(document.title).toBe(pageMeta('home').title))

    const latest = within(main.getByRole('region', { name: 'LATEST COLLECTION' }))
    await expect(await latest.findAllByRole('listitem')).toHaveLength(10)
    const [newest] = fixtureProducts
    await expect(
      latest.getByRole('link', { name: `${newest?.name} ${formatNaira(newest?.price ?? 0)}` }),
    ).toHaveAttribute('href', `/productdetails/${newest?._id}`)

    const bestsellers = within(main.getByRole('region', { name: 'BEST SELLERS' }))
    const bestsellerNames = fixtureProducts.filter((p) => p.bestseller).map((p) => p.name)
    const cards = bestsellers.getAllByRole('link')
    await expect(cards).toHaveLength(Math.min(10, bestsellerNames.length))
    for (const card of cards) {
      await expect(bestsellerNames.some((name) => card.textContent?.startsWith(name))).toBe(true)
    }

    // One section per department, each with up to four of its products and a way to all of them.
    for (const category of CATEGORIES) {
      const section = within(main.getByRole('region', { name: category.label }))
      const items = section.getAllByRole('listitem')
      await expect(items.length).toBeGreaterThan(0)
      await expect(items.length).toBeLessThanOrEqual(4)
      await expect(
        section.getByRole('link', { name: `Shop all ${category.label}` }),
      ).toHaveAttribute('href', `/collection?filter=${category.id}`)
    }

    // The sections come in the order the page is designed in (hero slides aside).
    const hero = main.getByRole('region', { name: 'New at Adire' })
    const titles = main
      .getAllByRole('heading', { level: 2 })
      .filter((heading) => !hero.contains(heading))
      .map((heading) => heading.textContent)
    await expect(titles).toEqual([
      'LATEST COLLECTION',
      'Hand-finished in Nigeria',
      'BEST SELLERS',
      'Free 30-day returns',
      'SHOP BY CATEGORY',
      'Why shop with Adire',
      'Questions about sizes? Chat with us',
    ])
  },
}

export const Loading: Story = {
  tags: ['state:home-loading'],
  parameters: { msw: { handlers: { productFeatured: [productFeaturedHandlers.slow] } } },
  play: async ({ canvasElement }) => {
    const main = await expectFrame(canvasElement)
    await expect(main.getByRole('status')).toHaveTextContent('Loading products')
    await expect(main.queryByRole('region', { name: 'BEST SELLERS' })).not.toBeInTheDocument()
  },
}

export const ErrorState: Story = {
  tags: ['state:home-error'],
  name: 'Error',
  parameters: { msw: { handlers: { productFeatured: [productFeaturedHandlers.error] } } },
  play: async ({ canvasElement }) => {
    const main = await expectFrame(canvasElement)
    const alert = await main.findByRole('alert')
    await expect(alert).toHaveTextContent('Failed to fetch products')
    // Said once, not once per product section.
    await expect(main.getAllByRole('alert')).toHaveLength(1)
    await expect(main.queryByRole('link', { name: /^Shop all/ })).not.toBeInTheDocument()
  },
}

export const EmptyCatalogue: Story = {
  parameters: { msw: { handlers: { productFeatured: [productFeaturedHandlers.empty] } } },
  play: async ({ canvasElement }) => {
    const main = await expectFrame(canvasElement)
    await expect(await main.findByText('New arrivals are on their way.')).toBeVisible()
    await expect(main.queryByRole('region', { name: 'BEST SELLERS' })).not.toBeInTheDocument()
    await expect(main.queryByRole('region', { name: 'SHOP BY CATEGORY' })).not.toBeInTheDocument()
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
