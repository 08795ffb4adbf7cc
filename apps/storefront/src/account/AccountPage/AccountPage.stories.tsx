import { ACCOUNT_MESSAGES } from '@adire/contract'
import {
  accountHandlers,
  DEMO_USER,
  fixtureAccount,
  handlers,
  heldRequests,
  resetMockAccount,
} from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { StoryApp } from '../../stories/StoryApp.tsx'
import { accountMeta, accountPage, interactionOnly, toasts } from './AccountPage.fixtures.ts'

// The account's page and its profile: the name, the e-mail and the password changed.
const meta = {
  ...accountMeta,
  title: 'Pages/Account/Profile',
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  tags: ['state:account-filled'],
  play: async ({ canvasElement }) => {
    const { main, section } = await accountPage(canvasElement)
    // The specified heading spelled out here: the helper that waits for it is shared from the
    // fixtures, where the state coverage (scripts/spec-states) does not look.
    await expect(main.getByRole('heading', { level: 1 })).toHaveTextContent('My Account')
    const profile = await section('Profile')
    await expect(profile.getByLabelText('Name')).toHaveValue(DEMO_USER.name)
    await expect(profile.getByText(DEMO_USER.email)).toBeVisible()
    await expect(profile.getByRole('button', { name: 'Change e-mail' })).toBeVisible()
    const devices = await section('Devices signed in')
    const list = within(await devices.findByRole('list', { name: 'Devices' }))
    const [here, iphone] = list.getAllByRole('listitem') as [HTMLElement, HTMLElement]
    await expect(here).toHaveTextContent('Chrome on Android')
    await expect(here).toHaveTextContent('This device')
    await expect(within(here).queryByRole('button')).toBeNull()
    await expect(
      within(iphone).getByRole('button', { name: 'Sign out Safari on iPhone' }),
    ).toBeVisible()
    await expect(main.getByRole('link', { name: 'My addresses' })).toHaveAttribute(
      'href',
      '/account/addresses',
    )
    const data = await section('Your data')
    await expect(data.getByRole('button', { name: 'Download my data' })).toBeVisible()
    await expect(data.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacyPolicy',
    )
    await waitFor(() => expect(document.title).toBe('My account | Adire'))
  },
}

export const Loading: Story = {
  tags: ['state:account-loading'],
  parameters: { msw: { handlers: { account: [accountHandlers.slow] } } },
  play: async ({ canvasElement }) => {
    const { main } = await accountPage(canvasElement)
    await waitFor(() => expect(main.getByRole('status')).toHaveTextContent('Loading your account'))
  },
}

export const ErrorState: Story = {
  name: 'Error',
  tags: ['state:account-error'],
  parameters: { msw: { handlers: { account: [accountHandlers.error] } } },
  play: async ({ canvasElement }) => {
    const { main } = await accountPage(canvasElement)
    await expect(await main.findByRole('alert')).toHaveTextContent(
      'Your account could not be loaded: Something went wrong',
    )
    await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const SignedOut: Story = {
  tags: ['state:account-signed-out'],
  args: { storedToken: undefined },
  play: async ({ canvasElement }) => {
    const { main } = await accountPage(canvasElement)
    await expect(await main.findByText('Please login')).toBeVisible()
    await expect(main.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?next=/account',
    )
  },
}

/** The name saved: the toast, and the new name kept. */
export const NameSaved: Story = {
  tags: ['state:account-saved'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { canvas, section } = await accountPage(canvasElement)
    const profile = await section('Profile')
    const name = profile.getByLabelText('Name')
    await userEvent.clear(name)
    await userEvent.type(name, 'Ada Okafor-Bello')
    await userEvent.click(profile.getByRole('button', { name: 'Save name' }))
    await expect(await toasts(canvas).findByText('Your name has been saved')).toBeVisible()
    await expect(name).toHaveValue('Ada Okafor-Bello')
  },
}

/** An empty name is refused at its field, before anything is sent. */
export const NameInvalid: Story = {
  tags: ['state:account-validation'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { section } = await accountPage(canvasElement)
    const profile = await section('Profile')
    const name = profile.getByLabelText('Name')
    await userEvent.clear(name)
    await userEvent.click(profile.getByRole('button', { name: 'Save name' }))
    await waitFor(() => expect(name).toHaveAccessibleDescription('Name is required'))
    await expect(name).toHaveFocus()
  },
}

/** Saving: the button says so and cannot be pressed twice. */
export const NameSaving: Story = {
  tags: ['state:account-saving'],
  parameters: {
    ...interactionOnly,
    msw: { handlers: { account: [accountHandlers.changesSlow, ...handlers.account] } },
  },
  play: async ({ canvasElement }) => {
    const { section } = await accountPage(canvasElement)
    const profile = await section('Profile')
    await userEvent.type(profile.getByLabelText('Name'), ' B.')
    await userEvent.click(profile.getByRole('button', { name: 'Save name' }))
    await expect(await profile.findByRole('button', { name: 'Saving...' })).toBeDisabled()
    // Ends only once the save has arrived: sent later, it would change the next story's data.
    await waitFor(() => expect(heldRequests()).toEqual(['PUT /api/users/account']))
  },
}

/** Asking for a new e-mail: the link is on its way, and the page says the change waits for it. */
export const EmailChangeSent: Story = {
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { canvas, section } = await accountPage(canvasElement)
    const profile = await section('Profile')
    await userEvent.click(profile.getByRole('button', { name: 'Change e-mail' }))
    await userEvent.type(profile.getByLabelText('New e-mail'), 'ada.new@example.com')
    await userEvent.type(profile.getByLabelText('Current password'), DEMO_USER.password)
    await userEvent.click(profile.getByRole('button', { name: 'Send confirmation link' }))
    await expect(await toasts(canvas).findByText(ACCOUNT_MESSAGES.emailChangeSent)).toBeVisible()
    await expect(await profile.findByRole('status')).toHaveTextContent(
      'Waiting for confirmation: we sent a link to ada.new@example.com.',
    )
    // Nothing changed yet.
    await expect(profile.getByText(DEMO_USER.email)).toBeVisible()
  },
}

/** A change of e-mail waiting for its link, which the shopper can withdraw. */
export const EmailChangePending: Story = {
  tags: ['state:account-email-pending'],
  parameters: {
    msw: { handlers: { account: [accountHandlers.pendingEmail, ...handlers.account] } },
  },
  play: async ({ canvasElement }) => {
    const { section } = await accountPage(canvasElement)
    const profile = await section('Profile')
    await expect(await profile.findByRole('status')).toHaveTextContent(
      'Your e-mail changes when you open it.',
    )
    await expect(profile.getByRole('button', { name: 'Cancel the change' })).toBeVisible()
    await expect(profile.queryByRole('button', { name: 'Change e-mail' })).toBeNull()
  },
}

/**
 * A new account whose address is not proven yet (ADR 034): the page asks for the link to be
 * opened, and sends it again.
 */
export const EmailUnconfirmed: Story = {
  beforeEach: () => {
    resetMockAccount({ ...fixtureAccount, emailConfirmed: false })
  },
  play: async ({ canvasElement }) => {
    const { canvas, section } = await accountPage(canvasElement)
    const profile = await section('Profile')
    await expect(await profile.findByRole('status')).toHaveTextContent(
      `Please confirm your e-mail: open the link we sent to ${DEMO_USER.email}.`,
    )
    await userEvent.click(profile.getByRole('button', { name: 'Send the link again' }))
    await expect(
      await toasts(canvas).findByText(
        'We have sent a link to your address. Open it to confirm your e-mail.',
      ),
    ).toBeVisible()
    await expect(profile.getByRole('button', { name: 'Change e-mail' })).toBeVisible()
  },
}

/** A wrong password for the change of e-mail: said at that field. */
export const EmailChangeWrongPassword: Story = {
  tags: ['state:account-email-refused'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { section } = await accountPage(canvasElement)
    const profile = await section('Profile')
    await userEvent.click(profile.getByRole('button', { name: 'Change e-mail' }))
    await userEvent.type(profile.getByLabelText('New e-mail'), 'ada.new@example.com')
    const password = profile.getByLabelText('Current password')
    await userEvent.type(password, 'not-my-password')
    await userEvent.click(profile.getByRole('button', { name: 'Send confirmation link' }))
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription('Your current password is not right'),
    )
  },
}

export const PasswordChanged: Story = {
  tags: ['state:account-password-changed'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { canvas, section } = await accountPage(canvasElement)
    const password = await section('Password')
    await userEvent.type(password.getByLabelText('Current password'), DEMO_USER.password)
    await userEvent.type(password.getByLabelText('New password'), 'a brand new passphrase')
    await userEvent.click(password.getByRole('button', { name: 'Change password' }))
    await expect(
      await toasts(canvas).findByText(
        'Your password has been changed. Your other devices have been signed out.',
      ),
    ).toBeVisible()
    await expect(password.getByLabelText('Current password')).toHaveValue('')
  },
}

export const PasswordWrong: Story = {
  tags: ['state:account-password-wrong'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { section } = await accountPage(canvasElement)
    const password = await section('Password')
    const current = password.getByLabelText('Current password')
    await userEvent.type(current, 'not-my-password')
    await userEvent.type(password.getByLabelText('New password'), 'a brand new passphrase')
    await userEvent.click(password.getByRole('button', { name: 'Change password' }))
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription('Your current password is not right'),
    )
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
