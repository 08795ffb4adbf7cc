import {
  ADDRESS_BOOK_LIMIT,
  ADDRESS_MESSAGES,
  AddressBookResponse,
  AddressChangeResponse,
  ErrorResponse,
  USER_MESSAGES,
} from '@adire/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { openTestDatabase } from '../testing/database.ts'
import { databaseFingerprint } from '../testing/fingerprint.ts'
import { TEST_ADDRESS } from '../testing/orders.ts'
import { send, signUp } from '../testing/requests.ts'
import { testApp } from '../testing/services.ts'

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>

beforeAll(async () => {
  database = await openTestDatabase()
  harness = testApp(database.db)
})
afterAll(() => database.close())

const BOOK = '/api/users/addresses'

/** A shopper of their own, and calls on their address book. */
async function shopper() {
  const { token } = await signUp(harness.app)
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await send(harness.app, method, path, body, { token })
    return { status: res.status, body: await res.json() }
  }
  const save = async (changes: Record<string, unknown> = {}) => {
    const { status, body } = await call('POST', BOOK, { ...TEST_ADDRESS, ...changes })
    if (status !== 201) throw new Error(`not saved: ${status} ${JSON.stringify(body)}`)
    return AddressChangeResponse.parse(body).addresses
  }
  const book = async () => AddressBookResponse.parse((await call('GET', BOOK)).body).addresses
  return { token, call, save, book }
}

/** The streets of a book in its order, the default marked. */
const streets = (book: { street: string; isDefault: boolean }[]) =>
  book.map((a) => (a.isDefault ? `${a.street} (default)` : a.street))

describe('the address book (/api/users/addresses)', () => {
  it('starts empty, makes the first address the default and lists the default first', async () => {
    const ada = await shopper()
    expect(await ada.book()).toEqual([])
    const first = await ada.save({ street: '1 Marina' })
    expect(first).toEqual([
      expect.objectContaining({ street: '1 Marina', isDefault: true, phone: '+2348031234567' }),
    ])
    await ada.save({ street: '2 Allen Avenue' })
    expect(streets(await ada.book())).toEqual(['1 Marina (default)', '2 Allen Avenue'])
    const third = await ada.save({ street: '3 Bompai Road', state: 'Kano', makeDefault: true })
    expect(streets(third)).toEqual(['3 Bompai Road (default)', '2 Allen Avenue', '1 Marina'])
  })

  it('changes an address, chooses the default, and hands a deleted default to the newest', async () => {
    const ada = await shopper()
    await ada.save({ street: '1 Marina' })
    const [, , older] = await ada
      .save({ street: '2 Allen Avenue' })
      .then(() => ada.save({ street: '3 Ring Road' }))
    expect(older?.street).toBe('2 Allen Avenue')

    const edited = await ada.call('PUT', `${BOOK}/${older?.id}`, {
      ...TEST_ADDRESS,
      street: '2B Allen Avenue',
      phone: '+234 803 555 0101',
    })
    expect(edited.status).toBe(200)
    expect(AddressChangeResponse.parse(edited.body)).toMatchObject({
      message: ADDRESS_MESSAGES.saved,
    })
    expect(edited.body.addresses).toContainEqual(
      expect.objectContaining({
        id: older?.id,
        street: '2B Allen Avenue',
        phone: '+2348035550101',
      }),
    )

    const chosen = await ada.call('PUT', `${BOOK}/${older?.id}/default`)
    expect(chosen.body.message).toBe(ADDRESS_MESSAGES.defaultChosen)
    expect(streets(chosen.body.addresses)).toEqual([
      '2B Allen Avenue (default)',
      '3 Ring Road',
      '1 Marina',
    ])

    const deleted = await ada.call('DELETE', `${BOOK}/${older?.id}`)
    expect(deleted.body.message).toBe(ADDRESS_MESSAGES.deleted)
    expect(streets(deleted.body.addresses)).toEqual(['3 Ring Road (default)', '1 Marina'])
  })

  it('never reads or changes another shopper’s address: 404, and nothing changes', async () => {
    const ada = await shopper()
    const bola = await shopper()
    const [adas] = await ada.save()
    const before = await databaseFingerprint(database.db)
    for (const [method, path, body] of [
      ['PUT', `${BOOK}/${adas?.id}`, TEST_ADDRESS],
      ['DELETE', `${BOOK}/${adas?.id}`, undefined],
      ['PUT', `${BOOK}/${adas?.id}/default`, undefined],
      ['PUT', `${BOOK}/not-an-id`, TEST_ADDRESS],
      ['DELETE', `${BOOK}/00000000-0000-4000-8000-000000000000`, undefined],
    ] as const) {
      const { status, body: answer } = await bola.call(method, path, body)
      expect(status, `${method} ${path}`).toBe(404)
      expect(ErrorResponse.parse(answer).message).toBe(ADDRESS_MESSAGES.notFound)
    }
    expect(await bola.book()).toEqual([])
    expect(await databaseFingerprint(database.db)).toBe(before)
  })

  it('checks an address by the place-order form’s rules, and asks for a session', async () => {
    const ada = await shopper()
    const badPhone = await ada.call('POST', BOOK, { ...TEST_ADDRESS, phone: '12345' })
    expect(badPhone.status).toBe(400)
    expect(badPhone.body).toMatchObject({
      success: false,
      field: 'phone',
      message: 'Please enter a phone number such as 0803 123 4567 or +234 803 123 4567',
    })
    const longStreet = await ada.call('POST', BOOK, { ...TEST_ADDRESS, street: 'x'.repeat(201) })
    expect(longStreet.status).toBe(400)
    expect((await ada.call('POST', BOOK, { ...TEST_ADDRESS, makeDefault: 'yes' })).status).toBe(400)
    expect((await ada.call('POST', BOOK, [TEST_ADDRESS])).status).toBe(400)
    expect(await ada.book()).toEqual([])

    const anonymous = await send(harness.app, 'GET', BOOK)
    expect(anonymous.status).toBe(401)
    expect(ErrorResponse.parse(await anonymous.json()).message).toBe(USER_MESSAGES.notAuthorised)
  })

  it(`keeps ${ADDRESS_BOOK_LIMIT} addresses at most, even when the last places are raced for`, async () => {
    const ada = await shopper()
    for (let i = 1; i < ADDRESS_BOOK_LIMIT - 1; i++) await ada.save({ street: `${i} Marina` })
    // Two places left, five saves at once: two are kept, three told the book is full.
    const raced = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        ada.call('POST', BOOK, { ...TEST_ADDRESS, street: `${i} Race Course Road` }),
      ),
    )
    expect(raced.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409])
    const full = raced.find((r) => r.status === 409)
    expect(full?.body).toEqual({ success: false, message: ADDRESS_MESSAGES.full })
    expect(await ada.book()).toHaveLength(ADDRESS_BOOK_LIMIT)
  })

  it('keeps exactly one default when two are chosen at once', async () => {
    const ada = await shopper()
    await ada.save({ street: '1 Marina' })
    await ada.save({ street: '2 Allen Avenue' })
    const book = await ada.save({ street: '3 Ring Road' })
    await Promise.all(book.map((a) => ada.call('PUT', `${BOOK}/${a.id}/default`)))
    expect((await ada.book()).filter((a) => a.isDefault)).toHaveLength(1)
  })
})
