import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { signWebhook } from '../payments/paystack/client.ts'
import { openTestDatabase } from '../testing/database.ts'
import { testApp } from '../testing/services.ts'

let database: DatabaseHandle
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

describe('requests from other sites', () => {
  it('get no CORS grant unless the owner lists the site, and never with credentials', async () => {
    const closed = testApp(database.db).app
    const open = testApp(database.db, { corsOrigins: ['https://friend.example'] }).app
    const preflight = (app: typeof open, origin: string) =>
      app.request('/api/users/me', {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'token',
        },
      })
    for (const app of [closed, open]) {
      const res = await preflight(app, 'https://evil.example')
      expect(res.headers.get('access-control-allow-origin')).toBeNull()
      const get = await app.request('/api/users/me', {
        headers: { Origin: 'https://evil.example', token: 'x'.repeat(43), Cookie: 'a=b' },
      })
      expect(get.headers.get('access-control-allow-origin')).toBeNull()
      expect(get.headers.get('access-control-allow-credentials')).toBeNull()
    }
    const friend = await preflight(open, 'https://friend.example')
    expect(friend.headers.get('access-control-allow-origin')).toBe('https://friend.example')
    expect(friend.headers.get('access-control-allow-headers')).toContain('token')
    expect(friend.headers.get('access-control-allow-credentials')).toBeNull()
  })
})

describe('PAYSTACK_WEBHOOK_IPS', () => {
  it('turns away webhooks from other addresses before anything else', async () => {
    const { app, services } = testApp(database.db, { webhookIps: ['52.31.139.75'] })
    const body = JSON.stringify({ event: 'charge.success', data: { reference: 'ADR-X' } })
    const signature = signWebhook(services.gateway.emulator?.secretKey ?? '', body)
    const post = (address: string) =>
      app.request('/api/order/webhook/paystack', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'x-paystack-signature': signature,
          'X-Forwarded-For': address,
        },
        body,
      })
    const stranger = await post('203.0.113.9')
    expect(stranger.status).toBe(403)
    expect((await stranger.json()).message).toBe('Webhooks are taken only from Paystack')
    expect((await post('52.31.139.75')).status).toBe(200)
  })
})
