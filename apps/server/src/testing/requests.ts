import { randomUUID } from 'node:crypto'
import type { Hono } from 'hono'

type App = Pick<Hono, 'request'>

/** Sends a JSON body (or none) as a browser would, with optional extra headers. */
export function send(
  app: App,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return app.request(path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? null : JSON.stringify(body),
  })
}

/** A fresh, valid sign-up for each call, so tests sharing a database never collide. */
export function newShopper(
  overrides: Partial<{ name: string; email: string; password: string }> = {},
) {
  return {
    name: 'Ada Okafor',
    email: `ada.${randomUUID().slice(0, 8)}@example.com`,
    password: 'correct horse battery staple',
    ...overrides,
  }
}

let signUps = 0

/**
 * Signs a new shopper up and returns their details and session token. Each comes from its own
 * address (as seen through the test app's trusted proxy), so sign-up limits stay out of the way.
 */
export async function signUp(app: App, overrides: Parameters<typeof newShopper>[0] = {}) {
  const shopper = newShopper(overrides)
  signUps += 1
  const res = await send(app, 'POST', '/api/users/register', shopper, {
    'X-Forwarded-For': `192.0.2.${signUps % 250}, 198.18.${(signUps >> 8) & 255}.${signUps & 255}`,
  })
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`)
  const { token } = (await res.json()) as { token: string }
  return { ...shopper, token }
}
