import { fixtureHomeFresh, fixtureHomePartlySetUp, fixtureHomeWithWork } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { StoreHome } from './StoreHome.tsx'

const meta = {
  title: 'UI/Admin/StoreHome',
  component: StoreHome,
  args: { home: fixtureHomeWithWork, onTestsChange: fn() },
} satisfies Meta<typeof StoreHome>

export default meta
type Story = StoryObj<typeof meta>

const section = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }))

/** A store at work, set up: no checklist; the work waiting, the sales, sizes running out. */
export const WithWorkWaiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('region', { name: 'Set up your store' })).toBeNull()
    const work = section(canvasElement, 'Waiting for you')
    await expect(work.getByRole('link', { name: 'Orders to pack' })).toHaveAttribute(
      'href',
      '/admin/orders?status=Order+Placed',
    )
    await expect(work.getByText('₦24,500 in bank transfers under way')).toBeVisible()
    await expect(work.getByText('1 failed')).toBeVisible()
    await expect(work.getByRole('link', { name: 'Returns needing you' })).toHaveAttribute(
      'href',
      '/admin/returns',
    )
    await expect(work.getByText('2 to approve or decline, 1 to refund or ship')).toBeVisible()
    const sales = section(canvasElement, 'Sales')
    const today = within(sales.getByRole('heading', { name: 'Today' }).closest('li') as HTMLElement)
    await expect(today.getByText('₦86,500')).toBeVisible()
    await expect(today.getByText('Up 60% on yesterday by now')).toBeVisible()
    await expect(today.getByText('₦21,625')).toBeVisible()
    const week = within(
      sales.getByRole('heading', { name: 'This week' }).closest('li') as HTMLElement,
    )
    await expect(week.getByText('Down 9% on last week by now')).toBeVisible()
    const stock = section(canvasElement, 'Running out')
    await expect(stock.getByText('1 sold out, 2 low')).toBeVisible()
    await expect(stock.getByRole('link', { name: 'Indigo Adire Hoodie, M' })).toHaveAttribute(
      'href',
      '/admin/products/indigo-adire-hoodie',
    )
    await expect(stock.getByText('Sold out')).toBeVisible()
    await expect(stock.getByText('1 left')).toBeVisible()
  },
}

/** The best sellers of the week first; another period at a tap. */
export const BestSellersOfAPeriod: Story = {
  play: async ({ canvasElement }) => {
    const best = section(canvasElement, 'Best sellers')
    const names = () =>
      within(best.getByRole('list', { name: 'Best-selling products' }))
        .getAllByRole('link')
        .map((link) => link.textContent)
    await expect(best.getByRole('button', { name: 'This week' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(names()).toEqual([
      'Indigo Adire Hoodie',
      'Super Eagles Home Jersey',
      'Lagos Sun Cap',
    ])
    await expect(best.getByText('M 5 · L 4 · XL 2')).toBeVisible()
    await userEvent.click(best.getByRole('button', { name: 'Today' }))
    await expect(names()).toEqual(['Indigo Adire Hoodie', 'Lagos Sun Cap'])
    await expect(best.getByText('3 sold')).toBeVisible()
  },
}

/** A fresh install: the checklist first, every step to do, and nothing sold yet. */
export const FreshStore: Story = {
  args: { home: fixtureHomeFresh },
  play: async ({ canvasElement }) => {
    const setup = section(canvasElement, 'Set up your store')
    await expect(setup.getByText('0 of 5 done')).toBeVisible()
    await expect(setup.getByRole('link', { name: 'Set the e-mail' })).toHaveAttribute(
      'href',
      '/admin/settings',
    )
    await expect(setup.getByRole('link', { name: 'Add a product' })).toHaveAttribute(
      'href',
      '/admin/products/new',
    )
    await expect(setup.getByText(/Using the test emulator: no money moves/)).toBeVisible()
    const sales = section(canvasElement, 'Sales')
    await expect(sales.getAllByText('₦0')).toHaveLength(6)
    await expect(sales.getAllByText('Same as yesterday by now')).toHaveLength(1)
    await expect(
      section(canvasElement, 'Running out').getByText('No size is low on stock.'),
    ).toBeVisible()
    await expect(
      section(canvasElement, 'Best sellers').getByText('Nothing sold in this period yet.'),
    ).toBeVisible()
  },
}

/** Half set up: the steps done are ticked; test payments are left out, and can be let in. */
export const PartlySetUp: Story = {
  args: { home: fixtureHomePartlySetUp },
  play: async ({ canvasElement, args }) => {
    const setup = section(canvasElement, 'Set up your store')
    await expect(setup.getByText('2 of 5 done')).toBeVisible()
    const steps = within(setup.getByRole('list', { name: 'Set up your store' })).getAllByRole(
      'listitem',
    )
    await expect(steps.map((step) => step.dataset.state)).toEqual([
      'done',
      'todo',
      'todo',
      'todo',
      'done',
    ])
    await expect(steps[0]).toHaveTextContent('Store e-mail address: Done')
    await expect(setup.queryByRole('link', { name: 'Set the e-mail' })).toBeNull()
    const sales = section(canvasElement, 'Sales')
    await expect(
      sales.getByText(
        '2 test payments this month (the built-in emulator: no money moved) are left out.',
      ),
    ).toBeVisible()
    await userEvent.click(sales.getByRole('button', { name: 'Include test payments' }))
    await expect(args.onTestsChange).toHaveBeenCalledWith(true)
  },
}

export const Mobile: Story = {
  args: { home: fixtureHomePartlySetUp },
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    await expect(
      section(canvasElement, 'Waiting for you').getByText('Orders to pack'),
    ).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const Dark: Story = { globals: { theme: 'dark' }, play: WithWorkWaiting.play }
