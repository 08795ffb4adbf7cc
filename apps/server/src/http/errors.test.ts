import { ErrorResponse } from '@adire/contract'
import { DrizzleQueryError } from 'drizzle-orm'
import { Hono } from 'hono'
import { describe, expect, it, vi } from 'vitest'
import { DATABASE_UNAVAILABLE, describeError, handleError } from './errors.ts'

function failingWith(error: Error) {
  const app = new Hono()
  app.onError(handleError)
  app.get('/', () => {
    throw error
  })
  return app
}

const connectionRefused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
  code: 'ECONNREFUSED',
})
const shutDown = Object.assign(new Error('terminating connection due to administrator command'), {
  code: '57P01',
})

describe('handleError', () => {
  it.each([
    ['a refused connection', connectionRefused],
    ['a database shutting down', shutDown],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['one wrapped by the query builder', new Error('Failed query', { cause: connectionRefused })],
  ])('answers %s with 503 and Retry-After, as something to try again', async (_, error) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const res = await failingWith(error).request('/')
    warn.mockRestore()
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('5')
    expect(ErrorResponse.parse(await res.json()).message).toBe(DATABASE_UNAVAILABLE)
  })

  it('answers anything else with 500 and no internals, and logs it for the operator', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const res = await failingWith(
      new TypeError("Cannot read properties of undefined (reading 'x')"),
    ).request('/')
    expect(logged).toHaveBeenCalledOnce()
    logged.mockRestore()
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({ success: false, message: 'Something went wrong' })
  })
})

describe('describeError', () => {
  // A failed insert as drizzle reports it on PostgreSQL: its message carries the parameters,
  // and the database's error quotes the failing row in `detail`.
  const params = ['Ada Okafor', 'ada.private@example.com', '0803 123 4567', '12 Admiralty Way']
  const databaseError = Object.assign(
    new Error('new row for relation "orders" violates check constraint "orders_amount_check"'),
    {
      name: 'error',
      code: '23514',
      constraint: 'orders_amount_check',
      table: 'orders',
      detail: `Failing row contains (${params.join(', ')}).`,
    },
  )
  const failedQuery = new DrizzleQueryError(
    'insert into "orders" ("name", "email", "phone", "street") values ($1, $2, $3, $4)',
    params,
    databaseError,
  )

  it('shows the SQL, the database’s message, code and constraint, and where it was thrown', () => {
    const text = describeError(failedQuery)
    expect(text).toContain(
      'Failed query: insert into "orders" ("name", "email", "phone", "street") values ($1, $2, $3, $4)',
    )
    expect(text).toContain(
      'error: new row for relation "orders" violates check constraint "orders_amount_check" (code 23514, constraint orders_amount_check, table orders)',
    )
    expect(text).toMatch(/\n\s+at .*errors\.test\.ts/)
  })

  it('never shows the parameters, the failing row, or an e-mail address a message quotes', () => {
    const refusal = new Error('550 5.1.1 <someone@example.org>: Recipient address rejected')
    const quoted = new Error(`invalid input syntax for type uuid: "${params[3]}"`, {
      cause: refusal,
    })
    const withValue = new DrizzleQueryError('select 1 where $1', [params[3]], quoted)
    for (const text of [describeError(failedQuery), describeError(withValue)]) {
      for (const secret of [...params, 'Ada', 'example.', 'Failing row']) {
        expect(text).not.toContain(secret)
      }
    }
    expect(describeError(withValue, { stack: false })).toBe(
      'Failed query: select 1 where $1\n  caused by: invalid input syntax for type uuid: "[parameter]"\n  caused by: 550 5.1.1 <[e-mail]>: Recipient address rejected',
    )
  })

  it('logs a route’s failure in that form', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const res = await failingWith(failedQuery).request('/')
    const text = logged.mock.calls.flat().join(' ')
    logged.mockRestore()
    expect(res.status).toBe(500)
    expect(text).toContain('[server] GET / failed: Failed query: insert into "orders"')
    for (const secret of params) expect(text).not.toContain(secret)
  })
})
