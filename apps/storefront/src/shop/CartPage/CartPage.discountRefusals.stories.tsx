import {
  type CartData,
  DISCOUNT_FIELD_TEXTS,
  type DiscountRefusal,
  discountRefusalMessage,
} from '@adire/contract'
import { MOCK_TOKEN, resetMockCart, resetMockOrders } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { DISCOUNT_CODE_STORAGE_KEY } from '../../providers/discountCode.ts'
import type { StoryApp } from '../../stories/StoryApp.tsx'
import {
  accountCart,
  cartLines,
  cartMeta,
  interactionOnly,
  summaryRow,
  tee,
} from './CartPage.fixtures.ts'

// A code refused in the cart, for each reason a signed-in shopper can be given (the guest's,
// log in, is in Pages/Cart/Discounts), in the words of `discountRefusalMessage`.
const meta = {
  ...cartMeta,
  title: 'Pages/Cart/DiscountRefusals',
  args: { ...cartMeta.args, storedToken: MOCK_TOKEN },
  beforeEach: () => {
    resetMockCart(accountCart)
    resetMockOrders()
  },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** The tee alone (₦12,500): under ADIRE10's ₦20,000, and no hoodie for HOODIES. */
const teeCart: CartData = { [tee._id]: { L: 1 } }

/**
 * The shopper types `refusal.code` and applies it: the field says why it does not apply, the
 * input keeps the focus, and the total (₦43,500, or ₦12,500 for the tee) stays as it was.
 */
function refused(refusal: DiscountRefusal, cart: CartData = accountCart): Story {
  return {
    // Reached by typing: the first screen is the cart's, shot by its own stories.
    parameters: interactionOnly,
    beforeEach: () => resetMockCart(cart),
    play: async ({ canvasElement }) => {
      const { main } = await cartLines(canvasElement)
      const box = within(main.getByRole('region', { name: 'CART TOTALS' }))
      const total = summaryRow(main, 'Total')?.textContent
      const input = box.getByLabelText(DISCOUNT_FIELD_TEXTS.label)
      await userEvent.type(input, refusal.code.toLowerCase())
      await userEvent.click(box.getByRole('button', { name: DISCOUNT_FIELD_TEXTS.apply }))
      await waitFor(() =>
        expect(input).toHaveAccessibleDescription(discountRefusalMessage(refusal)),
      )
      await expect(input).toHaveAttribute('aria-invalid', 'true')
      await expect(input).toHaveFocus()
      await expect(summaryRow(main, 'Total')).toHaveTextContent(total ?? '')
      await expect(sessionStorage.getItem(DISCOUNT_CODE_STORAGE_KEY)).toBeNull()
    },
  }
}

/** No code by this name. */
export const Unknown = refused({ reason: 'unknown', code: 'NOPE42' })

/** Its first day is to come. */
export const NotStarted = refused({ reason: 'notStarted', code: 'SOON', startsOn: '2026-12-01' })

/** Its last day is past. */
export const Ended = refused({ reason: 'ended', code: 'EXPIRED' })

/** The items come to less than its minimum: by how much is said. */
export const MinimumNotReached = refused(
  { reason: 'minimum', code: 'ADIRE10', shortKobo: 750_000, minItemsKobo: 2_000_000 },
  teeCart,
)

/** Once per customer, and the shopper has used it. */
export const UsedAlready = refused({ reason: 'usedAlready', code: 'USED' })

/** For a first order, and the shopper has paid ones. */
export const NewCustomersOnly = refused({ reason: 'newCustomersOnly', code: 'NEWBIE' })

/** None of the cart's items is one it applies to. */
export const NotForTheseItems = refused({ reason: 'notForTheseItems', code: 'HOODIES' }, teeCart)

/** Every use it allows is taken. */
export const UsedUp = refused({ reason: 'usedUp', code: 'GONE' })
