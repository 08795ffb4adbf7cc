import { SESSION_MESSAGES } from '@adire/contract'
import { DEMO_USER, sessionHandlers } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test'
import type { StoryApp } from '../../stories/StoryApp.tsx'
import { accountMeta, accountPage, interactionOnly, toasts } from './AccountPage.fixtures.ts'

// The devices signed in, the shopper's data downloaded, and the account deleted.
const meta = {
  ...accountMeta,
  title: 'Pages/Account/Devices and data',
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

export const DevicesLoading: Story = {
  tags: ['state:account-devices-loading'],
  parameters: { msw: { handlers: { sessions: [sessionHandlers.slow] } } },
  play: async ({ canvasElement }) => {
    const { section } = await accountPage(canvasElement)
    const devices = await section('Devices signed in')
    await expect(devices.getByRole('status')).toHaveTextContent('Loading your devices')
  },
}

export const DevicesError: Story = {
  tags: ['state:account-devices-error'],
  parameters: { msw: { handlers: { sessions: [sessionHandlers.error] } } },
  play: async ({ canvasElement }) => {
    const { section } = await accountPage(canvasElement)
    const devices = await section('Devices signed in')
    await expect(await devices.findByRole('alert')).toHaveTextContent(
      'Your devices could not be loaded',
    )
    await expect(devices.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** One device signed out, then the list shows this one only. */
export const DeviceSignedOut: Story = {
  tags: ['state:account-device-signed-out'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { canvas, section } = await accountPage(canvasElement)
    const devices = await section('Devices signed in')
    await userEvent.click(await devices.findByRole('button', { name: 'Sign out Safari on iPhone' }))
    await expect(await toasts(canvas).findByText('Signed out on that device')).toBeVisible()
    await waitFor(() =>
      expect(
        within(devices.getByRole('list', { name: 'Devices' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    )
    await expect(devices.getByText('You are signed in on this device only.')).toBeVisible()
  },
}

export const SignedOutEverywhereElse: Story = {
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { canvas, section } = await accountPage(canvasElement)
    const devices = await section('Devices signed in')
    await userEvent.click(await devices.findByRole('button', { name: 'Sign out everywhere else' }))
    await expect(await toasts(canvas).findByText(SESSION_MESSAGES.signedOutOthers)).toBeVisible()
    await expect(await devices.findByText('You are signed in on this device only.')).toBeVisible()
  },
}

/** Download my data: the file is handed to the browser to save. */
export const DataDownloaded: Story = {
  tags: ['state:account-data-downloaded'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { section } = await accountPage(canvasElement)
    const data = await section('Your data')
    const saved: HTMLAnchorElement[] = []
    const files: Blob[] = []
    // The file as made, and the link that would save it (not followed: no real download).
    const made = spyOn(URL, 'createObjectURL').mockImplementation((file) => {
      files.push(file as Blob)
      return 'blob:my-data'
    })
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this)
    })
    try {
      await userEvent.click(data.getByRole('button', { name: 'Download my data' }))
      await waitFor(() => expect(saved).toHaveLength(1))
      await expect(saved[0]?.download).toBe('adire-my-data.json')
      const file = JSON.parse(await (files[0] as Blob).text())
      await expect(file.account.email).toBe(DEMO_USER.email)
      await expect(file.addresses).toHaveLength(2)
    } finally {
      click.mockRestore()
      made.mockRestore()
    }
  },
}

async function askToDelete(canvasElement: HTMLElement, password: string) {
  const page = await accountPage(canvasElement)
  const data = await page.section('Your data')
  await userEvent.type(data.getByLabelText('Password'), password)
  await userEvent.click(data.getByRole('button', { name: 'Delete my account' }))
  return { ...page, data }
}

/** Deleting asks once more, the focus on the button that keeps the account. */
export const DeleteConfirmation: Story = {
  tags: ['state:account-delete-confirm'],
  parameters: { visual: 'after-play' },
  play: async ({ canvasElement }) => {
    const { canvas } = await askToDelete(canvasElement, DEMO_USER.password)
    const dialog = within(
      await canvas.findByRole('alertdialog', { name: 'Delete your Adire account?' }),
    )
    await expect(dialog.getByRole('button', { name: 'Keep my account' })).toHaveFocus()
    await expect(dialog.getByRole('button', { name: 'Delete my account' })).toBeVisible()
  },
}

export const DeleteWrongPassword: Story = {
  tags: ['state:account-delete-refused'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { canvas, data } = await askToDelete(canvasElement, 'not-my-password')
    const dialog = within(await canvas.findByRole('alertdialog'))
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }))
    await waitFor(() =>
      expect(data.getByLabelText('Password')).toHaveAccessibleDescription(
        'That password is not right',
      ),
    )
  },
}

/** Deleted: the toast, and the shopper logged out, on the login page. */
export const Deleted: Story = {
  tags: ['state:account-deleted'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { canvas } = await askToDelete(canvasElement, DEMO_USER.password)
    const dialog = within(await canvas.findByRole('alertdialog'))
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }))
    await expect(await toasts(canvas).findByText('Your account has been deleted')).toBeVisible()
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible()
  },
}
