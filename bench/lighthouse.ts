import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { throttling } from 'lighthouse/core/config/constants.js'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { chromium } from 'playwright-core'
import { chromiumLaunchOptions } from '../tests/chromium.ts'
import type { Throttling } from './args.ts'
import { onCleanup } from './cleanup.ts'
import {
  type Category,
  categories,
  LIGHTHOUSE_CPU,
  mainThreadOf,
  metrics,
} from './lighthouse-metrics.ts'
import { progress } from './log.ts'
import { type MainThreadCpu, mainThreadCpu, ownCpuFigures } from './main-thread-cpu.ts'
import { adminPages, type BenchPage, pages } from './pages.ts'
import type { AreaResult, Row } from './report.ts'
import type { BenchServer } from './server.ts'
import { median } from './stats.ts'
import { teamMember } from './team.ts'

/** Categories held to 100 whose failing audits are listed so they can be fixed. */
const listedCategories: Category[] = ['accessibility', 'best-practices', 'seo']

/**
 * Audits that can fail only because the bench serves plain http on 127.0.0.1 while the store
 * runs behind HTTPS. (Lighthouse relaxes both for localhost, so they should not fail here; if
 * they do, the output says why instead of hiding them.)
 */
const httpOnlyAudits: Record<string, string> = {
  'is-on-https': 'the bench serves http://127.0.0.1; production is served over HTTPS',
  'redirects-http': 'the bench has no HTTPS listener to redirect to; production redirects',
}

interface FailingAudit {
  category: Category
  id: string
  title: string
  /** Per page path: in how many runs it failed, and a few offending elements. */
  pages: Record<string, { runs: number; examples: string[] }>
}

/** A few selectors or URLs from an audit's details table, to point at what to fix. */
function examplesOf(audit: Result['audits'][string]): string[] {
  const details = audit.details
  if (!details || !('items' in details) || !Array.isArray(details.items)) return []
  const examples: string[] = []
  for (const item of details.items as Array<Record<string, unknown>>) {
    const node = item.node as { selector?: unknown } | undefined
    const example = node?.selector ?? item.url ?? item.source ?? item.description
    if (typeof example === 'string' && example) examples.push(example)
    else if (example && typeof example === 'object' && 'url' in example) {
      examples.push(String((example as { url: unknown }).url))
    }
    if (examples.length === 3) break
  }
  return examples
}

function collectFailingAudits(lhr: Result, page: BenchPage, into: Map<string, FailingAudit>) {
  for (const category of listedCategories) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      // Manual, informative and not-applicable audits have no score and are not failures.
      if (!audit || audit.score === null || audit.score >= 1) continue
      const key = `${category}/${audit.id}`
      const entry = into.get(key) ?? { category, id: audit.id, title: audit.title, pages: {} }
      const onPage = entry.pages[page.path] ?? { runs: 0, examples: [] }
      onPage.runs += 1
      if (onPage.examples.length === 0) onPage.examples = examplesOf(audit)
      entry.pages[page.path] = onPage
      into.set(key, entry)
    }
  }
}

/**
 * Signs the browser on `port` in: the session token in the store's storage, as the login page
 * leaves it. Lighthouse is then told to keep storage.
 */
async function signIn(port: number, origin: string, token: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const page = await (browser.contexts()[0] ?? (await browser.newContext())).newPage()
    await page.goto(`${origin}/robots.txt`)
    await page.evaluate((value) => localStorage.setItem('token', value), token)
    await page.close()
  } finally {
    await browser.close()
  }
}

/** Lighthouse's mobile settings with the phone's processor `cpu` times slower. */
const phoneConfig = (cpu: number, method: Throttling) =>
  cpu === LIGHTHOUSE_CPU && method === 'simulate'
    ? undefined
    : {
        extends: 'lighthouse:default' as const,
        settings: {
          throttlingMethod: method,
          throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpu },
        },
      }

async function runOnce(
  url: string,
  page: BenchPage,
  cpu: number,
  method: Throttling,
  token?: string,
): Promise<{ lhr: Result; html: string; ownCpu: MainThreadCpu | null }> {
  // A fresh browser per run, as the Lighthouse CLI does, so no run inherits another's state.
  const chrome = await chromeLauncher.launch({
    // The same Chromium and quiet flags as every browser test.
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: chromiumLaunchOptions.args,
    logLevel: 'silent',
    // Its own Ctrl-C handler would exit the process before the bench stops its servers; the
    // bench's cleanup kills this browser instead.
    handleSIGINT: false,
  })
  const close = onCleanup(() => chrome.kill())
  try {
    if (token) await signIn(chrome.port, new URL(url).origin, token)
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'html',
        logLevel: 'error',
        onlyCategories: [...categories],
        disableStorageReset: token !== undefined,
      },
      page.desktop ? desktopConfig : phoneConfig(cpu, method),
    )
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
    const html = Array.isArray(result.report) ? (result.report[0] ?? '') : result.report
    // Under applied throttling the trace is already slowed, so its thread times are not the
    // page's own unthrottled work: no own-CPU figures then.
    const ownCpu =
      method === 'devtools' && !page.desktop
        ? null
        : mainThreadCpu(
            result.artifacts.Trace,
            result.lhr.mainDocumentUrl ?? url,
            page.desktop ? 1 : cpu,
          )
    return { lhr: result.lhr, html, ownCpu }
  } finally {
    await close()
  }
}

export async function measureLighthouse(
  baseUrl: string,
  runs: number,
  reportDir: string,
  signal: AbortSignal,
  {
    measured = pages,
    token,
    cpu = LIGHTHOUSE_CPU,
    throttling: method = 'simulate',
  }: {
    /** The pages to run (the shopper's by default). */
    measured?: readonly BenchPage[]
    /** Signed in with this session (the store team's pages). */
    token?: string
    /** The phone's processor, this many times slower than the machine (mobile pages only). */
    cpu?: number
    /** How the phone's slowdown is made (mobile pages only). */
    throttling?: Throttling
  } = {},
): Promise<AreaResult> {
  const values = new Map<string, number[]>()
  const failing = new Map<string, FailingAudit>()
  const mainThread = new Map<string, string[]>()
  const warnings = new Set<string>()
  const runtimeErrors: string[] = []
  const benchmarkIndexes: number[] = []
  mkdirSync(reportDir, { recursive: true })

  // Round-robin over the pages so that a noisy minute (the machine is shared) does not land on
  // all the runs of one page.
  for (let run = 1; run <= runs; run++) {
    for (const page of measured) {
      signal.throwIfAborted()
      progress(`lighthouse: ${page.path} run ${run}/${runs}`)
      const { lhr, html, ownCpu } = await runOnce(
        new URL(page.path, baseUrl).href,
        page,
        cpu,
        method,
        token,
      )
      if (lhr.runtimeError) {
        runtimeErrors.push(
          `${page.path} run ${run}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
        )
        continue
      }
      for (const warning of lhr.runWarnings) warnings.add(warning)
      if (lhr.environment.benchmarkIndex) benchmarkIndexes.push(lhr.environment.benchmarkIndex)
      for (const metric of metrics) {
        const value = metric.read(lhr, page)
        if (value === null) continue
        const key = `${page.path} ${metric.key}`
        values.set(key, [...(values.get(key) ?? []), value])
      }
      if (ownCpu) {
        for (const figure of ownCpuFigures) {
          const key = `${page.path} ${figure.key}`
          values.set(key, [...(values.get(key) ?? []), figure.read(ownCpu)])
        }
      }
      collectFailingAudits(lhr, page, failing)
      mainThread.set(page.path, [...(mainThread.get(page.path) ?? []), mainThreadOf(lhr)])
      // Keep the last report of each page for a closer look (bench/results is git-ignored).
      writeFileSync(path.join(reportDir, `${page.name}.html`), html)
    }
  }

  const rows: Row[] = []
  const medians: Record<string, Record<string, number | null>> = {}
  for (const page of measured) {
    medians[page.path] = {}
    for (const metric of metrics) {
      const samples = values.get(`${page.path} ${metric.key}`) ?? []
      const value = samples.length > 0 ? median(samples) : null
      ;(medians[page.path] as Record<string, number | null>)[metric.key] = value
      const target = metric.target?.(page, cpu)
      rows.push({
        area: 'lighthouse',
        figure: metric.figure,
        page: page.name,
        value,
        unit: metric.unit,
        digits: metric.digits,
        ...(target ? { target } : {}),
      })
    }
    // Informative: the targets stay on Lighthouse's own figures (see main-thread-cpu.ts).
    for (const figure of ownCpuFigures) {
      const samples = values.get(`${page.path} ${figure.key}`) ?? []
      if (samples.length === 0) continue
      const value = median(samples)
      ;(medians[page.path] as Record<string, number | null>)[figure.key] = value
      rows.push({
        area: 'lighthouse',
        figure: figure.figure,
        page: page.name,
        value,
        unit: figure.unit,
        digits: figure.digits,
      })
    }
  }

  const notes: string[] = [
    `Median of ${runs} run(s) per page, each metric on its own; the phone's processor ${cpu}× slower than this machine${cpu === LIGHTHOUSE_CPU ? " (Lighthouse's own slow phone)" : ''}${method === 'devtools' ? ', applied by Chromium (throttlingMethod devtools), not simulated' : ''}.`,
  ]
  if (benchmarkIndexes.length > 0) {
    notes.push(
      `Lighthouse CPU benchmark index (higher is faster): median ${Math.round(median(benchmarkIndexes))}.`,
    )
  }
  for (const error of runtimeErrors) notes.push(`Run failed: ${error}`)
  const failures = [...failing.values()]
  if (failures.length === 0) {
    notes.push('No failing accessibility, best-practices or SEO audits.')
  } else {
    notes.push('Failing accessibility / best-practices / SEO audits (id: title):')
    for (const audit of failures) {
      const why = httpOnlyAudits[audit.id]
      notes.push(
        `  ${audit.category} ${audit.id}: ${audit.title}${why ? ` [fails only because ${why}]` : ''}`,
      )
      for (const [pagePath, { runs: failedRuns, examples }] of Object.entries(audit.pages)) {
        const where = examples.length > 0 ? `: ${examples.join('; ')}` : ''
        notes.push(`    ${pagePath} (${failedRuns}/${runs} runs)${where}`)
      }
    }
  }
  notes.push('Where the main thread went (each run; Lighthouse scales it by the slowdown):')
  for (const [pagePath, runsOf] of mainThread) {
    for (const line of runsOf) notes.push(`  ${pagePath}: ${line}`)
  }
  for (const warning of warnings) notes.push(`Lighthouse warning: ${warning}`)
  notes.push(`Last HTML report per page: ${path.relative(process.cwd(), reportDir)}/<page>.html`)

  return {
    rows,
    notes,
    details: {
      runs,
      medians,
      samples: Object.fromEntries(values),
      failingAudits: failures,
      runtimeErrors,
      warnings: [...warnings],
      benchmarkIndexes,
      cpu,
      throttling: method,
    },
  }
}

/**
 * The store team's pages (issue 28): Lighthouse on a desktop, signed in as a team member made
 * as the owner makes one. Their code is never in a shopper's first visit (the bundle area).
 */
export async function measureAdminPages(
  server: BenchServer,
  runs: number,
  reportDir: string,
  signal: AbortSignal,
): Promise<AreaResult> {
  const token = await teamMember(server)
  const result = await measureLighthouse(server.url, runs, reportDir, signal, {
    measured: adminPages,
    token,
  })
  return { ...result, rows: result.rows.map((row) => ({ ...row, area: 'admin' as const })) }
}
