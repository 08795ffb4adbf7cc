import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from './browser.ts'
import { startStore } from './prepared-store.ts'
import type { RunningServer } from './server.ts'
import {
  describeTap,
  type Profile,
  type SweepOptions,
  type SweptControl,
  spansHandover,
  sweepControl,
  sweptControls,
} from './tap-sweep.ts'

/**
 * No tap lost at the handover (issue 28): a control is tapped once per visit, 20 ms apart from
 * one visit to the next, and each tap must have done what it asked. This is the form quick
 * enough for CI: every control unthrottled from 60 ms before the page turned interactive to 60 ms
 * after (seven taps; ±100 ms took a third longer, and CI ran over its 35 minutes), and the size
 * picker on the phone profile, whose handover is slower, from 100 ms before to 100 ms after.
 * (Taps from first paint on are the early-tap tests' and the bench's: on a slow CI machine the
 * sweep from first paint took 14 minutes, and 200 ms each way nearly 10.) Where a busy machine's
 * visits stray from the calibrated moment, the sweep goes on earlier or later until its taps span
 * the handover. `npm run bench -- --only taps` sweeps every control on both profiles from first
 * paint to a second after, and counts the taps and those lost.
 */

let server: RunningServer
let browser: Browser
const account = { email: `sweep.${Date.now()}@example.com`, password: 'a sweeping passphrase' }

beforeAll(async () => {
  server = await startStore({ TRUST_PROXY: '1' })
  browser = await launchChromium()
  const res = await fetch(`${server.url}/api/users/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Sweep Tester', ...account }),
  })
  expect(res.status).toBe(201)
})

afterAll(async () => {
  await browser?.close()
  if (server) await server.stop()
})

const controls = sweptControls(account)
const named = (name: string) => controls.find((control) => control.name === name) as SweptControl

/** Every tap kept, and the sweep really spans the handover: taps before and after it. */
type SweepWindow = Pick<SweepOptions, 'beforeMs' | 'afterMs'>

async function expectNoTapLost(control: SweptControl, profile: Profile, window: SweepWindow) {
  const { taps, errors } = await sweepControl(browser, server.url, control, profile, {
    stepMs: 20,
    parallel: 3,
    // A busy machine's visits can stray from the calibration visit's moment: the sweep goes on
    // (a window's width each way) until its taps span the handover, up to 600 ms: 200 ms once
    // left a CI run's filter taps all before the handover.
    extend: Math.ceil(600 / window.afterMs),
    ...window,
  })
  const lost = taps.filter((tap) => !tap.kept)
  expect(lost, lost.map(describeTap).join('\n')).toEqual([])
  expect(spansHandover(taps, window.afterMs)).toEqual({ before: true, after: true })
  expect(errors).toEqual([])
}

describe('a tap at any moment of the handover', () => {
  for (const control of controls) {
    it(`keeps every tap on the ${control.name}, unthrottled`, { timeout: 240_000 }, async () => {
      await expectNoTapLost(control, 'unthrottled', { beforeMs: 60, afterMs: 60 })
    })
  }

  it('keeps every tap on the size picker, on a phone', { timeout: 600_000 }, async () => {
    await expectNoTapLost(named('size picker'), 'phone', { beforeMs: 100, afterMs: 100 })
  })
})
