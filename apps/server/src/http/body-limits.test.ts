import http from 'node:http'
import net from 'node:net'
import { ErrorResponse } from '@adire/contract'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { openTestDatabase } from '../testing/database.ts'
import { testApp } from '../testing/services.ts'
import { BODY_MESSAGES, SERVER_TIMEOUTS, setBodyReadTimeout } from './json-body.ts'

/**
 * The one body limit and read timeout, driven through a real listening server (Node's own
 * request stream, as in production) with a client that sends what a hostile one would.
 */

/** The read timeout while this file runs: long enough for a slow machine, short for a test. */
const READ_TIMEOUT_MS = 1_000

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>
let server: http.Server
let port = 0
let restoreTimeout: () => void

/** The test app on a real HTTP server, as `main.ts` serves it; resolves once it listens. */
function start(serverOptions: http.ServerOptions) {
  return new Promise<{ server: http.Server; port: number }>((resolve) => {
    const started = serve(
      { fetch: harness.app.fetch, port: 0, hostname: '127.0.0.1', serverOptions },
      (info) => resolve({ server: started as http.Server, port: info.port }),
    )
  })
}

beforeAll(async () => {
  restoreTimeout = setBodyReadTimeout(READ_TIMEOUT_MS)
  database = await openTestDatabase()
  harness = testApp(database.db)
  const started = await start(SERVER_TIMEOUTS)
  server = started.server
  port = started.port
})
afterAll(async () => {
  restoreTimeout()
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  await database.close()
})

/** A transaction at the emulator's checkout, as the store would start one. */
async function accessCode(): Promise<string> {
  const emulator = harness.services.gateway.emulator
  if (!emulator) throw new Error('The test app should pay through the emulator')
  const res = await emulator.fetch('https://adire.test/paystack-emulator/transaction/initialize', {
    method: 'POST',
    headers: { Authorization: `Bearer ${emulator.secretKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'body.limits@example.com', amount: 2_500_000 }),
  })
  return ((await res.json()) as { data: { access_code: string } }).data.access_code
}

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
  /** Milliseconds from the request's start to its answer. */
  answeredAfter: number
  /** Milliseconds from the request's start to the connection's close (Infinity if it stayed open). */
  closedAfter: number
  /** Body bytes the server let the client send before it hung up. */
  sent: number
}

/**
 * Posts a chunked body produced by `write` (which gets a `send` that resolves once the bytes are
 * on their way, or false once the connection is gone) and keeps going after the answer, as a
 * hostile client would, until the body is done or the server hangs up.
 */
function post(
  path: string,
  contentType: string,
  write: (send: (chunk: Buffer) => Promise<boolean>) => Promise<void>,
): Promise<Answer> {
  const started = performance.now()
  return new Promise<Answer>((resolve, reject) => {
    let sent = 0
    let closed = false
    let closedAfter = Number.POSITIVE_INFINITY
    // Keep-alive, as browsers ask: with `Connection: close` Node hangs up the moment it has
    // answered, and the client may meet the reset before it has read the answer.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const request = http.request({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      agent,
      headers: { 'Content-Type': contentType, 'Transfer-Encoding': 'chunked' },
    })
    const onClosed = () => {
      if (closed) return
      closed = true
      closedAfter = performance.now() - started
    }
    request.on('socket', (socket) => socket.on('close', onClosed))
    request.on('error', () => onClosed())
    const answer = new Promise<Omit<Answer, 'closedAfter' | 'sent'>>((answered, failed) => {
      request.on('response', (res) => {
        const answeredAfter = performance.now() - started
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (text: string) => {
          body += text
        })
        res.on('end', () =>
          answered({ status: res.statusCode ?? 0, headers: res.headers, body, answeredAfter }),
        )
        res.on('error', failed)
      })
    })
    const send = (chunk: Buffer) =>
      new Promise<boolean>((done) => {
        if (closed || request.destroyed) return done(false)
        sent += chunk.byteLength
        if (request.write(chunk)) return done(true)
        const settle = (ok: boolean) => () => {
          request.off('drain', drained)
          request.socket?.off('close', gone)
          done(ok)
        }
        const drained = settle(true)
        const gone = settle(false)
        request.once('drain', drained)
        request.socket?.once('close', gone)
      })
    write(send)
      .then(() => {
        if (!closed) request.end()
      })
      .then(() => answer)
      .then(async (answered) => {
        // Wait (a little) for the server to hang up, as a 408 must.
        const deadline = performance.now() + 2_000
        while (!closed && performance.now() < deadline) {
          await new Promise((resume) => setTimeout(resume, 20))
        }
        request.destroy()
        agent.destroy()
        resolve({ ...answered, closedAfter, sent })
      })
      .catch(reject)
  })
}

const sleep = (ms: number) => new Promise((resume) => setTimeout(resume, ms))

/** One byte a second, for up to `seconds`, stopping when the server hangs up. */
const trickle =
  (first: string, seconds: number) => async (send: (chunk: Buffer) => Promise<boolean>) => {
    if (!(await send(Buffer.from(first)))) return
    for (let i = 0; i < seconds; i += 1) {
      await sleep(1_000)
      if (!(await send(Buffer.from('x')))) return
    }
  }

describe('a body that trickles in', () => {
  it.each([
    ['a JSON body (the login)', '/api/users/login', 'application/json', '{"email":"'],
    ["Paystack's webhook", '/api/order/webhook/paystack', 'application/json', '{"event":"'],
    ["the emulator's pay form", 'pay form', 'application/x-www-form-urlencoded', 'card=4'],
  ])(
    'is cut off: %s gets 408 at the read timeout, and the connection is closed',
    async (_, target, contentType, first) => {
      const path =
        target === 'pay form' ? `/paystack-emulator/checkout/${await accessCode()}/pay` : target
      const answer = await post(path, contentType, trickle(first, 10))

      expect(answer.status).toBe(408)
      expect(ErrorResponse.parse(JSON.parse(answer.body))).toEqual({
        success: false,
        message: BODY_MESSAGES.tooSlow,
      })
      // At the timeout, not at the end of the body (10 s) nor at Node's 35 s.
      expect(answer.answeredAfter).toBeGreaterThanOrEqual(READ_TIMEOUT_MS - 50)
      expect(answer.answeredAfter).toBeLessThan(READ_TIMEOUT_MS + 1_500)
      expect(answer.headers.connection).toBe('close')
      expect(answer.closedAfter).toBeLessThan(answer.answeredAfter + 1_000)
      expect(answer.sent).toBeLessThan(first.length + 4)
    },
    20_000,
  )
})

describe('a body far over the limit', () => {
  it("is refused at the emulator's pay form with 413, and the server does not grow", async () => {
    const total = 200 * 1024 * 1024
    const chunk = Buffer.alloc(64 * 1024, 'x')
    let peak = process.memoryUsage.rss()
    const before = peak
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss())
    }, 10)
    try {
      const answer = await post(
        `/paystack-emulator/checkout/${await accessCode()}/pay`,
        'application/x-www-form-urlencoded',
        async (send) => {
          if (!(await send(Buffer.from('card=')))) return
          for (let written = 0; written < total; written += chunk.byteLength) {
            if (!(await send(chunk))) return
          }
        },
      )
      peak = Math.max(peak, process.memoryUsage.rss())

      expect(answer.status).toBe(413)
      expect(ErrorResponse.parse(JSON.parse(answer.body)).message).toBe(BODY_MESSAGES.tooLarge)
      // The server hung up long before the 200 MB were through, and kept none of them.
      expect(answer.sent).toBeLessThan(total / 2)
      expect(peak - before).toBeLessThan(64 * 1024 * 1024)
    } finally {
      clearInterval(sampler)
    }
  }, 60_000)
})

describe("Node's own timeouts (SERVER_TIMEOUTS), for what no route reads", () => {
  it('close a connection whose headers trickle, within a check interval of the headers timeout', async () => {
    // The same settings with a headers timeout of one second, so the test need not wait 20 s.
    const headersTimeout = 1_000
    const { server: strict, port: strictPort } = await start({
      ...SERVER_TIMEOUTS,
      headersTimeout,
      requestTimeout: 2 * headersTimeout,
    })
    try {
      const started = performance.now()
      const socket = net.connect(strictPort, '127.0.0.1')
      let received = ''
      socket.setEncoding('utf8')
      socket.on('data', (text: string) => {
        received += text
      })
      const closed = new Promise<number>((resolve) =>
        socket.on('close', () => resolve(performance.now() - started)),
      )
      socket.on('error', () => {})
      socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n')
      // A header a byte at a time, never finished.
      const dribble = setInterval(() => socket.writable && socket.write('x'), 200)
      // Node's default check interval (30 s) would leave it open far past this.
      const limit = headersTimeout + SERVER_TIMEOUTS.connectionsCheckingInterval + 1_000
      const closedAfter = await Promise.race([closed, sleep(limit).then(() => Infinity)])
      clearInterval(dribble)
      socket.destroy()

      expect(received).toMatch(/^HTTP\/1\.1 408 /)
      expect(closedAfter).toBeGreaterThanOrEqual(headersTimeout - 50)
      expect(closedAfter).toBeLessThan(limit)
    } finally {
      strict.closeAllConnections()
      await new Promise((resolve) => strict.close(resolve))
    }
  }, 20_000)
})
