import { DEMO_USER } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { StoryApp } from '../stories/StoryApp.tsx'

/**
 * Account journeys, walked as a shopper would: the real app (routes, session machine,
 * providers) on the mock API.
 */
const meta = {
  title: 'Flows/Account',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** From the account icon: sign up, land home signed in, log out, log back in. */
export const SignUpLogOutLogIn: Story = {
  args: { path: '/' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    const nav = () => within(canvas.getByRole('navigation', { name: 'Main' }))
    const notifications = () => within(canvas.getByRole('region', { name: 'Notifications' }))

    await step('Go from the account icon to the signup page', async () => {
      await canvas.findByRole('heading', { name: 'LATEST COLLECTION' })
      await userEvent.click(nav().getByRole('link', { name: 'Log in' }))
      await canvas.findByRole('heading', { level: 1, name: 'Login' })
      await userEvent.click(canvas.getByRole('link', { name: 'Sign up' }))
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible()
    })

    await step('Create an account and arrive home signed in', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Chiamaka Eze')
      await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'chiamaka@example.com')
      await userEvent.type(canvas.getByLabelText('Password'), 'indigo-dye-2')
      await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }))
      await expect(
        await notifications().findByText('Account created successfully 🎉'),
      ).toBeVisible()
      await expect(await canvas.findByRole('heading', { name: 'LATEST COLLECTION' })).toBeVisible()
      await expect(nav().getByRole('button', { name: 'Account' })).toBeVisible()
    })

    await step('Log out from the account menu', async () => {
      await userEvent.click(nav().getByRole('button', { name: 'Account' }))
      await userEvent.click(nav().getByRole('button', { name: 'Logout' }))
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible()
      await expect(localStorage.getItem('token')).toBeNull()
    })

    await step('Log back in with the account', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), DEMO_USER.email)
      await userEvent.type(canvas.getByLabelText('Password'), DEMO_USER.password)
      await userEvent.click(canvas.getByRole('button', { name: 'Login' }))
      await expect(await notifications().findByText('Login successful')).toBeVisible()
      await expect(await canvas.findByRole('heading', { name: 'LATEST COLLECTION' })).toBeVisible()
      await expect(nav().getByRole('button', { name: 'Account' })).toBeVisible()
    })
  },
}
