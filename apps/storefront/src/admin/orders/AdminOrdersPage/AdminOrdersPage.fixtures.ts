// What the store team's orders' story files share: the page's meta and the list's parts.
import { MOCK_ADMIN_TOKEN, resetMockOrders } from '@adire/mocks'
import type { Meta } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { StoryApp } from '../../../stories/StoryApp.tsx'

/**
 * The store team's orders: 25 orders on the mock server (reset before each story), Ada's three
 * among other customers', in every status. The team member is signed in with
 * `MOCK_ADMIN_TOKEN`; a shopper's token (`MOCK_TOKEN`) is refused.
 *
 * Each story file spreads it under a title of its own, with a line comment above: a JSDoc one
 * there becomes a `parameters` key of Storybook's (the docs' description) that hides these.
 */
export const adminOrdersMeta = {
  component: StoryApp,
  args: { path: '/admin/orders', storedToken: MOCK_ADMIN_TOKEN },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => resetMockOrders(),
} satisfies Meta<typeof StoryApp>

/** States reached by interaction start as another story's first screen: no reference image. */
export const interactionOnly = { visual: false } as const

export async function adminPage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  const main = within(await canvas.findByRole('main'))
  return { canvas, main }
}

/** The list, once loaded. */
export async function orderList(canvasElement: HTMLElement) {
  const page = await adminPage(canvasElement)
  await expect(
    await page.main.findByRole('heading', { level: 1, name: 'Store orders' }),
  ).toBeVisible()
  const list = within(await page.main.findByRole('list', { name: 'Orders' }))
  // Found again each time: the list is replaced when a search finds nothing.
  const rows = () =>
    within(page.main.getByRole('list', { name: 'Orders' })).getAllByRole('listitem')
  // Each row's payment reference, under the order's number.
  const references = () => rows().map((row) => row.querySelector('a + p')?.textContent)
  return { ...page, list, rows, references }
}

/** The details of the order open in the page. */
export async function details(main: ReturnType<typeof within>, reference: string) {
  const article = within(
    (await main.findByText(reference, { selector: 'dd' })).closest('article') as HTMLElement,
  )
  return {
    article,
    actions: () => within(article.getByRole('region', { name: 'Move this order' })),
    payments: () => within(article.getByRole('region', { name: 'Payments' })),
    paymentLines: () =>
      within(article.getByRole('list', { name: 'Payments received' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    status: () => article.getAllByText(/./, { selector: '[data-status]' })[0],
    history: () =>
      within(article.getByRole('list', { name: 'Order history' })).getAllByRole('listitem'),
  }
}
