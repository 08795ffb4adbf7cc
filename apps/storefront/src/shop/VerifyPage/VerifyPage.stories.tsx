import type { CartData } from '@adire/contract'
import { fixtureProduct, MOCK_TOKEN, orderHandlers, resetMockCart } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { StoryApp } from '../../stories/StoryApp.tsx'

const hoodie = fixtureProduct('indigo-adire-hoodie')
const cart: CartData = { [hoodie._id]: { M: 1 } }

/**
 * /verify?reference= as Paystack's redirect brings a signed-in shopper back (docs/product.md §4). The
 * session restores its token after the first render, as in the browser: a story that reaches
 * the server's answer shows the page waited for it before deciding.
 */
const meta = {
  title: 'Pages/Verify',
  component: StoryApp,
  args: { path: '/verify?reference=ADR-MOCK-REFERENCE', storedToken: MOCK_TOKEN, storedCart: cart },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => resetMockCart(cart),
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The answer arrives at once and the page moves on within seconds: its first screen is the
 * pending one, already a story, and a screenshot would race the redirect.
 */
const interactionOnly = { visual: false } as const

/** Still here a little before `delay`, on the page titled `heading` a little after it. */
async function redirectsAfter(canvas: ReturnType<typeof within>, delay: number, heading: string) {
  await new Promise((resolve) => setTimeout(resolve, delay - 500))
  await expect(
    canvas.getByRole('heading', { level: 1, name: /Payment verification/ }),
  ).toBeVisible()
  // Not before the delay (checked above), then as soon as the next page's code has loaded: a
  // lazily loaded route, which a busy machine can take a few seconds to fetch and run.
  await expect(await canvas.findByRole('heading', { level: 1, name: heading })).toBeVisible()
}

async function verifyPage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  const main = within(await canvas.findByRole('main'))
  await main.findByRole('heading', { level: 1, name: /Payment verification/ })
  return { canvas, main }
}

export const Pending: Story = {
  tags: ['state:verify-pending'],
  parameters: { msw: { handlers: { order: [orderHandlers.slow] } } },
  play: async ({ canvasElement }) => {
    const { main } = await verifyPage(canvasElement)
    await expect(main.getByRole('status')).toHaveTextContent('Verifying your payment...')
    await expect(main.getByRole('region', { name: 'Verifying your payment...' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    // Still waiting a moment later: the page decides nothing without the server's answer.
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(main.getByRole('status')).toHaveTextContent('Verifying your payment...')
    await waitFor(() => expect(document.title).toBe('Verifying payment | Adire'))
  },
}

/**
 * The verdict and its redirect are separate stories: the registry's check reads the verdict's
 * text after the play function, before the redirect takes it away.
 */
export const Success: Story = {
  tags: ['state:verify-success'],
  parameters: { ...interactionOnly, msw: { handlers: { order: [orderHandlers.verify] } } },
  play: async ({ canvasElement }) => {
    const { canvas, main } = await verifyPage(canvasElement)
    await expect(
      await main.findByText('Payment verified! Redirecting to your orders...'),
    ).toBeVisible()
    await expect(main.getByRole('link', { name: 'View my orders' })).toHaveAttribute(
      'href',
      '/orders?reference=ADR-MOCK-REFERENCE',
    )
    // The cart is cleared once the payment is verified.
    await expect(canvas.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart, 0 items')
  },
}

/** docs/product.md §4, §9: on to the orders 2 s later. */
export const SuccessRedirect: Story = {
  parameters: Success.parameters,
  play: async ({ canvasElement }) => {
    const { canvas, main } = await verifyPage(canvasElement)
    await main.findByText('Payment verified! Redirecting to your orders...')
    await redirectsAfter(canvas, 2000, 'My Orders')
  },
}

export const Failed: Story = {
  tags: ['state:verify-failed'],
  parameters: { ...interactionOnly, msw: { handlers: { order: [orderHandlers.verifyFailed] } } },
  play: async ({ canvasElement }) => {
    const { canvas, main } = await verifyPage(canvasElement)
    await expect(
      await main.findByText('Payment verification failed. Redirecting to cart...'),
    ).toBeVisible()
    await expect(main.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart')
    // The cart is kept for another try.
    await expect(canvas.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart, 1 item')
  },
}

/** docs/product.md §4, §9: back to the cart 2.5 s later. */
export const FailedRedirect: Story = {
  parameters: Failed.parameters,
  play: async ({ canvasElement }) => {
    const { canvas, main } = await verifyPage(canvasElement)
    await main.findByText('Payment verification failed. Redirecting to cart...')
    await redirectsAfter(canvas, 2500, 'Your Shopping Cart')
  },
}

export const Exception: Story = {
  tags: ['state:verify-error'],
  parameters: { ...interactionOnly, msw: { handlers: { order: [orderHandlers.verifyError] } } },
  play: async ({ canvasElement }) => {
    const { canvas, main } = await verifyPage(canvasElement)
    await expect(await main.findByText('An error occurred during verification.')).toBeVisible()
    const toasts = within(canvas.getByRole('region', { name: 'Notifications' }))
    await expect(toasts.getByRole('alert')).toHaveTextContent(
      'An error occurred during verification.',
    )
    await expect(main.getByRole('link', { name: 'Back to cart' })).toBeVisible()
  },
}

export const ExceptionRedirect: Story = {
  parameters: Exception.parameters,
  play: async ({ canvasElement }) => {
    const { canvas, main } = await verifyPage(canvasElement)
    await main.findByText('An error occurred during verification.')
    await redirectsAfter(canvas, 2500, 'Your Shopping Cart')
  },
}

/**
 * The status once it reads `text`: the verdict's card replaces the one shown while the session
 * was read, so it is found afresh.
 */
async function verdict(main: ReturnType<typeof within>, text: RegExp) {
  await waitFor(() => expect(main.getByRole('status')).toHaveTextContent(text))
  return main.getByRole('status')
}

/** Still here after `delay`: nothing took the page away while the shopper reads it. */
async function staysAfter(canvas: ReturnType<typeof within>, delay: number) {
  await new Promise((resolve) => setTimeout(resolve, delay + 300))
  await expect(
    canvas.getByRole('heading', { level: 1, name: /Payment verification/ }),
  ).toBeVisible()
}

/**
 * The order was already paid (a second payment window): it is, and this second payment is on
 * its way back. The page stays, so the notice can be read, and the cart (a new basket, since the
 * first payment emptied it) is kept.
 */
export const RefundingDuplicate: Story = {
  tags: ['state:verify-refunding-duplicate'],
  parameters: { msw: { handlers: { order: [orderHandlers.verifyRefundingDuplicate] } } },
  play: async ({ canvasElement }) => {
    const { canvas, main } = await verifyPage(canvasElement)
    const status = await verdict(main, /^Your order is paid\./)
    await expect(status).toHaveTextContent(
      'This order was already paid, so we are refunding this second payment. It should reach your account within 10 working days.',
    )
    await expect(main.getByRole('region', { name: 'Your order is paid.' })).toHaveAttribute(
      'data-state',
      'success',
    )
    await expect(main.getByRole('link', { name: 'View my orders' })).toHaveAttribute(
      'href',
      '/orders?reference=ADR-MOCK-REFERENCE',
    )
    await expect(canvas.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart, 1 item')
    await staysAfter(canvas, 2000)
  },
}

/**
 * The store team cancelled the order before this payment arrived: the money is on its way
 * back. Not a failure to try again: no redirect to the cart and nothing to pay, a way to My
 * Orders instead.
 */
export const RefundingCancelled: Story = {
  tags: ['state:verify-refunding'],
  parameters: { msw: { handlers: { order: [orderHandlers.verifyRefundingCancelled] } } },
  play: async ({ canvasElement }) => {
    const { canvas, main } = await verifyPage(canvasElement)
    const status = await verdict(main, /^We're refunding your payment\./)
    await expect(status).toHaveTextContent(
      'This order was cancelled, so we are refunding your payment. It should reach your account within 10 working days.',
    )
    await expect(
      main.getByRole('region', { name: "We're refunding your payment." }),
    ).toHaveAttribute('data-state', 'refunding')
    await expect(main.getByRole('link', { name: 'View my orders' })).toHaveAttribute(
      'href',
      '/orders?reference=ADR-MOCK-REFERENCE',
    )
    await expect(main.queryByRole('link', { name: 'Back to cart' })).toBeNull()
    await expect(main.queryByRole('button')).toBeNull()
    // Not an error: nothing is toasted.
    await expect(
      within(canvas.getByRole('region', { name: 'Notifications' })).queryByRole('alert'),
    ).toBeNull()
    await staysAfter(canvas, 2500)
  },
}

/** Paystack took another amount than the order's: the same calm page, in the server's words. */
export const RefundingWrongAmount: Story = {
  tags: ['state:verify-refunding'],
  parameters: { msw: { handlers: { order: [orderHandlers.verifyRefundingMismatch] } } },
  play: async ({ canvasElement }) => {
    const { main } = await verifyPage(canvasElement)
    const status = await verdict(main, /^We're refunding your payment\./)
    await expect(status).toHaveTextContent(
      "This payment was not for your order's amount, so we are refunding it. It should reach your account within 10 working days.",
    )
    await expect(main.getByRole('link', { name: 'View my orders' })).toBeVisible()
    await expect(main.queryByRole('link', { name: 'Back to cart' })).toBeNull()
  },
}

/**
 * A bank transfer the shopper sent has not landed yet: the order waits for it, the cart is
 * emptied, and the page stays, saying there is no need to pay again.
 */
export const AwaitingTransfer: Story = {
  tags: ['state:verify-awaiting-transfer'],
  parameters: { msw: { handlers: { order: [orderHandlers.verifyAwaitingTransfer] } } },
  play: async ({ canvasElement }) => {
    const { canvas, main } = await verifyPage(canvasElement)
    const status = await verdict(main, /^We’re waiting for your transfer/)
    await expect(status).toHaveTextContent(
      'Your order is placed as soon as the money lands, and we’ll e-mail you then. There is no need to pay again.',
    )
    await expect(
      main.getByRole('region', { name: 'We’re waiting for your transfer' }),
    ).toHaveAttribute('data-state', 'transfer')
    await expect(main.getByRole('link', { name: 'View my orders' })).toHaveAttribute(
      'href',
      '/orders?reference=ADR-MOCK-REFERENCE',
    )
    await expect(main.queryByRole('link', { name: 'Back to cart' })).toBeNull()
    await staysAfter(canvas, 2500)
  },
}

/**
 * A USSD, bank or card payment Paystack reports still going through: the order waits for it,
 * the cart is emptied, and the page stays, saying there is no need to pay again.
 */
export const PaymentUnderWay: Story = {
  tags: ['state:verify-payment-under-way'],
  parameters: { msw: { handlers: { order: [orderHandlers.verifyPaymentUnderWay] } } },
  play: async ({ canvasElement }) => {
    const { canvas, main } = await verifyPage(canvasElement)
    const status = await verdict(main, /^Your payment is still going through/)
    await expect(status).toHaveTextContent(
      'Your order is placed as soon as it completes, and we’ll e-mail you then. There is no need to pay again.',
    )
    await expect(
      main.getByRole('region', { name: 'Your payment is still going through' }),
    ).toHaveAttribute('data-state', 'transfer')
    await expect(main.queryByRole('link', { name: 'Back to cart' })).toBeNull()
    await staysAfter(canvas, 2500)
  },
}

/** No reference in the address: nothing to verify, no call, no redirect. */
export const MissingReference: Story = {
  tags: ['state:verify-missing'],
  args: { path: '/verify' },
  // Were the server asked, the page would say something else.
  parameters: { msw: { handlers: { order: [orderHandlers.error] } } },
  play: async ({ canvasElement }) => {
    const { main } = await verifyPage(canvasElement)
    // After "Verifying your payment..." while the session reads the stored token.
    await expect(
      await main.findByText('Missing payment reference or authentication.'),
    ).toBeVisible()
    await expect(main.getByRole('link', { name: 'View my orders' })).toBeVisible()
    await expect(main.queryByRole('link', { name: 'Log in' })).toBeNull()
  },
}

/** No session: the same, and a way to log in. */
export const SignedOut: Story = {
  tags: ['state:verify-missing'],
  args: { storedToken: undefined },
  parameters: { msw: { handlers: { order: [orderHandlers.error] } } },
  play: async ({ canvasElement }) => {
    const { main } = await verifyPage(canvasElement)
    // After "Verifying your payment..." while the session reads the stored token.
    await expect(
      await main.findByText('Missing payment reference or authentication.'),
    ).toBeVisible()
    await expect(main.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?next=/verify%3Freference%3DADR-MOCK-REFERENCE',
    )
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  parameters: Pending.parameters,
  play: Pending.play,
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  parameters: MissingReference.parameters,
  args: MissingReference.args,
  play: MissingReference.play,
}

export const RefundingMobileDark: Story = {
  globals: { viewport: { value: 'mobile360' }, theme: 'dark' },
  // The visual tests already show each refunding page at this width and in this theme.
  parameters: { ...RefundingWrongAmount.parameters, visual: false },
  play: RefundingWrongAmount.play,
}

export const RefundingDuplicateDark: Story = {
  globals: { theme: 'dark' },
  parameters: { ...RefundingDuplicate.parameters, visual: false },
  play: async ({ canvasElement }) => {
    const { main } = await verifyPage(canvasElement)
    await expect(await main.findByText('Your order is paid.')).toBeVisible()
  },
}
