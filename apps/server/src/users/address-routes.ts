import {
  ADDRESS_MESSAGES,
  type AddressBookResponse,
  type AddressChangeResponse,
  AddressRequest,
  type SavedAddress,
} from '@adire/contract'
import { type Context, Hono } from 'hono'
import { errorJson, handleError } from '../http/errors.ts'
import { isRowId } from '../http/ids.ts'
import { jsonBody } from '../http/json-body.ts'
import { type AddressBook, AddressBookError } from './addresses.ts'
import { requireSession, type SessionEnv } from './require-session.ts'
import type { SessionStore } from './sessions.ts'

const REFUSALS = {
  notFound: { status: 404, message: ADDRESS_MESSAGES.notFound },
  full: { status: 409, message: ADDRESS_MESSAGES.full },
} as const

/**
 * `/api/users/addresses`: the signed-in shopper's address book (docs/product.md §3.4). Every
 * answer to a change is the book as it now stands, so a screen shows where the default went.
 */
export function addressRoutes({
  addressBook,
  sessions,
}: {
  addressBook: AddressBook
  sessions: SessionStore
}) {
  const app = new Hono<SessionEnv>()
  app.onError((error, c) => {
    if (error instanceof AddressBookError) {
      const refusal = REFUSALS[error.code]
      return errorJson(c, refusal.message, refusal.status)
    }
    return handleError(error, c)
  })
  app.use(requireSession(sessions))

  const changed = (c: Context, book: SavedAddress[], message: string, status: 200 | 201 = 200) =>
    c.json<AddressChangeResponse>({ success: true, message, addresses: book }, status)
  /** The path's id, or a miss: text that cannot be an id is no address of anyone's. */
  const idOf = (c: Context) => {
    const id = c.req.param('id') ?? ''
    if (!isRowId(id)) throw new AddressBookError('notFound')
    return id
  }

  return app
    .get('/', async (c) =>
      c.json<AddressBookResponse>({
        success: true,
        addresses: await addressBook.list(c.var.session.userId),
      }),
    )
    .post('/', jsonBody(AddressRequest), async (c) => {
      const book = await addressBook.add(c.var.session.userId, c.req.valid('json'))
      return changed(c, book, ADDRESS_MESSAGES.saved, 201)
    })
    .put('/:id', jsonBody(AddressRequest), async (c) => {
      const book = await addressBook.update(c.var.session.userId, idOf(c), c.req.valid('json'))
      return changed(c, book, ADDRESS_MESSAGES.saved)
    })
    .delete('/:id', async (c) => {
      const book = await addressBook.remove(c.var.session.userId, idOf(c))
      return changed(c, book, ADDRESS_MESSAGES.deleted)
    })
    .put('/:id/default', async (c) => {
      const book = await addressBook.chooseDefault(c.var.session.userId, idOf(c))
      return changed(c, book, ADDRESS_MESSAGES.defaultChosen)
    })
}
