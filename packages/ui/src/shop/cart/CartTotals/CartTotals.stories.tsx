import { deliveryQuote, flatDelivery } from '@adire/contract'
import { fixtureDeliveryRules } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { CartTotals } from './CartTotals.tsx'

const meta = {
  title: 'UI/Cart/CartTotals',
  component: CartTotals,
  args: { subtotal: 57000, delivery: deliveryQuote(flatDelivery(0), undefined, 57000) },
  decorators: [(Story) => <div className="w-full max-w-sm">{Story()}</div>],
} satisfies Meta<typeof CartTotals>

export default meta
type Story = StoryObj<typeof meta>

/** The amount on the row named `label`. */
const row = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label).nextElementSibling

/** Subtotal, delivery fee and total, each with two decimals (docs/product.md §9). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'Subtotal')).toHaveTextContent('₦57,000')
    await expect(row(canvasElement, 'Delivery fee')).toHaveTextContent('Free')
    await expect(row(canvasElement, 'Total')).toHaveTextContent('₦57,000')
  },
}

/** docs/product.md §9: the total is the subtotal plus the delivery fee. */
export const WithDeliveryFee: Story = {
  args: { subtotal: 12345.5, delivery: deliveryQuote(flatDelivery(2500), undefined, 12345.5) },
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'Subtotal')).toHaveTextContent('₦12,345.50')
    await expect(row(canvasElement, 'Delivery fee')).toHaveTextContent('₦2,500')
    await expect(row(canvasElement, 'Total')).toHaveTextContent('₦14,845.50')
  },
}

/** docs/product.md §9: nothing to pay for is a total of 0, whatever the delivery fee. */
export const NothingToPayFor: Story = {
  args: { subtotal: 0, delivery: deliveryQuote(flatDelivery(2500), undefined, 0) },
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'Total')).toHaveTextContent('₦0')
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Default.play }

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play }

/** docs/product.md §4.1: a line's price changed since it was added: one notice above the totals. */
export const PricesChanged: Story = {
  args: { pricesChanged: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'The price of an item in your cart has changed since you added it.',
    )
    await expect(row(canvasElement, 'Total')).toHaveTextContent('₦57,000')
  },
}

/** The store prices delivery by state and the shopper's is not known yet: the cart says so. */
export const CalculatedAtCheckout: Story = {
  args: { subtotal: 12000, delivery: undefined, freeDeliveryShortfall: 38000 },
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'Delivery fee')).toHaveTextContent('Calculated at checkout')
    await expect(row(canvasElement, 'Total')).toHaveTextContent('₦12,000 + delivery')
    await expect(
      within(canvasElement).getByText('Add ₦38,000 more for free delivery'),
    ).toBeVisible()
  },
}

/** Delivery to Kano: the North zone's fee, with the zone and how long it takes. */
export const ZoneFee: Story = {
  args: {
    subtotal: 12000,
    delivery: deliveryQuote(fixtureDeliveryRules, 'Kano', 12000),
    freeDeliveryShortfall: 38000,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(row(canvasElement, 'Delivery fee')).toHaveTextContent('₦5,000')
    await expect(canvas.getByText('North: 3–5 working days')).toBeVisible()
    await expect(row(canvasElement, 'Total')).toHaveTextContent('₦17,000')
  },
}

/** Items worth the free-delivery amount or more: delivery is free, and no nudge is shown. */
export const FreeDelivery: Story = {
  args: { subtotal: 57000, delivery: deliveryQuote(fixtureDeliveryRules, 'Kano', 57000) },
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'Delivery fee')).toHaveTextContent('Free')
    await expect(row(canvasElement, 'Total')).toHaveTextContent('₦57,000')
    await expect(within(canvasElement).queryByText(/more for free delivery/)).toBeNull()
  },
}

/** The nudge and the zone at 360 px, in the dark theme. */
export const ZoneFeeMobileDark: Story = {
  args: ZoneFee.args,
  globals: { viewport: { value: 'mobile360' }, theme: 'dark' },
  play: ZoneFee.play,
}

/** docs/product.md §11.14: ADIRE10 takes 10% off ₦41,000 of items; delivery to Lagos after it. */
export const WithDiscount: Story = {
  args: {
    subtotal: 41000,
    delivery: deliveryQuote(fixtureDeliveryRules, 'Lagos', 36900),
    discount: {
      code: 'ADIRE10',
      kind: 'percent',
      itemsOff: 4100,
      deliveryOff: 0,
      label: 'ADIRE10 (10% off)',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'ADIRE10 (10% off)')).toHaveTextContent('−₦4,100')
    await expect(row(canvasElement, 'Delivery fee')).toHaveTextContent('₦2,000')
    await expect(row(canvasElement, 'Total')).toHaveTextContent('₦38,900')
  },
}

/** A free-delivery code: the delivery row shows ₦0 and the code that waived Lagos's ₦2,000. */
export const WithFreeDeliveryCode: Story = {
  args: {
    subtotal: 12500,
    delivery: { fee: 0, free: false, zone: 'Lagos', estimate: '1–2 working days' },
    freeDeliveryShortfall: 37500,
    discount: {
      code: 'FREESHIP',
      kind: 'freeDelivery',
      itemsOff: 0,
      deliveryOff: 2000,
      label: 'FREESHIP (free delivery)',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(row(canvasElement, 'Delivery fee')).toHaveTextContent('₦0')
    await expect(canvas.getByText('FREESHIP (free delivery)')).toBeVisible()
    await expect(row(canvasElement, 'Total')).toHaveTextContent('₦12,500')
    // Delivery is free already: no nudge to add more for it.
    await expect(canvas.queryByText(/more for free delivery/)).toBeNull()
  },
}

export const WithDiscountMobileDark: Story = {
  args: WithDiscount.args,
  globals: { viewport: { value: 'mobile360' }, theme: 'dark' },
  play: WithDiscount.play,
}
