// The address book's handlers keep the server's rules, so the account pages' stories behave as
// the store does.
import {
  ADDRESS_BOOK_LIMIT,
  ADDRESS_MESSAGES,
  AddressBookResponse,
  AddressChangeResponse,
} from '@adire/contract'
import { describe, expect, it } from 'vitest'
import { DEMO_ADDRESS } from '../fixtures/people.ts'
import { send, useMockServer } from '../testing.ts'
import { MOCK_ADMIN_TOKEN } from './state.ts'

useMockServer()

const BOOK = '/api/users/addresses'
const streets = (book: { street: string; isDefault: boolean }[]) =>
  book.map((a) => (a.isDefault ? `${a.street} (default)` : a.street))
const book = async (token?: string) =>
  AddressBookResponse.parse(await (await send(BOOK, undefined, { method: 'GET', token })).json())
    .addresses

describe('mock address book', () => {
  it('starts with the demo shopper’s two addresses, home the default', async () => {
    expect(streets(await book())).toEqual(['12 Admiralty Way (default)', '3 Idowu Taylor Street'])
  })

  it('saves, makes default, and hands a deleted default to the newest', async () => {
    const added = await send(BOOK, { ...DEMO_ADDRESS, street: '7 Bompai Road', makeDefault: true })
    expect(added.status).toBe(201)
    const after = AddressChangeResponse.parse(await added.json())
    expect(after.message).toBe(ADDRESS_MESSAGES.saved)
    expect(streets(after.addresses)).toEqual([
      '7 Bompai Road (default)',
      '3 Idowu Taylor Street',
      '12 Admiralty Way',
    ])
    const [kano] = after.addresses
    const deleted = await send(`${BOOK}/${kano?.id}`, undefined, { method: 'DELETE' })
    expect(streets(AddressChangeResponse.parse(await deleted.json()).addresses)).toEqual([
      '3 Idowu Taylor Street (default)',
      '12 Admiralty Way',
    ])
  })

  it('keeps each account’s book its own, and at most the limit', async () => {
    expect(await book(MOCK_ADMIN_TOKEN)).toEqual([])
    const [home] = await book()
    const other = await send(`${BOOK}/${home?.id}/default`, undefined, {
      method: 'PUT',
      token: MOCK_ADMIN_TOKEN,
    })
    expect(other.status).toBe(404)
    for (let i = 2; i < ADDRESS_BOOK_LIMIT; i++) await send(BOOK, DEMO_ADDRESS)
    const full = await send(BOOK, DEMO_ADDRESS)
    expect(full.status).toBe(409)
    expect(await full.json()).toEqual({ success: false, message: ADDRESS_MESSAGES.full })
  })
})
