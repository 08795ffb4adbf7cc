import { DEMO_USER, fixtureProducts, MOCK_TOKEN, resetMockCart, userHandlers } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { StoryApp } from '../../stories/StoryApp.tsx'

const meta = {
  title: 'Pages/Login',
  component: StoryApp,
  args: { path: '/login' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** States reached by interaction start as the plain form: the visual test skips them. */
const interactionOnly = { visual: false } as const

async function loginForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  const main = within(await canvas.findByRole('main'))
  await main.findByRole('heading', { level: 1, name: 'Login' })
  return {
    canvas,
    main,
    email: main.getByRole('textbox', { name: 'Email' }),
    password: main.getByLabelText('Password'),
    submit: main.getByRole('button', { name: 'Login' }),
  }
}

async function logIn(canvasElement: HTMLElement, email: string, password: string) {
  const form = await loginForm(canvasElement)
  await userEvent.type(form.email, email)
  await userEvent.type(form.password, password)
  await userEvent.click(form.submit)
  return form
}

/** The error toast, apart from the form's own alert. */
const toasts = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('region', { name: 'Notifications' }))

export const Default: Story = {
  tags: ['state:login-form'],
  play: async ({ canvasElement }) => {
    const { main, email, password, submit } = await loginForm(canvasElement)
    await expect(email).toHaveAttribute('type', 'email')
    await expect(email).toHaveAttribute('autocomplete', 'email')
    await expect(password).toHaveAttribute('type', 'password')
    await expect(password).toHaveAttribute('autocomplete', 'current-password')
    await expect(main.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup')
    await expect(main.getByRole('link', { name: 'Forgotten Password?' })).toHaveAttribute(
      'href',
      '/login/forgotPassword',
    )
    await expect(submit).toBeEnabled()
    // A submit before the page's code has loaded must not put the password in the URL.
    await expect(submit.closest('form')).toHaveAttribute('method', 'post')
    await expect(main.queryByRole('alert')).not.toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Login | Adire'))
  },
}

export const Validation: Story = {
  tags: ['state:login-validation'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { email, password, submit } = await loginForm(canvasElement)
    await userEvent.click(submit)
    // The first check waits for the form's schema, which a first visit has not downloaded.
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'))
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address')
    await expect(password).toHaveAccessibleDescription('Password is required')
    await expect(email).toHaveFocus()

    // Fixing the email clears its message; the password is now the first to fix.
    await userEvent.type(email, DEMO_USER.email)
    await expect(email).not.toHaveAttribute('aria-invalid')
    await userEvent.click(submit)
    await expect(password).toHaveFocus()
    await expect(password).toHaveAttribute('aria-invalid', 'true')
  },
}

export const Busy: Story = {
  tags: ['state:login-busy'],
  parameters: { ...interactionOnly, msw: { handlers: { users: [userHandlers.slow] } } },
  play: async ({ canvasElement }) => {
    const { main } = await logIn(canvasElement, DEMO_USER.email, DEMO_USER.password)
    const busy = await main.findByRole('button', { name: 'Logging in...' })
    await expect(busy).toBeDisabled()
    await expect(busy.closest('form')).toHaveAttribute('aria-busy', 'true')
  },
}

export const Success: Story = {
  tags: ['state:login-success'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { canvas } = await logIn(canvasElement, DEMO_USER.email, DEMO_USER.password)
    await expect(await toasts(canvas).findByRole('status')).toHaveTextContent('Login successful')
    // Home, signed in: the account icon now opens the menu.
    await expect(await canvas.findByRole('heading', { name: 'LATEST COLLECTION' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Account' })).toBeVisible()
    await expect(localStorage.getItem('token')).toBe(MOCK_TOKEN)
  },
}

export const WrongPassword: Story = {
  tags: ['state:login-error'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { canvas, main, email, password } = await logIn(
      canvasElement,
      DEMO_USER.email,
      'not-my-password',
    )
    // The server's message, in red beside the form and as a toast.
    await expect(await main.findByRole('alert')).toHaveTextContent('Invalid email or password')
    await expect(toasts(canvas).getByRole('alert')).toHaveTextContent('Invalid email or password')
    await expect(main.getByRole('button', { name: 'Login' })).toBeEnabled()
    // Nothing typed is lost; nothing is stored.
    await expect(email).toHaveValue(DEMO_USER.email)
    await expect(password).toHaveValue('not-my-password')
    await expect(localStorage.getItem('token')).toBeNull()
  },
}

export const ServerError: Story = {
  tags: ['state:login-error-fallback'],
  parameters: { ...interactionOnly, msw: { handlers: { users: [userHandlers.error] } } },
  play: async ({ canvasElement }) => {
    const { canvas, main } = await logIn(canvasElement, DEMO_USER.email, DEMO_USER.password)
    await expect(await main.findByRole('alert')).toHaveTextContent('Something went wrong')
    await expect(toasts(canvas).getByRole('alert')).toHaveTextContent('Something went wrong')
  },
}

/** The connection drops: the same words as a server without a message, not the browser's. */
export const Offline: Story = {
  parameters: { ...interactionOnly, msw: { handlers: { users: [userHandlers.networkError] } } },
  play: async ({ canvasElement }) => {
    const { main } = await logIn(canvasElement, DEMO_USER.email, DEMO_USER.password)
    await expect(await main.findByRole('alert')).toHaveTextContent('Something went wrong')
  },
}

/** A shopper already signed in who opens /login is sent to the home page. */
export const SignedIn: Story = {
  args: { storedToken: MOCK_TOKEN },
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'LATEST COLLECTION' })).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: 'Login' })).not.toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Account' })).toBeVisible()
  },
}

/** A guest's cart, as the cart hands it to the login on the way to checkout. */
const [tee] = fixtureProducts
const guestCart = { [tee?._id ?? '']: { M: 1 } }

/**
 * Sent here by PROCEED TO CHECKOUT (`/login?next=/place-order`): the card says why, and the
 * way to sign up keeps the way back (docs/product.md §4.3).
 */
export const ToCheckout: Story = {
  tags: ['state:login-to-checkout'],
  args: { path: '/login?next=/place-order', storedCart: guestCart },
  play: async ({ canvasElement }) => {
    const { main } = await loginForm(canvasElement)
    await expect(main.getByText('Log in to check out. Your cart comes with you.')).toBeVisible()
    await expect(main.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/signup?next=/place-order',
    )
  },
}

/** Logged in from there: back to the checkout, the guest's cart now the account's. */
export const BackToCheckout: Story = {
  tags: ['state:login-back-to-checkout'],
  args: ToCheckout.args,
  parameters: interactionOnly,
  beforeEach: () => resetMockCart({}),
  play: async ({ canvasElement }) => {
    const { canvas } = await logIn(canvasElement, DEMO_USER.email, DEMO_USER.password)
    await expect(await toasts(canvas).findByRole('status')).toHaveTextContent('Login successful')
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'SECURE CHECKOUT' }),
    ).toBeVisible()
    await expect(await canvas.findByText(tee?.name ?? '')).toBeVisible()
  },
}

/** A `next` that leaves the store is not followed: home, as without one. */
export const NextElsewhere: Story = {
  args: { path: '/login?next=//evil.example/place-order' },
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main } = await loginForm(canvasElement)
    await expect(
      main.getByText('Welcome back. Log in to see your orders and check out faster.'),
    ).toBeVisible()
    await expect(main.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup')
    const { canvas } = await logIn(canvasElement, DEMO_USER.email, DEMO_USER.password)
    await expect(await canvas.findByRole('heading', { name: 'LATEST COLLECTION' })).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: Validation.play,
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: WrongPassword.play,
}
