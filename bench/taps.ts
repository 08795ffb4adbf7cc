/**
 * The handover sweep, long form (issue 28): every control the end-to-end sweep knows, on the
 * phone profile and unthrottled, tapped once per visit at every moment from first paint to a
 * second after the page turned interactive, 20 ms apart. Prints the taps made and those lost.
 * The quick form is `tests/e2e/tap-sweep.test.ts`, in `npm test`.
 */
import { chromium } from 'playwright-core'
import { chromiumLaunchOptions } from '../tests/chromium.ts'
import {
  describeTap,
  type Profile,
  sweepControl,
  sweptControls,
  type Tap,
} from '../tests/e2e/tap-sweep.ts'
import { progress } from './log.ts'
import type { AreaResult, Row } from './report.ts'
import type { BenchServer } from './server.ts'

const stepMs = 20
const afterMs = 1000
/** Visits at once: the two cores are the limit, not the browser. */
const parallel = 3
const profiles: Profile[] = ['unthrottled', 'phone']
/** Taps in all, as the issue asks of the sweep. */
const tapsTarget = 300

export async function measureTapSweep(
  server: BenchServer,
  signal: AbortSignal,
): Promise<AreaResult> {
  const account = { email: `sweep.${Date.now()}@example.com`, password: 'a sweeping passphrase' }
  const res = await fetch(new URL('/api/users/register', server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.28.255.1' },
    body: JSON.stringify({ name: 'Sweep Bench', ...account }),
  })
  if (res.status !== 201) throw new Error(`sign-up for the login sweep failed: ${res.status}`)

  const browser = await chromium.launch(chromiumLaunchOptions)
  const rows: Row[] = []
  const all: Tap[] = []
  const errors: string[] = []
  try {
    for (const profile of profiles) {
      for (const control of sweptControls(account)) {
        signal.throwIfAborted()
        progress(`taps: ${control.name}, ${profile}`)
        const swept = await sweepControl(browser, server.url, control, profile, {
          stepMs,
          afterMs,
          parallel,
        })
        all.push(...swept.taps)
        errors.push(...swept.errors)
        const lost = swept.taps.filter((tap) => !tap.kept).length
        const row = (figure: string, value: number, unit = '', digits = 0): Row => ({
          area: 'taps',
          figure,
          page: `${control.name} (${profile})`,
          value,
          unit,
          digits,
        })
        const interactive = median(swept.taps.map((tap) => tap.interactiveAt))
        rows.push(
          row('taps', swept.taps.length),
          { ...row('taps lost', lost), target: { op: '=', value: 0 } },
          row('interactive after first paint (median)', interactive, 'ms'),
          row('widest gap between taps', widestGap(swept.taps), 'ms'),
        )
      }
    }
  } finally {
    await browser.close()
  }
  const total = (figure: string, value: number, target: Row['target']): Row => ({
    area: 'taps',
    figure,
    page: 'all',
    value,
    unit: '',
    digits: 0,
    target,
  })
  rows.push(
    total('taps', all.length, { op: '>=', value: tapsTarget }),
    total('taps lost', all.filter((tap) => !tap.kept).length, { op: '=', value: 0 }),
    total('page errors', errors.length, { op: '=', value: 0 }),
  )
  return {
    rows,
    notes: [
      `One tap per visit (a fresh browser context: empty cache and storage), ${stepMs} ms apart from one visit to the next, from first paint to ${afterMs} ms after the page turned interactive (as a calibration visit found it), ${parallel} visits at once. A tap is a touch at the place where the control was painted when the shopper looked (scrolled into view at first paint), so a page that moves under the finger loses it. "Phone": 1.6 Mbps down, 750 kbps up, 150 ms round trips, the processor 4× slower. "Widest gap": the largest interval between two taps' actual moments (the browser's own clock), which the step and the machine's jitter make.`,
      ...all
        .filter((tap) => !tap.kept)
        .slice(0, 20)
        .map((tap) => `lost: ${describeTap(tap)}`),
    ],
    details: { taps: all, errors },
  }
}

function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/** The largest interval between consecutive taps' moments (taps come sorted by moment). */
function widestGap(taps: Tap[]): number {
  let widest = 0
  for (let i = 1; i < taps.length; i++) {
    widest = Math.max(widest, (taps[i] as Tap).at - (taps[i - 1] as Tap).at)
  }
  return widest
}
