import { accountHandlers, fixtureAccount, heldRequests, resetMockAccount } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { StoryApp } from '../../stories/StoryApp.tsx'

/** The page a link sent to an e-mail address opens (signed in or not: any device). */
const meta = {
  title: 'Pages/ConfirmEmail',
  component: StoryApp,
  args: { path: '/account/confirm-email?token=c0ffee00c0ffee00' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** States reached by interaction start as the ready page: the visual test skips them. */
const interactionOnly = { visual: false } as const

async function confirmPage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  const main = within(await canvas.findByRole('main'))
  await main.findByRole('heading', { level: 1, name: 'Confirm your e-mail' })
  return { canvas, main }
}

async function confirm(canvasElement: HTMLElement) {
  const page = await confirmPage(canvasElement)
  await userEvent.click(page.main.getByRole('button', { name: 'Confirm my e-mail' }))
  return page
}

/** Nothing changes until the button is pressed: a mail scanner opening the link changes nothing. */
export const Ready: Story = {
  tags: ['state:confirm-email-ready'],
  play: async ({ canvasElement }) => {
    const { main } = await confirmPage(canvasElement)
    await expect(main.getByRole('button', { name: 'Confirm my e-mail' })).toBeEnabled()
    await expect(main.getByRole('link', { name: 'Go to my account' })).toHaveAttribute(
      'href',
      '/account',
    )
    await waitFor(() => expect(document.title).toBe('Confirm your e-mail | Adire'))
  },
}

export const Confirming: Story = {
  tags: ['state:confirm-email-busy'],
  parameters: { ...interactionOnly, msw: { handlers: { account: [accountHandlers.confirmSlow] } } },
  play: async ({ canvasElement }) => {
    const { main } = await confirm(canvasElement)
    await expect(await main.findByRole('button', { name: 'Confirming...' })).toBeDisabled()
    // Ends only once the confirmation has arrived: sent later, it would change the next story's data.
    await waitFor(() =>
      expect(heldRequests()).toEqual([
        expect.stringMatching(/^POST \/api\/users\/email\/confirm\//),
      ]),
    )
  },
}

/** A new address's link: the change is made. */
export const Confirmed: Story = {
  tags: ['state:confirm-email-done'],
  parameters: interactionOnly,
  beforeEach: () => {
    resetMockAccount({ ...fixtureAccount, pendingEmail: 'ada.new@example.com' })
  },
  play: async ({ canvasElement }) => {
    const { main } = await confirm(canvasElement)
    await expect(await main.findByRole('status')).toHaveTextContent(
      'Your e-mail address has been changed',
    )
    await expect(main.getByText('Log in with your new address from now on.')).toBeVisible()
  },
}

/** The link sent at sign-up (ADR 034): the address in use is proven, nothing else changes. */
export const SignUpConfirmed: Story = {
  parameters: interactionOnly,
  beforeEach: () => {
    resetMockAccount({ ...fixtureAccount, emailConfirmed: false })
  },
  play: async ({ canvasElement }) => {
    const { main } = await confirm(canvasElement)
    await expect(await main.findByRole('status')).toHaveTextContent(
      'Your e-mail address is confirmed',
    )
    await expect(main.queryByText('Log in with your new address from now on.')).toBeNull()
  },
}

/** A used, expired or withdrawn link: the server's words, and the way back to the account. */
export const Invalid: Story = {
  tags: ['state:confirm-email-invalid'],
  parameters: {
    ...interactionOnly,
    msw: { handlers: { account: [accountHandlers.confirmInvalid] } },
  },
  play: async ({ canvasElement }) => {
    const { main } = await confirm(canvasElement)
    await expect(await main.findByRole('alert')).toHaveTextContent(
      'This confirmation link is invalid, used or expired. Please ask for a new one from your account.',
    )
  },
}

export const Incomplete: Story = {
  tags: ['state:confirm-email-incomplete'],
  args: { path: '/account/confirm-email' },
  play: async ({ canvasElement }) => {
    const { main } = await confirmPage(canvasElement)
    await expect(canvasElement).toHaveTextContent('This confirmation link is incomplete')
    await expect(main.queryByRole('button')).toBeNull()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: Ready.play,
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Ready.play,
}
