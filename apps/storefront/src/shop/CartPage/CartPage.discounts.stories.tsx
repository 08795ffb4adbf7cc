import { type CartData, DISCOUNT_FIELD_TEXTS, discountRefusalMessage } from '@adire/contract'
import {
  discountHandlers,
  MOCK_TOKEN,
  resetMockCart,
  resetMockOrders,
  storeHandlers,
} from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { DISCOUNT_CODE_STORAGE_KEY } from '../../providers/discountCode.ts'
import type { StoryApp } from '../../stories/StoryApp.tsx'
import {
  accountCart,
  cartLines,
  cartMeta,
  guestCart,
  interactionOnly,
  summaryRow,
  tee,
} from './CartPage.fixtures.ts'

// The discount code in the cart (docs/product.md §11.14): applied, applying, removed, refused.
const meta = {
  ...cartMeta,
  title: 'Pages/Cart/Discounts',
  beforeEach: () => {
    resetMockCart()
    // The codes' uses placed by other stories are forgotten.
    resetMockOrders()
  },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** The code kept with the cart from an earlier page (as after Apply). */
const keepCode = (code: string) => sessionStorage.setItem(DISCOUNT_CODE_STORAGE_KEY, code)

/** The summary box, once the cart's lines are shown. */
async function summary(canvasElement: HTMLElement) {
  const { main } = await cartLines(canvasElement)
  const box = within(main.getByRole('region', { name: 'CART TOTALS' }))
  return { main, box, input: () => box.getByLabelText(DISCOUNT_FIELD_TEXTS.label) }
}

/**
 * Signed in, with ADIRE10 on the cart: a hoodie (₦28,500) and the shades (₦15,000) less 10%,
 * the code's line with its name and the amount off, and the total after it.
 */
export const CodeApplied: Story = {
  args: { storedToken: MOCK_TOKEN },
  beforeEach: () => {
    resetMockCart(accountCart)
    keepCode('ADIRE10')
  },
  play: async ({ canvasElement }) => {
    const { main, box } = await summary(canvasElement)
    await waitFor(() =>
      expect(
        box.getByText('ADIRE10 (10% off)', { selector: 'dt' }).nextElementSibling,
      ).toHaveTextContent('−₦4,350'),
    )
    await expect(summaryRow(main, 'Subtotal')).toHaveTextContent('₦43,500')
    await expect(summaryRow(main, 'Total')).toHaveTextContent('₦39,150')
    await expect(box.getByRole('button', { name: DISCOUNT_FIELD_TEXTS.remove })).toBeVisible()
  },
}

/** A guest's cart with FREESHIP, where the store charges ₦2,500: delivery ₦0, and why. */
export const FreeDeliveryCode: Story = {
  args: { storedCart: guestCart },
  parameters: { msw: { handlers: { store: [storeHandlers.deliveryFee] } } },
  beforeEach: () => keepCode('FREESHIP'),
  play: async ({ canvasElement }) => {
    const { main, box } = await summary(canvasElement)
    await waitFor(() => expect(summaryRow(main, 'Delivery fee')).toHaveTextContent('₦0'))
    await expect(box.getAllByText('FREESHIP (free delivery)')[0]).toBeVisible()
    await expect(summaryRow(main, 'Total')).toHaveTextContent('₦69,500')
  },
}

/** The tee alone: nothing HOODIES applies to. */
const teeCart: CartData = { [tee._id]: { L: 1 } }

/**
 * The cart changed since HOODIES was applied (its hoodies are gone): the code is taken off,
 * and the field says why.
 */
export const CodeRemoved: Story = {
  args: { storedCart: teeCart },
  beforeEach: () => keepCode('HOODIES'),
  play: async ({ canvasElement }) => {
    const { main, input } = await summary(canvasElement)
    await waitFor(() =>
      expect(input()).toHaveAccessibleDescription(
        DISCOUNT_FIELD_TEXTS.removed(
          discountRefusalMessage({ reason: 'notForTheseItems', code: 'HOODIES' }),
        ),
      ),
    )
    await expect(summaryRow(main, 'Total')).toHaveTextContent('₦12,500')
    await expect(sessionStorage.getItem(DISCOUNT_CODE_STORAGE_KEY)).toBeNull()
  },
}

/** The code is with the server: Apply says "Applying…" and waits. */
export const ApplyingCode: Story = {
  args: { storedCart: guestCart },
  parameters: {
    ...interactionOnly,
    msw: { handlers: { cartSummary: [discountHandlers.summarySlow] } },
  },
  play: async ({ canvasElement }) => {
    const { box, input } = await summary(canvasElement)
    await userEvent.type(input(), 'naira5000')
    await userEvent.click(box.getByRole('button', { name: DISCOUNT_FIELD_TEXTS.apply }))
    const applying = await box.findByRole('button', { name: DISCOUNT_FIELD_TEXTS.applying })
    await expect(applying).toHaveAttribute('aria-disabled', 'true')
    await expect(applying).toHaveFocus()
  },
}

/** A guest applies ₦5,000 off, then removes it: the totals follow both ways. */
export const ApplyThenRemove: Story = {
  args: { storedCart: guestCart },
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main, box, input } = await summary(canvasElement)
    await userEvent.type(input(), 'naira5000{Enter}')
    await expect(await box.findByText('NAIRA5000 (₦5,000 off)', { selector: 'dt' })).toBeVisible()
    await expect(summaryRow(main, 'Total')).toHaveTextContent('₦64,500')
    await userEvent.click(box.getByRole('button', { name: DISCOUNT_FIELD_TEXTS.remove }))
    await expect(await box.findByLabelText(DISCOUNT_FIELD_TEXTS.label)).toHaveValue('')
    await expect(summaryRow(main, 'Total')).toHaveTextContent('₦69,500')
    await expect(box.queryByText('NAIRA5000 (₦5,000 off)', { selector: 'dt' })).toBeNull()
  },
}

/**
 * A guest enters a code limited per customer: asked to log in, the code kept with the cart so
 * that the login's summary applies it without typing it again (`CodeApplied`, signed in).
 */
export const GuestAskedToLogIn: Story = {
  args: { storedCart: guestCart },
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main, input } = await summary(canvasElement)
    await userEvent.type(input(), 'ADIRE10{Enter}')
    await waitFor(() =>
      expect(input()).toHaveAccessibleDescription(
        discountRefusalMessage({ reason: 'signIn', code: 'ADIRE10' }),
      ),
    )
    await expect(input()).toHaveFocus()
    await expect(summaryRow(main, 'Total')).toHaveTextContent('₦69,500')
    await expect(sessionStorage.getItem(DISCOUNT_CODE_STORAGE_KEY)).toBe('ADIRE10')
  },
}
