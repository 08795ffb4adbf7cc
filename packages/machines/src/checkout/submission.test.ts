// A checkout with a discount code (docs/product.md §11.14): the code goes with the order, and
// the amount is the total as the server priced it with the code.
import { type CartLine, flatDelivery, type OrderDiscount, type Product } from '@adire/contract'
import { describe, expect, it } from 'vitest'
import { type CheckoutSubmission, checkSubmission, orderAmount } from './submission.ts'

const product = (id: string, price: number): Product => ({
  _id: id,
  name: id,
  description: '',
  price,
  image: ['/images/x.webp'],
  category: 'Hoodie' as Product['category'],
  sizes: ['M'],
  bestseller: false,
  date: 0,
})

const LINES: CartLine[] = [
  { product: product('indigo-hoodie', 28_500), size: 'M', quantity: 1 },
  { product: product('circles-tee', 12_500), size: 'M', quantity: 1 },
]

const SUBMISSION: CheckoutSubmission = {
  address: {
    firstName: 'Ada',
    lastName: 'Okafor',
    email: 'ada@example.com',
    street: '12 Admiralty Way',
    city: 'Lekki',
    state: 'Lagos',
    zipcode: '106104',
    country: 'Nigeria',
    phone: '0803 123 4567',
  },
  method: 'paystack',
  lines: LINES,
  // ₦2,000 delivery, free from ₦40,000 of items.
  delivery: { ...flatDelivery(2_000), freeDeliveryOver: 40_000 },
  token: 'tok',
}

const ADIRE10: OrderDiscount = {
  code: 'ADIRE10',
  kind: 'percent',
  itemsOff: 4_100,
  deliveryOff: 0,
  label: 'ADIRE10 (10% off)',
}

const request = (submission: CheckoutSubmission) => {
  const verdict = checkSubmission(submission)
  if (!verdict.ok) throw new Error('refused')
  return verdict.request
}

describe('a checkout with a discount code', () => {
  it('sends no code, and the total, without one', () => {
    const sent = request(SUBMISSION)
    expect(sent.discountCode).toBeUndefined()
    // ₦41,000 of items reach the free-delivery amount.
    expect(sent.amount).toBe(41_000)
  })

  it('sends the code, and the items less what it takes off, with delivery judged after it', () => {
    const sent = request({ ...SUBMISSION, discount: ADIRE10 })
    expect(sent.discountCode).toBe('ADIRE10')
    // ₦36,900 of items after the code: under ₦40,000, so delivery is charged.
    expect(sent.amount).toBe(36_900 + 2_000)
  })

  it('waives delivery wherever the order goes for a free-delivery code', () => {
    const free: OrderDiscount = {
      code: 'FREESHIP',
      kind: 'freeDelivery',
      itemsOff: 0,
      deliveryOff: 2_000,
      label: 'FREESHIP (free delivery)',
    }
    const [tee] = LINES.slice(1)
    expect(orderAmount([tee as CartLine], SUBMISSION.delivery, 'Kano', free)).toBe(12_500)
    expect(orderAmount([tee as CartLine], SUBMISSION.delivery, 'Kano')).toBe(14_500)
  })
})
