import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  AdminOrdersQuery,
  allowedCharacters,
  CartAddRequest,
  CartItemRequest,
  CartMergeRequest,
  CartRemoveRequest,
  CartUpdateRequest,
  ContactRequest,
  ForgotPasswordRequest,
  LoginRequest,
  PlaceOrderRequest,
  RegisterRequest,
  ResetPasswordRequest,
  VerifyPaymentRequest,
} from '../index.ts'

/** Every C0 control and DEL: none may stand in a one-line text. */
const CONTROLS = [...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)), '\u007f']
/** What a shopper may well type or paste, and must keep being able to. */
const ORDINARY = ['Ada Okafor', 'Ọ̀yọ́ Àṣà', 'ẹ kú àárọ̀ 🌞', 'line\u2028separator', 'a\u00a0b', '']

/** The first message a schema answers, as the server sends it back. */
const firstMessage = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message

describe('allowedCharacters', () => {
  const refused = (kind: Parameters<typeof allowedCharacters>[1], text: string) =>
    (
      z.string().check(allowedCharacters('First name', kind)).safeParse(text).error?.issues ?? []
    ).map((issue) => issue.message)

  it.each(CONTROLS.map((c) => [`U+${c.charCodeAt(0).toString(16).padStart(4, '0')}`, c]))(
    'refuses %s in a line of text, naming the field',
    (_, control) => {
      expect(refused('line', `Ada${control}Okafor`)).toEqual([
        'First name contains a character that is not allowed',
      ])
    },
  )

  it('lets ordinary text through, whatever its script', () => {
    for (const text of ORDINARY) expect(refused('line', text)).toEqual([])
  })

  it('lets a multi-line text hold tabs and line breaks, and nothing else of the kind', () => {
    expect(refused('lines', 'Hello,\r\n\tIs my order on its way?\n')).toEqual([])
    for (const control of ['\u0000', '\u0007', '\u000b', '\u000c', '\u001b', '\u007f']) {
      expect(refused('lines', `Hello${control}`)).toHaveLength(1)
    }
  })

  it('refuses only U+0000 in a password, which is hashed and never stored as text', () => {
    expect(refused('password', 'tab\there\u0007bell')).toEqual([])
    expect(refused('password', 'secret\u0000')).toHaveLength(1)
  })
})

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
const item = { _id: 'indigo-adire-hoodie', selectedSize: 'M', quantity: 1 }
const order = { address, amount: 1, items: [item] }
const line = { productId: 'indigo-adire-hoodie', size: 'M', quantity: 1 }
const shopper = { name: 'Ada Okafor', email: 'ada@example.com', password: 'correct horse' }
const contact = { name: 'Ada', email: 'ada@example.com', message: 'Do you ship to Jos?' }
const guestId = '6f1c1b8e-3b9a-4d52-9f0e-0c2b7d1a4e55'

/**
 * Every request text the API takes, with a valid request, a way to put `text` in that one
 * field, and the field's name as the refusal says it.
 */
const FIELDS: [string, z.ZodType, (text: string) => unknown, string][] = [
  ['register: name', RegisterRequest, (name) => ({ ...shopper, name }), 'Name'],
  ['register: email', RegisterRequest, (email) => ({ ...shopper, email }), 'Email'],
  ['register: password', RegisterRequest, (password) => ({ ...shopper, password }), 'Password'],
  ['login: email', LoginRequest, (email) => ({ ...shopper, email }), 'Email'],
  ['login: password', LoginRequest, (password) => ({ ...shopper, password }), 'Password'],
  ['forgot password: email', ForgotPasswordRequest, (email) => ({ email }), 'Email'],
  ['reset password', ResetPasswordRequest, (newPassword) => ({ newPassword }), 'Password'],
  ['cart add: item id', CartAddRequest, (itemId) => ({ itemId, size: 'M' }), 'Product id'],
  ['cart add: size', CartAddRequest, (size) => ({ itemId: 'x', size }), 'Size'],
  ['cart items: product', CartItemRequest, (productId) => ({ ...line, productId }), 'Product id'],
  [
    'cart update: product',
    CartUpdateRequest,
    (productId) => ({ ...line, productId }),
    'Product id',
  ],
  ['cart update: size', CartUpdateRequest, (size) => ({ ...line, size }), 'Size'],
  [
    'cart remove: product',
    CartRemoveRequest,
    (productId) => ({ productId, size: 'M' }),
    'Product id',
  ],
  ['cart remove: size', CartRemoveRequest, (size) => ({ productId: 'x', size }), 'Size'],
  [
    'cart merge: product',
    CartMergeRequest,
    (productId) => ({ guestId, items: [{ ...line, productId }] }),
    'Product id',
  ],
  [
    'cart merge: size',
    CartMergeRequest,
    (size) => ({ guestId, items: [{ ...line, size }] }),
    'Size',
  ],
  [
    'order: item id',
    PlaceOrderRequest,
    (_id) => ({ ...order, items: [{ ...item, _id }] }),
    'Product id',
  ],
  [
    'order: item size',
    PlaceOrderRequest,
    (selectedSize) => ({ ...order, items: [{ ...item, selectedSize }] }),
    'Size',
  ],
  ...(
    [
      ['firstName', 'First name'],
      ['lastName', 'Last name'],
      ['email', 'Email'],
      ['street', 'Street'],
      ['city', 'City'],
      ['state', 'State'],
      ['country', 'Country'],
      ['phone', 'Phone'],
    ] as const
  ).map(([key, label]): (typeof FIELDS)[number] => [
    `order: address ${key}`,
    PlaceOrderRequest,
    (text) => ({ ...order, address: { ...address, [key]: text } }),
    label,
  ]),
  [
    'verify: reference',
    VerifyPaymentRequest,
    (reference) => ({ reference }),
    'The payment reference',
  ],
  ['admin orders: q', AdminOrdersQuery, (q) => ({ q }), 'The search'],
  ['contact: name', ContactRequest, (name) => ({ ...contact, name }), 'Your name'],
  ['contact: email', ContactRequest, (email) => ({ ...contact, email }), 'Your email address'],
  ['contact: message', ContactRequest, (message) => ({ ...contact, message }), 'Your message'],
]

describe('every request text', () => {
  /** A valid value of each field, so that only the control character is wrong. */
  const valid: Record<string, string> = {
    Name: 'Ada Okafor',
    Email: 'ada@example.com',
    'Your email address': 'ada@example.com',
    Password: 'correct horse',
    'Product id': 'indigo-adire-hoodie',
    Size: 'M',
    Phone: '0803 123 4567',
    'The payment reference': 'ADR-1A2B3C',
    'The search': 'ADR-1A2B',
    'Your name': 'Ada',
    'Your message': 'Do you ship to Jos?',
  }
  const around = (label: string, control: string) => {
    const text = valid[label] ?? 'Lagos'
    const middle = Math.ceil(text.length / 2)
    return `${text.slice(0, middle)}${control}${text.slice(middle)}`
  }

  it.each(FIELDS)('%s: takes the valid value', (_, schema, put, label) => {
    expect(schema.safeParse(put(valid[label] ?? 'Lagos')).success).toBe(true)
  })

  it.each(FIELDS)('%s: refuses U+0000 and names the field', (_, schema, put, label) => {
    expect(firstMessage(schema, put(around(label, '\u0000')))).toBe(
      `${label} contains a character that is not allowed`,
    )
  })

  it.each(FIELDS.filter(([, , , label]) => label !== 'Password'))(
    '%s: refuses U+0007, U+001F and U+007F too',
    (_, schema, put, label) => {
      for (const control of ['\u0007', '\u001f', '\u007f']) {
        expect(firstMessage(schema, put(around(label, control)))).toBe(
          `${label} contains a character that is not allowed`,
        )
      }
    },
  )

  it('trims a line break pasted at either end rather than refusing it', () => {
    expect(RegisterRequest.parse({ ...shopper, name: '\tAda Okafor\n' }).name).toBe('Ada Okafor')
    expect(
      PlaceOrderRequest.parse({ ...order, address: { ...address, city: 'Lekki\r\n' } }),
    ).toMatchObject({ address: { city: 'Lekki' } })
  })

  it('keeps the line breaks of a contact message', () => {
    const message = 'Good morning,\n\nDo you ship to Jos?\r\nThank you'
    expect(ContactRequest.parse({ ...contact, message }).message).toBe(message)
  })
})
