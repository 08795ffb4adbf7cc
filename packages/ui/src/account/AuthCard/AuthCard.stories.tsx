import { PAGE_ROUTES } from '@adire/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button } from '../../primitives/Button/Button.tsx'
import { FormAlert } from '../../primitives/FormAlert/FormAlert.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { PasswordField } from '../../primitives/PasswordField/PasswordField.tsx'
import { TextField } from '../../primitives/TextField/TextField.tsx'
import { AuthCard, authLinkClassName } from './AuthCard.tsx'

const onSubmit = fn()

const meta = {
  title: 'UI/Forms/AuthCard',
  component: AuthCard,
  parameters: { layout: 'centered' },
  args: {
    title: 'Login',
    description: 'Welcome back. Log in to see your orders and check out faster.',
    children: (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit()
        }}
        className="flex flex-col gap-5"
      >
        <TextField label="Email" name="email" type="email" autoComplete="email" />
        <PasswordField label="Password" name="password" autoComplete="current-password" />
        <Button type="submit" size="lg" className="w-full">
          Login
        </Button>
      </form>
    ),
    footer: (
      <>
        Don't have an account?{' '}
        <Link href={PAGE_ROUTES.signup} className={authLinkClassName}>
          Sign up
        </Link>
      </>
    ),
  },
  decorators: [(Story) => <div className="w-[min(28rem,calc(100vw-2rem))]">{Story()}</div>],
} satisfies Meta<typeof AuthCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Adire home' })).toHaveAttribute('href', '/')
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup')
    onSubmit.mockClear()
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }))
    await expect(onSubmit).toHaveBeenCalledOnce()
  },
}

/** With the inline message a failed submit leaves. */
export const WithAlert: Story = {
  args: {
    title: 'Sign up',
    description: undefined,
    children: (
      <div className="flex flex-col gap-5">
        <TextField label="Email" name="email" type="email" defaultValue="ada@example.com" />
        <FormAlert>An account with this email already exists</FormAlert>
      </div>
    ),
    footer: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'An account with this email already exists',
    )
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: Default.play,
}

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play }
