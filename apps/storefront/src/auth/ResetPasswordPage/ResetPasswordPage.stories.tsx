import { EXPIRED_RESET_TOKEN, userHandlers } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { StoryApp } from '../../stories/StoryApp.tsx'

const meta = {
  title: 'Pages/ResetPassword',
  component: StoryApp,
  args: { path: '/login/resetPassword?token=a1b2c3d4e5f6' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** States reached by interaction start as the plain form: the visual test skips them. */
const interactionOnly = { visual: false } as const

async function resetForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  const main = within(await canvas.findByRole('main'))
  await main.findByRole('heading', { level: 1, name: 'Reset password' })
  return {
    canvas,
    main,
    password: main.getByLabelText('New Password'),
    submit: main.getByRole('button', { name: 'Reset Password' }),
  }
}

async function choosePassword(canvasElement: HTMLElement) {
  const form = await resetForm(canvasElement)
  await userEvent.type(form.password, 'new-indigo-3')
  await userEvent.click(form.submit)
  return form
}

/** The toasts, apart from the form's own alert. */
const toasts = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('region', { name: 'Notifications' }))

export const Default: Story = {
  tags: ['state:reset-form'],
  play: async ({ canvasElement }) => {
    const { main, password, submit } = await resetForm(canvasElement)
    await expect(password).toHaveAttribute('type', 'password')
    await expect(password).toHaveAttribute('autocomplete', 'new-password')
    await expect(password).toHaveAccessibleDescription('At least 8 characters.')
    await expect(submit).toBeEnabled()
    await expect(submit.closest('form')).toHaveAttribute('method', 'post')
    await expect(main.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/login/forgotPassword',
    )
    await waitFor(() => expect(document.title).toBe('Reset password | Adire'))
  },
}

export const Validation: Story = {
  tags: ['state:reset-validation'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { password, submit } = await resetForm(canvasElement)
    await userEvent.click(submit)
    // The first check waits for the form's schema, which a first visit has not downloaded.
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'))
    await expect(password).toHaveAttribute('aria-invalid', 'true')
    await expect(password).toHaveAccessibleDescription(
      'At least 8 characters. Password must be at least 8 characters',
    )
    await expect(password).toHaveFocus()
    await userEvent.type(password, 'short')
    await expect(password).not.toHaveAttribute('aria-invalid')
    await userEvent.click(submit)
    await expect(password).toHaveAttribute('aria-invalid', 'true')
  },
}

export const Resetting: Story = {
  parameters: { ...interactionOnly, msw: { handlers: { users: [userHandlers.slow] } } },
  play: async ({ canvasElement }) => {
    const { main } = await choosePassword(canvasElement)
    await expect(await main.findByRole('button', { name: 'Resetting...' })).toBeDisabled()
  },
}

export const Success: Story = {
  tags: ['state:reset-success'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { canvas } = await choosePassword(canvasElement)
    await expect(await toasts(canvas).findByRole('status')).toHaveTextContent(
      'Password reset successful!',
    )
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible()
  },
}

/** A link already used, or too old: the server says so, with the way to a new one at hand. */
export const ExpiredLink: Story = {
  args: { path: `/login/resetPassword?token=${EXPIRED_RESET_TOKEN}` },
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { canvas, main } = await choosePassword(canvasElement)
    const message = 'This reset link is invalid, used or expired. Please request a new one.'
    await expect(await main.findByRole('alert')).toHaveTextContent(message)
    await expect(toasts(canvas).getByRole('alert')).toHaveTextContent(message)
    await expect(main.getByRole('link', { name: 'Request a new link' })).toBeVisible()
  },
}

export const ServerError: Story = {
  tags: ['state:reset-error'],
  parameters: { ...interactionOnly, msw: { handlers: { users: [userHandlers.error] } } },
  play: async ({ canvasElement }) => {
    const { canvas, main } = await choosePassword(canvasElement)
    await expect(await main.findByRole('alert')).toHaveTextContent('Something went wrong')
    await expect(toasts(canvas).getByRole('alert')).toHaveTextContent('Something went wrong')
  },
}

/** Opened without the link's token: nothing to send, so no form, and the way to a new link. */
export const MissingToken: Story = {
  args: { path: '/login/resetPassword' },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'))
    await expect(
      await main.findByRole('heading', { level: 1, name: 'Reset password' }),
    ).toBeVisible()
    await expect(main.getByText(/This reset link is incomplete/)).toBeVisible()
    await expect(main.queryByLabelText('New Password')).not.toBeInTheDocument()
    await expect(main.queryByRole('button')).not.toBeInTheDocument()
    await expect(main.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/login/forgotPassword',
    )
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: Validation.play,
}

export const Dark: Story = {
  args: ExpiredLink.args,
  globals: { theme: 'dark' },
  play: ExpiredLink.play,
}
