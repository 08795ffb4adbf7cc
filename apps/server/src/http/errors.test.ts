import { ErrorResponse } from '@adire/contract'
import { Hono } from 'hono'
import { describe, expect, it, vi } from 'vitest'
import { DATABASE_UNAVAILABLE, handleError } from './errors.ts'

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
