// `/api/users/addresses`: the signed-in shopper's address book (docs/product.md §3.4), with the
// server's rules (the first address and any marked `makeDefault` become the default, a deleted
// default passes to the newest, at most ADDRESS_BOOK_LIMIT, another's address is 404), kept in
// the mock server's memory per account, and named variants for the account pages' states.
import {
  ADDRESS_BOOK_LIMIT,
  ADDRESS_MESSAGES,
  type AddressBookResponse,
  type AddressChangeResponse,
  AddressRequest,
  type ErrorResponse,
  REFUSAL_FALLBACKS,
  refusalOf,
  type SavedAddress,
} from '@adire/contract'
import { HttpResponse, http } from 'msw'
import { fixtureAddresses } from '../fixtures/addresses.ts'
import { DEMO_USER } from '../fixtures/people.ts'
import { fail, neverAnswers, serverError, url } from './http.ts'
import { callerOf } from './state.ts'

/** Each account's book by its e-mail; the demo shopper starts with the fixtures. */
const books = new Map<string, SavedAddress[]>()
let saved = 0

/** Puts the books back: the demo shopper's as the fixtures have it, or as given. */
export function resetMockAddresses(addresses: SavedAddress[] = fixtureAddresses): void {
  books.clear()
  books.set(DEMO_USER.email, structuredClone(addresses))
  saved = 0
}
resetMockAddresses()

/** An account's saved addresses, as the server reads them back. */
export const addressBookOf = (email: string) => ordered(books.get(email) ?? [])

/** The default first, then the newest (ids count up as addresses are saved). */
const ordered = (book: SavedAddress[]) =>
  [...book].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.id.localeCompare(a.id))

type BookAnswer = AddressBookResponse | ErrorResponse
type ChangeAnswer = AddressChangeResponse | ErrorResponse

/** Runs a change on the caller's book; answers the book as it then stands, or the refusal. */
async function change(
  request: Request,
  work: (
    book: SavedAddress[],
  ) => { book: SavedAddress[]; message: string } | HttpResponse<ErrorResponse>,
  status = 200,
) {
  const caller = callerOf(request)
  if (caller instanceof HttpResponse) return caller
  const result = work(books.get(caller.email) ?? [])
  if (result instanceof HttpResponse) return result
  books.set(caller.email, result.book)
  return HttpResponse.json<ChangeAnswer>(
    { success: true, message: result.message, addresses: structuredClone(ordered(result.book)) },
    { status },
  )
}

/** The body as the server checks it: the address, or the 400 naming its first problem. */
async function addressOf(request: Request) {
  const parsed = AddressRequest.safeParse(await request.json().catch(() => undefined))
  if (parsed.success) return parsed.data
  const { message, field } = refusalOf(parsed.error.issues, REFUSAL_FALLBACKS.body)
  return fail(message, 400, field)
}

const withDefault = (book: SavedAddress[], id: string) =>
  book.map((a) => ({ ...a, isDefault: a.id === id }))
const notFound = () => fail(ADDRESS_MESSAGES.notFound, 404)

export const addressHandlers = {
  list: http.get<never, never, BookAnswer>(url('addresses'), ({ request }) => {
    const caller = callerOf(request)
    if (caller instanceof HttpResponse) return caller
    const book = ordered(books.get(caller.email) ?? [])
    return HttpResponse.json({ success: true, addresses: structuredClone(book) })
  }),
  add: http.post(url('addAddress'), async ({ request }) => {
    const address = await addressOf(request)
    if (address instanceof HttpResponse) return address
    return change(
      request,
      (book) => {
        if (book.length >= ADDRESS_BOOK_LIMIT) return fail(ADDRESS_MESSAGES.full, 409)
        saved += 1
        const { makeDefault, ...fields } = address
        const id = `00000000-0000-4000-d100-${String(saved).padStart(12, '0')}`
        const added = [...book, { id, ...fields, isDefault: false }]
        return {
          book: book.length === 0 || makeDefault ? withDefault(added, id) : added,
          message: ADDRESS_MESSAGES.saved,
        }
      },
      201,
    )
  }),
  update: http.put<{ id: string }>(url('updateAddress'), async ({ request, params }) => {
    const address = await addressOf(request)
    if (address instanceof HttpResponse) return address
    return change(request, (book) => {
      if (!book.some((a) => a.id === params.id)) return notFound()
      const { makeDefault, ...fields } = address
      const edited = book.map((a) => (a.id === params.id ? { ...a, ...fields } : a))
      return {
        book: makeDefault ? withDefault(edited, params.id) : edited,
        message: ADDRESS_MESSAGES.saved,
      }
    })
  }),
  remove: http.delete<{ id: string }>(url('deleteAddress'), ({ request, params }) =>
    change(request, (book) => {
      const gone = book.find((a) => a.id === params.id)
      if (!gone) return notFound()
      const rest = book.filter((a) => a !== gone)
      const [newest] = [...rest].sort((a, b) => b.id.localeCompare(a.id))
      return {
        book: gone.isDefault && newest ? withDefault(rest, newest.id) : rest,
        message: ADDRESS_MESSAGES.deleted,
      }
    }),
  ),
  chooseDefault: http.put<{ id: string }>(url('chooseDefaultAddress'), ({ request, params }) =>
    change(request, (book) =>
      book.some((a) => a.id === params.id)
        ? { book: withDefault(book, params.id), message: ADDRESS_MESSAGES.defaultChosen }
        : notFound(),
    ),
  ),
  /** A shopper who has saved no address yet. */
  empty: http.get<never, never, BookAnswer>(url('addresses'), () =>
    HttpResponse.json({ success: true, addresses: [] }),
  ),
  slow: http.get(url('addresses'), neverAnswers),
  error: http.get(url('addresses'), serverError),
  /** Saving never finishes. */
  addSlow: http.post(url('addAddress'), neverAnswers),
  /**
   * A save answered but not kept: for stories that pay with a book that must stay empty, since
   * checkout's save may land after its story has ended, in the next story's book.
   */
  addNotKept: http.post(url('addAddress'), () =>
    HttpResponse.json<ChangeAnswer>(
      { success: true, message: ADDRESS_MESSAGES.saved, addresses: [] },
      { status: 201 },
    ),
  ),
}
