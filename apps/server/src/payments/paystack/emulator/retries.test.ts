import { describe, expect, it } from 'vitest'
import { BackgroundTasks } from '../../../background.ts'
import { TestClock } from '../../../testing/services.ts'
import { PaystackEmulator, TEST_CARDS } from './emulator.ts'
import { PAYSTACK_WEBHOOK_RETRIES } from './sandbox.ts'

/*
 * The emulator retries a webhook the store did not take as Paystack does
 * (https://paystack.com/docs/payments/webhooks, "Retries"): every 3 minutes for the first 4
 * tries, then hourly for 72 hours. Tests play the schedule faster by a factor.
 */

const SECRET = 'sk_test_retries_000000000000000000'

/** An emulator whose store answers `statuses` in turn (200 once they run out), and its tries. */
function emulated(statuses: number[], options: { retryScale?: number } = {}) {
  const background = new BackgroundTasks()
  const tries: number[] = []
  const emulator = new PaystackEmulator({
    secretKey: SECRET,
    publicUrl: 'https://adire.test',
    background,
    clock: new TestClock(),
    ...options,
  })
  emulator.connect(async () => {
    tries.push(performance.now())
    return new Response(null, { status: statuses.shift() ?? 200 })
  })
  async function pay() {
    const res = await emulator.app.request('/transaction/initialize', {
      method: 'POST',
      headers: { Authorization: `Bearer ${SECRET}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'adaeze@example.com', amount: 2_500_000, reference: 'ADR-R1' }),
    })
    const { data } = (await res.json()) as { data: { access_code: string } }
    await emulator.app.request(`/checkout/${data.access_code}/pay`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `card=${TEST_CARDS.success}`,
    })
  }
  return { background, tries, pay }
}

async function until(done: () => boolean, ms: number) {
  const end = performance.now() + ms
  while (!done() && performance.now() < end) await new Promise((r) => setTimeout(r, 5))
}

describe("webhook retries on Paystack's schedule", () => {
  it('is every 3 minutes four times, then hourly for 72 hours', () => {
    expect(PAYSTACK_WEBHOOK_RETRIES.slice(0, 4)).toEqual([180, 180, 180, 180])
    const hourly = PAYSTACK_WEBHOOK_RETRIES.slice(4)
    expect(hourly).toHaveLength(72)
    expect(new Set(hourly)).toEqual(new Set([3600]))
  })

  it('plays it, scaled down, until the store answers 200', async () => {
    // 3 minutes become 10 ms, an hour 200 ms.
    const { tries, pay } = emulated([500, 500, 500, 500, 503], { retryScale: 1 / 18_000 })
    await pay()
    await until(() => tries.length >= 6, 5_000)
    const gaps = tries.slice(1).map((at, i) => at - (tries[i] as number))
    expect(gaps).toHaveLength(5)
    for (const gap of gaps.slice(0, 4)) {
      expect(gap).toBeGreaterThanOrEqual(9)
      expect(gap).toBeLessThan(150)
    }
    expect(gaps[4]).toBeGreaterThanOrEqual(195)
    // Answered 200 on the sixth try: no seventh.
    await new Promise((r) => setTimeout(r, 300))
    expect(tries).toHaveLength(6)
  })

  it('does not hold a shutdown for the hours between tries', async () => {
    const { background, tries, pay } = emulated([500])
    await pay()
    await background.drain()
    expect(tries).toHaveLength(1)
  })
})
