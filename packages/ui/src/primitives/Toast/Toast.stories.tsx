import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ToastList } from './Toast.tsx'

const meta = {
  title: 'UI/Feedback/Toast',
  component: ToastList,
  parameters: { layout: 'fullscreen' },
  args: {
    toasts: [{ id: '1', message: 'Login successful', tone: 'success' }],
    onDismiss: fn(),
  },
  decorators: [(Story) => <div className="h-64">{Story()}</div>],
} satisfies Meta<typeof ToastList>

export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {
  tags: ['state:toast'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Login successful')
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss notification' }))
    await expect(args.onDismiss).toHaveBeenCalledWith('1')
  },
}

export const ErrorToast: Story = {
  name: 'Error',
  args: { toasts: [{ id: '2', message: 'Order placement failed after payment.', tone: 'error' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Order placement failed after payment.',
    )
  },
}

export const Info: Story = {
  args: { toasts: [{ id: '3', message: 'Payment window closed', tone: 'info' }] },
}

export const Stacked: Story = {
  args: {
    toasts: [
      { id: '1', message: 'Added to cart', tone: 'success' },
      { id: '2', message: 'PayPal payment is coming soon!', tone: 'info' },
      { id: '3', message: 'Something went wrong', tone: 'error' },
    ],
  },
}

export const MobileDark: Story = {
  args: Stacked.args,
  globals: { viewport: { value: 'mobile360' }, theme: 'dark' },
}

/** `Added to cart`, with the way to the cart; following it dismisses the notification. */
export const WithAction: Story = {
  args: {
    toasts: [
      {
        id: '4',
        message: 'Added to cart',
        tone: 'success',
        action: { label: 'View cart', href: '/cart' },
      },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const toast = within(within(canvasElement).getByRole('status'))
    const link = toast.getByRole('link', { name: 'View cart' })
    await expect(link).toHaveAttribute('href', '/cart')
    // Followed without leaving the story: the router's links do the moving in the app.
    link.addEventListener('click', (event) => event.preventDefault(), { once: true })
    await userEvent.click(link)
    await expect(args.onDismiss).toHaveBeenCalledWith('4')
  },
}
