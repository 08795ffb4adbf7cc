import { DEMO_USER, fixtureProducts, MOCK_TOKEN, resetMockCart, userHandlers } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { StoryApp } from '../../stories/StoryApp.tsx'

const meta = {
  title: 'Pages/Signup',
  component: StoryApp,
  args: { path: '/signup' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** States reached by interaction start as the plain form: the visual test skips them. */
const interactionOnly = { visual: false } as const

const newShopper = { name: 'Chiamaka Eze', email: 'chiamaka@example.com', password: 'indigo-dye-2' }

async function signupForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  const main = within(await canvas.findByRole('main'))
  await main.findByRole('heading', { level: 1, name: 'Sign up' })
  return {
    canvas,
    main,
    name: main.getByRole('textbox', { name: 'Name' }),
    email: main.getByRole('textbox', { name: 'Email' }),
    password: main.getByLabelText('Password'),
    submit: main.getByRole('button', { name: 'Sign up' }),
  }
}

async function signUp(canvasElement: HTMLElement, shopper: typeof newShopper) {
  const form = await signupForm(canvasElement)
  await userEvent.type(form.name, shopper.name)
  await userEvent.type(form.email, shopper.email)
  await userEvent.type(form.password, shopper.password)
  await userEvent.click(form.submit)
  return form
}

/** The toasts, apart from the form's own alert. */
const toasts = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('region', { name: 'Notifications' }))

export const Default: Story = {
  tags: ['state:signup-form'],
  play: async ({ canvasElement }) => {
    const { main, name, email, password, submit } = await signupForm(canvasElement)
    await expect(name).toHaveAttribute('autocomplete', 'name')
    await expect(email).toHaveAttribute('type', 'email')
    await expect(password).toHaveAttribute('type', 'password')
    await expect(password).toHaveAttribute('autocomplete', 'new-password')
    await expect(password).toHaveAccessibleDescription('At least 8 characters.')
    await expect(main.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
    await expect(submit).toBeEnabled()
    await expect(submit.closest('form')).toHaveAttribute('method', 'post')
    await waitFor(() => expect(document.title).toBe('Sign up | Adire'))
  },
}

export const Validation: Story = {
  tags: ['state:signup-validation'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { name, email, password, submit } = await signupForm(canvasElement)
    await userEvent.click(submit)
    // The first check waits for the form's schema, which a first visit has not downloaded.
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'))
    await expect(name).toHaveAccessibleDescription('Name is required')
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address')
    await expect(password).toHaveAccessibleDescription(
      'At least 8 characters. Password must be at least 8 characters',
    )
    await expect(name).toHaveFocus()

    // A password too short is the one thing left to fix.
    await userEvent.type(name, newShopper.name)
    await userEvent.type(email, newShopper.email)
    await userEvent.type(password, 'short')
    await userEvent.click(submit)
    await expect(password).toHaveFocus()
    await expect(password).toHaveAttribute('aria-invalid', 'true')
    await expect(name).not.toHaveAttribute('aria-invalid')
  },
}

export const Busy: Story = {
  tags: ['state:signup-busy'],
  parameters: { ...interactionOnly, msw: { handlers: { users: [userHandlers.slow] } } },
  play: async ({ canvasElement }) => {
    const { main } = await signUp(canvasElement, newShopper)
    const busy = await main.findByRole('button', { name: 'Signing up...' })
    await expect(busy).toBeDisabled()
  },
}

export const Success: Story = {
  tags: ['state:signup-success'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { canvas, main } = await signUp(canvasElement, newShopper)
    await expect(await toasts(canvas).findByRole('status')).toHaveTextContent(
      'Account created successfully 🎉',
    )
    await expect(localStorage.getItem('token')).toBe(MOCK_TOKEN)
    // The welcome stays for a moment (docs/product.md §9: 1.5 s), then the home page.
    await expect(main.getByRole('button', { name: 'Sign up' })).toBeDisabled()
    await expect(await canvas.findByRole('heading', { name: 'LATEST COLLECTION' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Account' })).toBeVisible()
  },
}

const [tee] = fixtureProducts

/**
 * From the login the checkout sent the shopper to (`/signup?next=/place-order`): the card says
 * why, and once the account exists the welcome leads back to the checkout with the guest's cart.
 */
export const ToCheckout: Story = {
  tags: ['state:signup-to-checkout'],
  args: { path: '/signup?next=/place-order', storedCart: { [tee?._id ?? '']: { M: 1 } } },
  beforeEach: () => resetMockCart({}),
  play: async ({ canvasElement }) => {
    const { main } = await signupForm(canvasElement)
    await expect(
      main.getByText('Create your Adire account to check out. Your cart comes with you.'),
    ).toBeVisible()
    await expect(main.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?next=/place-order',
    )
  },
}

export const BackToCheckout: Story = {
  tags: ['state:signup-back-to-checkout'],
  args: ToCheckout.args,
  beforeEach: ToCheckout.beforeEach,
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { canvas } = await signUp(canvasElement, newShopper)
    await expect(await toasts(canvas).findByRole('status')).toHaveTextContent(
      'Account created successfully 🎉',
    )
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'SECURE CHECKOUT' }),
    ).toBeVisible()
    await expect(await canvas.findByText(tee?.name ?? '')).toBeVisible()
  },
}

export const EmailTaken: Story = {
  tags: ['state:signup-error'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { canvas, main, name } = await signUp(canvasElement, {
      ...newShopper,
      email: DEMO_USER.email,
    })
    // The server's message, beside the form and as a toast.
    await expect(await main.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists',
    )
    await expect(toasts(canvas).getByRole('alert')).toHaveTextContent(
      'An account with this email already exists',
    )
    await expect(name).toHaveValue(newShopper.name)
    await expect(main.getByRole('button', { name: 'Sign up' })).toBeEnabled()
    await expect(localStorage.getItem('token')).toBeNull()
  },
}

export const ServerError: Story = {
  tags: ['state:signup-error-fallback'],
  parameters: { ...interactionOnly, msw: { handlers: { users: [userHandlers.error] } } },
  play: async ({ canvasElement }) => {
    const { canvas, main } = await signUp(canvasElement, newShopper)
    await expect(await main.findByRole('alert')).toHaveTextContent('Something went wrong')
    await expect(toasts(canvas).getByRole('alert')).toHaveTextContent('Something went wrong')
  },
}

/** A shopper already signed in who opens /signup is sent to the home page. */
export const SignedIn: Story = {
  args: { storedToken: MOCK_TOKEN },
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'LATEST COLLECTION' })).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: 'Sign up' })).not.toBeInTheDocument()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: Validation.play,
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: EmailTaken.play,
}
