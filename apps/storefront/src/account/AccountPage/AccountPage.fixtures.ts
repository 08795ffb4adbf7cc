// What My account's story files share: the page's meta and its parts.
import { MOCK_TOKEN, resetMockAccount, resetMockAddresses, resetMockSessions } from '@adire/mocks'
import type { Meta } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { StoryApp } from '../../stories/StoryApp.tsx'

/**
 * My account of a signed-in shopper: Ada's account on the mock server (reset before each
 * story, with her two saved addresses), signed in on this phone and on an iPhone.
 *
 * Each story file spreads it under a title of its own, with a line comment above: a JSDoc one
 * there becomes a `parameters` key of Storybook's (the docs' description) that hides these.
 */
export const accountMeta = {
  component: StoryApp,
  args: { path: '/account', storedToken: MOCK_TOKEN },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    resetMockAccount()
    resetMockSessions()
    resetMockAddresses()
  },
} satisfies Meta<typeof StoryApp>

/** States reached by interaction start as another story's first screen: no reference image. */
export const interactionOnly = { visual: false } as const

export type Queries = ReturnType<typeof within>

/** The page, once the account has loaded. */
export async function accountPage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  const main = within(await canvas.findByRole('main'))
  await expect(await main.findByRole('heading', { level: 1, name: 'My Account' })).toBeVisible()
  const section = async (name: string) => within(await main.findByRole('region', { name }))
  return { canvas, main, section }
}

export const toasts = (canvas: Queries) =>
  within(canvas.getByRole('region', { name: 'Notifications' }))
