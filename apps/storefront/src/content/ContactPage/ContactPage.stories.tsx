import { CONTACT_SUCCESS_MESSAGE } from '@adire/contract'
import { contactHandlers } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { StoryApp } from '../../stories/StoryApp.tsx'
import { CONTACT_SEND_FAILED } from './contact.ts'

const meta = {
  title: 'Pages/Contact',
  component: StoryApp,
  args: { path: '/contact' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

const shopper = {
  name: 'Chiamaka Eze',
  email: 'chiamaka@example.com',
  message: 'Hello! Do you deliver to Port Harcourt, and how long does it take?',
}

async function form(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  const main = within(await canvas.findByRole('main'))
  await main.findByRole('heading', { name: 'Send Us a Message' })
  return {
    main,
    name: main.getByRole('textbox', { name: 'Full Name' }),
    email: main.getByRole('textbox', { name: 'Email Address' }),
    message: main.getByRole('textbox', { name: 'Message' }),
    submit: main.getByRole('button', { name: 'Submit' }),
  }
}

async function fillIn(canvasElement: HTMLElement) {
  const fields = await form(canvasElement)
  await userEvent.type(fields.name, shopper.name)
  await userEvent.type(fields.email, shopper.email)
  await userEvent.type(fields.message, shopper.message)
  return fields
}

export const Default: Story = {
  tags: ['state:contact-form'],
  play: async ({ canvasElement }) => {
    const { main, submit } = await form(canvasElement)
    await expect(main.getByRole('heading', { level: 1, name: 'CONTACT US' })).toBeVisible()
    // The store's contact as its team set it (issue 41).
    const details = within(main.getByRole('region', { name: 'Get in touch' }))
    await expect(await details.findByRole('link', { name: '+234 803 123 4500' })).toHaveAttribute(
      'href',
      'tel:+2348031234500',
    )
    await expect(details.getByRole('link', { name: '+234 803 123 4567' })).toHaveAttribute(
      'href',
      'https://wa.me/2348031234567',
    )
    await expect(details.getByRole('link', { name: 'hello@adire.ng' })).toHaveAttribute(
      'href',
      'mailto:hello@adire.ng',
    )
    await expect(details.getByRole('link', { name: 'Instagram @adire.store' })).toBeVisible()
    await expect(details.getByText('12 Admiralty Way, Lekki, Lagos')).toBeVisible()
    await expect(
      details.getByText('Card or bank transfer, paid securely with Paystack'),
    ).toBeVisible()
    await expect(submit).toBeEnabled()
  },
}

export const SendsMessage: Story = {
  play: async ({ canvasElement }) => {
    const { main, name, email, message, submit } = await fillIn(canvasElement)
    await userEvent.click(submit)
    await waitFor(() => expect(main.getByRole('status')).toHaveTextContent(CONTACT_SUCCESS_MESSAGE))
    await expect(main.getByText('Thank you! Your message has been sent.')).toBeVisible()
    // A sent message leaves a clean form for the next one.
    await expect(name).toHaveValue('')
    await expect(email).toHaveValue('')
    await expect(message).toHaveValue('')
    await expect(main.queryByRole('alert')).not.toBeInTheDocument()
  },
}

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const { main, name, email, message, submit } = await form(canvasElement)
    await userEvent.click(submit)
    // The first check waits for the form's schema, which a first visit has not downloaded.
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'))
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAccessibleDescription('Please enter your name')
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address')
    await expect(message).toHaveAccessibleDescription(
      'Between 10 and 2,000 characters. Please enter your message',
    )
    await expect(name).toHaveFocus()

    // Fixing a field clears its message; a short message gets its own.
    await userEvent.type(name, shopper.name)
    await expect(name).not.toHaveAttribute('aria-invalid')
    await userEvent.type(email, 'chiamaka@')
    await userEvent.type(message, 'Hi there')
    await userEvent.click(submit)
    await expect(email).toHaveFocus()
    await expect(main.getByText('Please enter a valid email address')).toBeVisible()
    await expect(main.getByText('Your message must be at least 10 characters')).toBeVisible()
    await expect(main.getByRole('status')).toBeEmptyDOMElement()
  },
}

export const ServerError: Story = {
  parameters: { msw: { handlers: { contact: [contactHandlers.error] } } },
  play: async ({ canvasElement }) => {
    const { main, name, email, message, submit } = await fillIn(canvasElement)
    await userEvent.click(submit)
    const alert = await main.findByRole('alert')
    await expect(alert).toHaveTextContent(CONTACT_SEND_FAILED)
    // Nothing the shopper typed is lost: they can simply try again.
    await expect(name).toHaveValue(shopper.name)
    await expect(email).toHaveValue(shopper.email)
    await expect(message).toHaveValue(shopper.message)
    await expect(main.getByRole('button', { name: 'Submit' })).toBeEnabled()
  },
}

export const Sending: Story = {
  parameters: { msw: { handlers: { contact: [contactHandlers.slow] } } },
  play: async ({ canvasElement }) => {
    const { main, submit } = await fillIn(canvasElement)
    await userEvent.click(submit)
    const busy = await main.findByRole('button', { name: 'Sending...' })
    await expect(busy).toBeDisabled()
    await expect(main.getByRole('status')).toBeEmptyDOMElement()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: ValidationErrors.play,
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async (context) => {
    await SendsMessage.play?.(context)
  },
}

export const DarkErrors: Story = {
  globals: { theme: 'dark' },
  parameters: ServerError.parameters,
  play: async (context) => {
    await ValidationErrors.play?.(context)
    // Field messages and the server's failure, both checked for contrast in the dark theme.
    const { main, email, message } = await form(context.canvasElement)
    await userEvent.clear(email)
    await userEvent.type(email, shopper.email)
    await userEvent.type(message, ', is anyone there?')
    await userEvent.click(main.getByRole('button', { name: 'Submit' }))
    await expect(await main.findByRole('alert')).toHaveTextContent(CONTACT_SEND_FAILED)
  },
}
