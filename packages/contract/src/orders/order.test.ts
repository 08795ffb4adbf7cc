import { describe, expect, it } from 'vitest'
import {
  DELIVERY_ADDRESS_FIELDS,
  DeliveryAddress,
  deliveryAddressErrors,
  NIGERIAN_STATES,
  normalisePhone,
  PlaceOrderRequest,
} from '../index.ts'

const address = {
  firstName: 'Ada',
  lastName: 'Okafor',
  email: 'ada@example.com',
  street: '12 Admiralty Way',
  city: 'Lekki',
  state: 'Lagos',
  zipcode: '106104',
  country: 'Nigeria',
  phone: '0803 123 4567',
}

describe('phone numbers', () => {
  it.each([
    '08031234567',
    '0803 123 4567',
    '803-123-4567',
    '2348031234567',
    '+234 803 123 4567',
    '+234 (0803) 123 4567'.replace('(0803)', '803'),
  ])('keeps the Nigerian number %s as +2348031234567', (typed) => {
    expect(normalisePhone(typed)).toBe('+2348031234567')
  })

  it('keeps a number from another country with its own code', () => {
    expect(normalisePhone('+44 20 7946 0958')).toBe('+442079460958')
  })

  it.each(['12345', '0603 123 4567', 'call me', '+0 123', '080312345678'])(
    'refuses %s',
    (typed) => {
      expect(normalisePhone(typed)).toBeUndefined()
    },
  )
})

describe('DeliveryAddress', () => {
  it('has the fields the forms show, in their order (DELIVERY_ADDRESS_FIELDS, loaded without zod)', () => {
    expect(DeliveryAddress.keyof().options).toEqual([...DELIVERY_ADDRESS_FIELDS])
  })

  it('gives each refused field its first message, and none for a valid address', () => {
    expect(deliveryAddressErrors(address)).toEqual({})
    const errors = deliveryAddressErrors({ ...address, street: ' ', phone: '12' })
    expect(Object.keys(errors)).toEqual(['street', 'phone'])
  })

  it('keeps the address trimmed, with the phone in one form', () => {
    expect(DeliveryAddress.parse({ ...address, city: ' Lekki ' })).toEqual({
      ...address,
      phone: '+2348031234567',
    })
  })

  it.each([
    ['a blank street', { street: '   ' }, 'Street is required'],
    ['a zip code with letters', { zipcode: '10A104' }, 'Zip code must be 3 to 10 digits'],
    ['a phone that is not one', { phone: '12' }, 'Please enter a phone number such as'],
    ['a malformed e-mail', { email: 'ada@' }, 'Please enter a valid email address'],
  ])('refuses %s', (_, change, message) => {
    expect(
      DeliveryAddress.safeParse({ ...address, ...change }).error?.issues[0]?.message,
    ).toContain(message)
  })

  it('lists the 36 states and the FCT', () => {
    expect(NIGERIAN_STATES).toHaveLength(37)
    expect(NIGERIAN_STATES).toContain('Federal Capital Territory')
  })
})

describe('PlaceOrderRequest', () => {
  it('keeps only what the server needs from an order item', () => {
    const parsed = PlaceOrderRequest.parse({
      address,
      amount: 57000,
      items: [
        { _id: 'indigo-adire-hoodie', name: 'Hoodie', price: 1, selectedSize: 'M', quantity: 2 },
      ],
    })
    expect(parsed.items).toEqual([{ _id: 'indigo-adire-hoodie', selectedSize: 'M', quantity: 2 }])
  })

  it('refuses an order without items, and quantities outside 1 to 99', () => {
    expect(
      PlaceOrderRequest.safeParse({ address, amount: 0, items: [] }).error?.issues[0]?.message,
    ).toBe('Your cart is empty')
    const zero = { _id: 'x', selectedSize: 'M', quantity: 0 }
    expect(
      PlaceOrderRequest.safeParse({ address, amount: 1, items: [zero] }).error?.issues[0]?.message,
    ).toBe('Quantity must be a whole number from 1 to 99')
  })

  it('says what is wrong with the items and the amount, each in its own words', () => {
    const item = { _id: 'indigo-adire-hoodie', selectedSize: 'M', quantity: 1 }
    const message = (change: Record<string, unknown>) =>
      PlaceOrderRequest.safeParse({ address, amount: 1, items: [item], ...change }).error?.issues[0]
        ?.message
    expect(message({ items: Array(200).fill(item) })).toBeUndefined()
    expect(message({ items: Array(201).fill(item) })).toBe('An order can have at most 200 lines')
    expect(message({ items: undefined })).toBe('Your cart is empty')
    expect(message({ items: [] })).toBe('Your cart is empty')
    expect(message({ amount: 0 })).toBeUndefined()
    expect(message({ amount: undefined })).toBe('The order amount is required')
    for (const amount of [-1, -0.01, '57000', 'a lot', true, {}]) {
      expect(message({ amount })).toBe('The order amount must be a number of naira, 0 or more')
    }
  })
})
