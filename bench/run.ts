/**
 * `npm run bench`: builds the production bundle, starts the production server on a fresh
 * embedded database, measures the bundle, Lighthouse and API figures against their targets,
 * prints a table on stdout and writes it as JSON under bench/results/.
 *
 * Flags: --cpu N (the phone's slowdown)  --throttling simulate|devtools  --only bundle,lighthouse,admin,interactions,api,logins,page-flood,dynamic,checkout,growth,photos,photo-grids,taps,import,side-by-side,stack-floor  --runs N
 * (Lighthouse runs per page, interaction runs)  --baseline REF (with side-by-side)  --duration S (load)  --products N (catalogue size)
 * Exit code 0 whether or not targets are met (it is a measurement); non-zero if the harness fails.
 */
import path from 'node:path'
import { repoRoot } from '../tests/e2e/server.ts'
import { measureApiArea } from './api.ts'
import { type Area, type BenchOptions, parseBenchArgs, usage } from './args.ts'
import { build } from './build.ts'
import { measureBundle } from './bundle.ts'
import { measureCheckout } from './checkout.ts'
import { cleanupAll } from './cleanup.ts'
import { measureDynamic } from './dynamic.ts'
import { measureGrowth } from './growth.ts'
import { measureImport } from './import.ts'
import { measureInteractions } from './interactions.ts'
import { measureAdminPages, measureLighthouse } from './lighthouse.ts'
import { progress } from './log.ts'
import { measureLoginFlood } from './logins.ts'
import { machineInfo } from './machine.ts'
import { measurePageFlood } from './page-flood.ts'
import { shopperPagesNamed } from './pages.ts'
import { measurePhotoGrids } from './photo-grids.ts'
import { measurePhotos } from './photos.ts'
import { type AreaResult, type BenchResults, judge, renderReport, writeResults } from './report.ts'
import { RetryableError } from './retry.ts'
import { type BenchServer, launchServer } from './server.ts'
import { measureSideBySide } from './side-by-side.ts'
import { measureStackFloor } from './stack-floor.ts'
import { measureTapSweep } from './taps.ts'

const resultsDir = path.join(repoRoot, 'bench/results')
/** Attempts per area when the shared machine gets in the way (see RetryableError). */
const attempts = 3

function measure(
  area: Area,
  server: BenchServer,
  options: BenchOptions,
  signal: AbortSignal,
): Promise<AreaResult> {
  const baseUrl = server.url
  switch (area) {
    case 'bundle':
      return measureBundle(baseUrl, signal)
    case 'lighthouse':
      return measureLighthouse(baseUrl, options.runs, path.join(resultsDir, 'lighthouse'), signal, {
        cpu: options.cpu,
        throttling: options.throttling,
        measured: shopperPagesNamed(options.pages),
      })
    case 'admin':
      return measureAdminPages(server, options.runs, path.join(resultsDir, 'lighthouse'), signal)
    case 'interactions':
      return measureInteractions(baseUrl, options.runs, signal, options.cpu)
    case 'api':
      return measureApiArea(baseUrl, options.products, options.duration, signal)
    case 'logins':
      return measureLoginFlood(server, options.duration, signal)
    case 'page-flood':
      return measurePageFlood(server, options.duration, signal)
    case 'dynamic':
      // Starts servers of its own (see bench/dynamic.ts).
      return measureDynamic(options.duration, signal)
    case 'checkout':
      // Starts servers of its own, and the floor's (see bench/checkout.ts).
      return measureCheckout(options.duration, signal)
    case 'growth':
      // Starts servers of its own, one per catalogue size (see bench/growth.ts).
      return measureGrowth(signal)
    case 'photos':
      return measurePhotos(server, options.runs, path.join(resultsDir, 'lighthouse'), signal)
    case 'photo-grids':
      return measurePhotoGrids(server, options.runs, path.join(resultsDir, 'lighthouse'), signal, {
        cpu: options.cpu,
      })
    case 'taps':
      return measureTapSweep(server, signal)
    case 'import':
      // Starts servers of its own, one per database (see bench/import.ts).
      return measureImport(signal)
    case 'stack-floor':
      // Serves the floors itself, beside this server's pages (see bench/stack-floor.ts).
      return measureStackFloor(baseUrl, options.runs, path.join(resultsDir, 'lighthouse'), signal, {
        cpu: options.cpu,
        ...(options.pages ? { pageNames: options.pages } : {}),
      })
    case 'side-by-side':
      // Builds and serves the baseline's storefront beside this one (see bench/side-by-side.ts).
      return measureSideBySide(
        server,
        options.baseline as string,
        options.runs,
        path.join(resultsDir, 'lighthouse'),
        signal,
        { cpu: options.cpu, ...(options.pages ? { pageNames: options.pages } : {}) },
      )
  }
}

/**
 * Measures one area, stopping as soon as the server dies. The abandoned measurement is aborted
 * and awaited, so that nothing from it still runs (and loads the CPU) during a retry.
 */
async function measureWhileAlive(
  area: Area,
  server: BenchServer,
  options: BenchOptions,
): Promise<AreaResult> {
  const controller = new AbortController()
  const running = measure(area, server, options, controller.signal)
  try {
    return await Promise.race([running, server.died])
  } catch (error) {
    controller.abort(error)
    await running.catch(() => {})
    throw error
  }
}

async function main(options: BenchOptions): Promise<void> {
  const started = new Date()
  const machine = await machineInfo()

  progress('building the production bundle (npm run build)')
  await build()
  progress(
    `starting the production server on a fresh embedded database (${options.products.toLocaleString('en-GB')} products)`,
  )
  const launch = () => launchServer({}, { products: options.products })
  let server = await launch()

  const results: BenchResults = {
    startedAt: started.toISOString(),
    finishedAt: '',
    durationSeconds: 0,
    machine,
    options,
    rows: [],
    notes: {},
    details: {},
    retries: [],
  }
  // One area at a time: they would skew each other's figures on two cores.
  for (const area of options.only) {
    for (let attempt = 1; ; attempt++) {
      progress(`measuring ${area}${attempt > 1 ? ` (attempt ${attempt} of ${attempts})` : ''}`)
      try {
        const { rows, notes, details } = await measureWhileAlive(area, server, options)
        results.rows.push(...rows.map(judge))
        results.notes[area] = notes
        results.details[area] = details
        break
      } catch (error) {
        const lines = server.output().trimEnd().split('\n').slice(-20).join('\n')
        progress(`server output (last 20 lines):\n${lines}`)
        if (!(error instanceof RetryableError) || attempt === attempts) throw error
        results.retries.push(`${area}: ${error.message}`)
        progress(`${error.message}; measuring ${area} again on a new server`)
        await server.stop()
        server = await launch()
      }
    }
  }
  await server.stop()

  const finished = new Date()
  results.finishedAt = finished.toISOString()
  results.durationSeconds = Math.round((finished.getTime() - started.getTime()) / 1000)
  const file = writeResults(resultsDir, results)
  progress(`results written to ${path.relative(repoRoot, file)} and bench/results/latest.json`)
  process.stdout.write(renderReport(results))
}

// Ctrl-C or a CI timeout must not leave the server, a bare server or a browser running.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    progress(`${signal} received: cleaning up`)
    void cleanupAll().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143))
  })
}

let options: BenchOptions
try {
  options = parseBenchArgs(process.argv.slice(2))
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`)
  process.exit(2)
}

main(options).then(
  () => cleanupAll(),
  async (error: unknown) => {
    progress(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    await cleanupAll()
    // Do not wait on whatever a failed measurement may have left pending.
    process.exit(1)
  },
)
