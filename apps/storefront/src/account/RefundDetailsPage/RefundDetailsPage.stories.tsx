import { REFUND_DETAILS_TEXTS as T } from '@adire/contract'
import { REFUSED_ACCOUNT_NUMBER, refundHandlers, USED_REFUND_TOKEN } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { StoryApp } from '../../stories/StoryApp.tsx'

const meta = {
  title: 'Pages/RefundDetails',
  component: StoryApp,
  args: { path: '/refund-details?token=a1b2c3d4e5f6' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** States reached by interaction start as the plain form: the visual test skips them. */
const interactionOnly = { visual: false } as const

async function detailsForm(canvasElement: HTMLElement) {
  const main = within(await within(canvasElement).findByRole('main'))
  await main.findByRole('heading', { level: 1, name: T.title })
  const bank = await main.findByLabelText(T.bankLabel)
  // The banks arrive after the refund: the form is whole once they are listed.
  await waitFor(() => expect(within(bank).getAllByRole('option').length).toBeGreaterThan(1))
  return {
    main,
    account: main.getByLabelText(T.accountNumberLabel),
    bank,
    submit: main.getByRole('button', { name: T.submit }),
  }
}

async function fillIn(canvasElement: HTMLElement, accountNumber = '0123456789') {
  const form = await detailsForm(canvasElement)
  await userEvent.type(form.account, accountNumber)
  await userEvent.selectOptions(form.bank, 'Guaranty Trust Bank')
  return form
}

export const Default: Story = {
  tags: ['state:refund-details-form'],
  play: async ({ canvasElement }) => {
    const { main, account, bank, submit } = await detailsForm(canvasElement)
    await expect(
      main.getByText(
        'Paystack could not send the ₦28,500 refund for order ADR-FIXTURE-7 back to the card or account you paid with. Tell us which Nigerian bank account to pay it into instead.',
      ),
    ).toBeVisible()
    await expect(
      main.getByRole('heading', { level: 1, name: 'Where should we send your refund?' }),
    ).toBeVisible()
    await expect(account).toHaveAccessibleDescription(T.accountNumberHint)
    await expect(account).toHaveAttribute('inputmode', 'numeric')
    await expect(bank).toHaveValue('')
    await expect(within(bank).getByRole('option', { name: 'Zenith Bank' })).toBeInTheDocument()
    await expect(submit).toBeEnabled()
    await waitFor(() => expect(document.title).toBe('Your refund | Adire'))
  },
}

export const Filled: Story = {
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { account, bank } = await fillIn(canvasElement)
    await expect(account).toHaveValue('0123456789')
    await expect(bank).toHaveValue('9')
    await expect(account).not.toHaveAttribute('aria-invalid')
  },
}

export const Validation: Story = {
  tags: ['state:refund-details-validation'],
  // The errors read the same at every width: shot after the play, at each.
  parameters: { visual: 'after-play' },
  play: async ({ canvasElement }) => {
    const { account, bank, submit } = await detailsForm(canvasElement)
    await userEvent.click(submit)
    // The first check waits for the form's schema, which a first visit has not downloaded.
    await waitFor(() => expect(account).toHaveAttribute('aria-invalid', 'true'))
    await expect(account).toHaveAccessibleDescription(
      'The 10 digits of your NUBAN account number Enter the 10 digits of your account number',
    )
    await expect(bank).toHaveAccessibleDescription('Please choose your bank')
    await expect(account).toHaveFocus()
    // Too few digits is still wrong; a bank picked clears its own message.
    await userEvent.type(account, '12345')
    await userEvent.selectOptions(bank, 'Access Bank')
    await userEvent.click(submit)
    await waitFor(() => expect(account).toHaveAttribute('aria-invalid', 'true'))
    await expect(bank).not.toHaveAttribute('aria-invalid')
  },
}

export const Sending: Story = {
  parameters: {
    ...interactionOnly,
    msw: {
      handlers: { refunds: [refundHandlers.banks, refundHandlers.details, refundHandlers.slow] },
    },
  },
  play: async ({ canvasElement }) => {
    const { main, submit } = await fillIn(canvasElement)
    await userEvent.click(submit)
    await expect(await main.findByRole('button', { name: T.submitting })).toBeDisabled()
  },
}

/** Paystack cannot use the account: the shopper checks it and tries again. */
export const AccountRefused: Story = {
  tags: ['state:refund-details-refused'],
  parameters: { visual: 'after-play' },
  play: async ({ canvasElement }) => {
    const { main, submit } = await fillIn(canvasElement, REFUSED_ACCOUNT_NUMBER)
    await userEvent.click(submit)
    await expect(await main.findByRole('alert')).toHaveTextContent(
      'Paystack could not use that account. Please check the number and the bank, and try again.',
    )
    await expect(main.getByRole('button', { name: T.submit })).toBeEnabled()
  },
}

export const ServerError: Story = {
  tags: ['state:refund-details-error'],
  parameters: {
    ...interactionOnly,
    msw: {
      handlers: {
        refunds: [refundHandlers.banks, refundHandlers.details, refundHandlers.unavailable],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const { main, submit } = await fillIn(canvasElement)
    await userEvent.click(submit)
    await expect(await main.findByRole('alert')).toHaveTextContent(
      'We could not reach Paystack just now. Please try again in a few minutes.',
    )
  },
}

export const Done: Story = {
  tags: ['state:refund-details-done'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main, submit } = await fillIn(canvasElement)
    await userEvent.click(submit)
    await expect(await main.findByRole('status')).toHaveTextContent(
      'Thank you. Your refund is on its way to that account, and should reach you within 10 working days.',
    )
    await expect(main.queryByLabelText(T.accountNumberLabel)).not.toBeInTheDocument()
    await expect(main.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute(
      'href',
      '/orders',
    )
  },
}

/** A link replaced by the reminder's, or already answered: no form, the way to My Orders. */
export const LinkInvalid: Story = {
  tags: ['state:refund-details-link-invalid'],
  args: { path: `/refund-details?token=${USED_REFUND_TOKEN}` },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'))
    await expect(await main.findByRole('alert')).toHaveTextContent(
      'This link no longer works: it may have been replaced by a newer e-mail, or your refund is already on its way. Check My Orders, or reply to our e-mail.',
    )
    await expect(main.queryByRole('button')).not.toBeInTheDocument()
    await expect(main.getByRole('link', { name: 'Go to My Orders' })).toBeVisible()
  },
}
