import { ErrorResponse } from '@adire/contract'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { handleError } from './errors.ts'
import { BODY_MESSAGES, jsonBody, setBodyReadTimeout } from './json-body.ts'

const Greeting = z.object({
  name: z.string().trim().min(1, 'Please enter your name'),
  times: z.number().int().min(1, 'At least once').default(1),
})

const received: unknown[] = []
const app = new Hono()
app.onError(handleError)
app.post('/greet', jsonBody(Greeting, { limit: 1024 }), (c) => {
  const body = c.req.valid('json')
  received.push(body)
  return c.json({ success: true, greeting: `Hello ${body.name}`.repeat(body.times) })
})

function post(body: BodyInit | null, headers: Record<string, string> = {}) {
  return app.request('/greet', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit)
}

async function refusal(res: Response, status: number) {
  expect(res.status).toBe(status)
  expect(res.headers.get('content-type')).toMatch(/application\/json/)
  const text = await res.text()
  expect(text).not.toMatch(/at .*\.ts:\d+/) // no stack trace
  return ErrorResponse.parse(JSON.parse(text)).message
}

describe('jsonBody', () => {
  it('hands the handler the body as the schema parsed it (trimmed, defaults filled)', async () => {
    const res = await post(JSON.stringify({ name: '  Ada ', extra: 'ignored' }))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ success: true, greeting: 'Hello Ada' })
    expect(received.at(-1)).toEqual({ name: 'Ada', times: 1 })
  })

  it.each([
    ['application/json; charset=utf-8'],
    ['Application/JSON'],
    ['application/merge-patch+json'],
  ])('accepts the JSON media type %s', async (contentType) => {
    const res = await post(JSON.stringify({ name: 'Ada' }), { 'Content-Type': contentType })
    expect(res.status).toBe(200)
  })

  it.each([
    ['a form', 'application/x-www-form-urlencoded', 'name=Ada'],
    ['plain text', 'text/plain', '{"name":"Ada"}'],
    ['no content type', '', '{"name":"Ada"}'],
    ['a look-alike', 'application/jsonp', '{"name":"Ada"}'],
  ])('refuses %s with 415', async (_, contentType, body) => {
    const headers: Record<string, string> = contentType ? { 'Content-Type': contentType } : {}
    const res = await app.request('/greet', {
      method: 'POST',
      headers,
      body: new Blob([body]),
    })
    expect(await refusal(res, 415)).toBe(BODY_MESSAGES.wrongType)
  })

  it('refuses a body over the limit by its declared length, with 413', async () => {
    const body = JSON.stringify({ name: 'x'.repeat(2000) })
    const res = await post(body, { 'Content-Length': String(body.length) })
    expect(await refusal(res, 413)).toBe(BODY_MESSAGES.tooLarge)
  })

  it('stops reading a chunked body once it passes the limit, with 413', async () => {
    let pulled = 0
    // An endless body: the validator must give up rather than buffer it.
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1
        controller.enqueue(new TextEncoder().encode('{"name":"'.padEnd(512, 'y')))
      },
    })
    const res = await post(endless, { 'Transfer-Encoding': 'chunked' })
    expect(await refusal(res, 413)).toBe(BODY_MESSAGES.tooLarge)
    expect(pulled).toBeLessThan(10)
  })

  it('cuts off a body still arriving at the read timeout with 408, and closes the connection', async () => {
    // The web-stream path (a request that is no Node stream); http/body-limits.test.ts drives
    // a real server. A quarter of a second stands for the 30 s.
    const restore = setBodyReadTimeout(250)
    let pulled = 0
    const trickle = new ReadableStream<Uint8Array>({
      async pull(controller) {
        pulled += 1
        await new Promise((resolve) => setTimeout(resolve, 100))
        controller.enqueue(new TextEncoder().encode(pulled === 1 ? '{"name":"' : 'y'))
      },
    })
    try {
      const started = performance.now()
      const res = await post(trickle, { 'Transfer-Encoding': 'chunked' })
      expect(await refusal(res, 408)).toBe(BODY_MESSAGES.tooSlow)
      expect(res.headers.get('connection')).toBe('close')
      expect(performance.now() - started).toBeLessThan(1_000)
      expect(pulled).toBeLessThan(6)
    } finally {
      restore()
    }
  })

  it.each([
    ['malformed JSON', '{"name": "Ada", '],
    ['an empty body', ''],
    ['invalid UTF-8', new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
  ])('refuses %s with 400', async (_, body) => {
    expect(await refusal(await post(new Blob([body])), 400)).toBe(BODY_MESSAGES.malformed)
  })

  it.each([
    ['a blank name', { name: '  ' }, 'Please enter your name'],
    ['a wrong type', { name: 'Ada', times: 0 }, 'At least once'],
    ['null', null, 'Invalid input'],
    ['an array', [], 'Invalid input'],
  ])('refuses %s with 400 and the schema message', async (_, body, message) => {
    expect(await refusal(await post(JSON.stringify(body)), 400)).toContain(message)
  })
})
