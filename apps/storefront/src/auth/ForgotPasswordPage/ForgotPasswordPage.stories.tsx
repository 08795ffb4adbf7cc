import { DEMO_USER, userHandlers } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { StoryApp } from '../../stories/StoryApp.tsx'

const meta = {
  title: 'Pages/ForgotPassword',
  component: StoryApp,
  args: { path: '/login/forgotPassword' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** States reached by interaction start as the plain form: the visual test skips them. */
const interactionOnly = { visual: false } as const

async function forgotForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  const main = within(await canvas.findByRole('main'))
  await main.findByRole('heading', { level: 1, name: 'Forgot password' })
  return {
    canvas,
    main,
    email: main.getByRole('textbox', { name: 'Email' }),
    submit: main.getByRole('button', { name: 'Send Reset Link' }),
  }
}

async function requestLink(canvasElement: HTMLElement, email = DEMO_USER.email) {
  const form = await forgotForm(canvasElement)
  await userEvent.type(form.email, email)
  await userEvent.click(form.submit)
  return form
}

/** The toasts, apart from the form's own alert. */
const toasts = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('region', { name: 'Notifications' }))

export const Default: Story = {
  tags: ['state:forgot-busy-or-form'],
  play: async ({ canvasElement }) => {
    const { main, email, submit } = await forgotForm(canvasElement)
    await expect(email).toHaveAttribute('type', 'email')
    await expect(submit).toHaveTextContent('Send Reset Link')
    await expect(submit).toBeEnabled()
    await expect(main.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'href',
      '/login',
    )
    await waitFor(() => expect(document.title).toBe('Forgot password | Adire'))
  },
}

export const Validation: Story = {
  tags: ['state:forgot-validation'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { email, submit } = await forgotForm(canvasElement)
    await userEvent.click(submit)
    // The first check waits for the form's schema, which a first visit has not downloaded.
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'))
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address')
    await expect(email).toHaveFocus()
    await userEvent.type(email, 'ada@')
    await expect(email).not.toHaveAttribute('aria-invalid')
    await userEvent.click(submit)
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address')
  },
}

export const Sending: Story = {
  parameters: { ...interactionOnly, msw: { handlers: { users: [userHandlers.slow] } } },
  play: async ({ canvasElement }) => {
    const { main } = await requestLink(canvasElement)
    await expect(await main.findByRole('button', { name: 'Sending...' })).toBeDisabled()
  },
}

export const Success: Story = {
  tags: ['state:forgot-success'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { canvas } = await requestLink(canvasElement)
    await expect(await toasts(canvas).findByRole('status')).toHaveTextContent(
      'Reset link sent! Check your email.',
    )
    // Then back to the login page, the notice still showing.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible()
  },
}

export const NetworkError: Story = {
  tags: ['state:forgot-error'],
  parameters: { ...interactionOnly, msw: { handlers: { users: [userHandlers.networkError] } } },
  play: async ({ canvasElement }) => {
    const { canvas, main, email } = await requestLink(canvasElement)
    await expect(await main.findByRole('alert')).toHaveTextContent('Failed to send reset link')
    await expect(toasts(canvas).getByRole('alert')).toHaveTextContent('Failed to send reset link')
    await expect(email).toHaveValue(DEMO_USER.email)
    await expect(main.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled()
  },
}

export const ServerError: Story = {
  tags: ['state:forgot-error-fallback'],
  parameters: { ...interactionOnly, msw: { handlers: { users: [userHandlers.error] } } },
  play: async ({ canvasElement }) => {
    const { canvas, main } = await requestLink(canvasElement)
    await expect(await main.findByRole('alert')).toHaveTextContent('Something went wrong')
    await expect(toasts(canvas).getByRole('alert')).toHaveTextContent('Something went wrong')
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: Validation.play,
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  parameters: NetworkError.parameters,
  play: NetworkError.play,
}
