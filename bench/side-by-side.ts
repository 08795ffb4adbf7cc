/**
 * This checkout's storefront against another commit's, side by side in one run (`--only
 * side-by-side --baseline REF`): the first-visit JavaScript of every shopper page and
 * Lighthouse's figures, the two builds served at once and their runs alternated, so that a noisy
 * minute of the shared machine falls on both. Made for ADR 036 (React Router against the router
 * of our own it replaced); any two storefronts compare the same way.
 *
 * The baseline is the storefront of REF with REF's own workspace packages (ui, contract,
 * machines...: `git archive` into a temporary directory), built with this checkout's third-party
 * dependencies. A second server, this checkout's, serves its build (`STATIC_DIR`, `SSR_ENTRY`) on
 * its own fresh database.
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { repoRoot } from '../tests/e2e/server.ts'
import { measureBundle } from './bundle.ts'
import { measureLighthouse } from './lighthouse.ts'
import { LIGHTHOUSE_CPU } from './lighthouse-metrics.ts'
import { progress } from './log.ts'
import { shopperPagesNamed } from './pages.ts'
import { type AreaResult, figureOf, type Row } from './report.ts'
import { type BenchServer, launchServer } from './server.ts'
import { median } from './stats.ts'

/** How much worse this build may measure than the baseline before it counts: the noise. */
const SCORE_NOISE = 2
const TBT_NOISE_MS = 30
/** The figures compared, as the lighthouse area names them. */
const COMPARED = /^(Performance|TBT|main-thread work|LCP|FCP)$/

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 2, 2] })
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: exit ${code}`)),
    )
  })
}

/**
 * A node_modules for the baseline: this checkout's third-party packages, and REF's own workspace
 * packages in place of this checkout's (the storefront of REF calls REF's ui and contract, whose
 * exports may since have changed).
 */
function linkModules(dir: string) {
  const ours = path.join(repoRoot, 'node_modules')
  const modules = path.join(dir, 'node_modules')
  mkdirSync(path.join(modules, '@adire'), { recursive: true })
  for (const entry of readdirSync(ours)) {
    if (entry !== '@adire') symlinkSync(path.join(ours, entry), path.join(modules, entry))
  }
  for (const name of readdirSync(path.join(dir, 'packages'))) {
    symlinkSync(path.join(dir, 'packages', name), path.join(modules, '@adire', name))
  }
}

/** REF's storefront, built: its static files and its render bundle. */
async function buildBaseline(ref: string) {
  const commit = execFileSync('git', ['rev-parse', '--short', `${ref}^{commit}`], {
    cwd: repoRoot,
    encoding: 'utf8',
  }).trim()
  const dir = path.join(tmpdir(), `adire-baseline-${commit}`)
  const storefront = path.join(dir, 'apps/storefront')
  if (!existsSync(path.join(storefront, 'dist-server/entry-server.js'))) {
    progress(`side-by-side: building the storefront of ${ref} (${commit})`)
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
    execFileSync(
      'sh',
      [
        '-c',
        `git archive ${commit} apps/storefront packages scripts/precompress.mjs | tar -x -C "${dir}"`,
      ],
      { cwd: repoRoot },
    )
    linkModules(dir)
    const vite = path.join(repoRoot, 'node_modules/.bin/vite')
    const config = path.join(storefront, 'vite.config.ts')
    await run(vite, ['build', '--config', config], storefront)
    await run(vite, ['build', '--config', config, '--ssr', 'src/entry-server.tsx'], storefront)
    await run(process.execPath, [path.join(dir, 'scripts/precompress.mjs')], dir)
  }
  return {
    commit,
    env: {
      STATIC_DIR: path.join(storefront, 'dist'),
      SSR_ENTRY: path.join(storefront, 'dist-server/entry-server.js'),
    },
  }
}

export async function measureSideBySide(
  server: BenchServer,
  baselineRef: string,
  runs: number,
  reportDir: string,
  signal: AbortSignal,
  {
    cpu = LIGHTHOUSE_CPU,
    pageNames,
  }: {
    /** The phone's processor, this many times slower than the machine. */
    cpu?: number
    /** Only these of the shopper's pages (all when absent). */
    pageNames?: string[]
  } = {},
): Promise<AreaResult> {
  const measured = shopperPagesNamed(pageNames)
  const baseline = await buildBaseline(baselineRef)
  const other = await launchServer(baseline.env)
  try {
    const builds = [
      { name: 'this build', url: server.url },
      { name: baseline.commit, url: other.url },
    ]
    const bundles: Row[][] = []
    for (const build of builds) bundles.push((await measureBundle(build.url, signal)).rows)
    // Lighthouse: one run of every page on each build in turn, `runs` times.
    const samples = new Map<string, number[]>()
    const indexes: string[] = []
    for (let round = 1; round <= runs; round++) {
      for (const [index, build] of builds.entries()) {
        progress(`side-by-side: ${build.name}, round ${round}/${runs}`)
        const { rows, notes } = await measureLighthouse(build.url, 1, reportDir, signal, {
          cpu,
          measured,
        })
        indexes.push(...notes.filter((note) => note.includes('benchmark index')))
        for (const row of rows) {
          if (!COMPARED.test(row.figure) || row.value === null) continue
          const key = `${index} ${row.page} ${row.figure}`
          samples.set(key, [...(samples.get(key) ?? []), row.value])
        }
      }
    }
    const medianOf = (index: number, page: string, figure: string) => {
      const values = samples.get(`${index} ${page} ${figure}`) ?? []
      return values.length > 0 ? median(values) : null
    }
    const rows: Row[] = measured.flatMap(({ name }) => {
      const js = (index: number) => figureOf(bundles[index] ?? [], name, 'JS brotli')
      const [jsNow, jsBefore] = [js(0), js(1)]
      const [scoreNow, scoreBefore] = [0, 1].map((i) => medianOf(i, name, 'Performance'))
      const [tbtNow, tbtBefore] = [0, 1].map((i) => medianOf(i, name, 'TBT'))
      const [workNow, workBefore] = [0, 1].map((i) => medianOf(i, name, 'main-thread work'))
      const difference = (now: number | null | undefined, before: number | null | undefined) =>
        now === null || now === undefined || before === null || before === undefined
          ? null
          : now - before
      const row = (figure: string, value: number | null, unit: string, digits = 0) => ({
        area: 'side-by-side' as const,
        figure,
        page: name,
        value,
        unit,
        digits,
      })
      return [
        row('JS brotli added', difference(jsNow, jsBefore), 'KB', 1),
        {
          ...row('Performance score lost', difference(scoreBefore, scoreNow), 'points'),
          target: { op: '<=' as const, value: SCORE_NOISE },
        },
        {
          ...row('Total Blocking Time added', difference(tbtNow, tbtBefore), 'ms'),
          target: { op: '<=' as const, value: TBT_NOISE_MS },
        },
        row('main-thread work added', difference(workNow, workBefore), 'ms'),
        row(`TBT, ${baseline.commit}`, tbtBefore ?? null, 'ms'),
        row('TBT, this build', tbtNow ?? null, 'ms'),
      ]
    })
    return {
      rows,
      notes: [
        `This build against the storefront of ${baselineRef} (${baseline.commit}), served at once, each on a fresh embedded database; ${runs} Lighthouse round(s), one run of every page on each build in turn, the phone's processor ${cpu}× slower than this machine; medians.`,
        `Noise allowed: ${SCORE_NOISE} points of performance score, ${TBT_NOISE_MS} ms of Total Blocking Time.`,
        ...indexes.map((note, i) => `${builds[i % 2]?.name}: ${note}`),
      ],
      details: { baseline: baseline.commit, samples: Object.fromEntries(samples) },
    }
  } finally {
    await other.stop()
  }
}
