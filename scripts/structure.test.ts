// The house's shape, as the README's architecture section describes it, held by a test so that
// it stays so: modules small enough to read at once, every page in its folder, and every
// citation of the specification pointing at a section of docs/product.md. Import cycles are
// refused by the lint (biome's `noImportCycles`, type-only imports counted), which a test here
// proves by planting one.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')

/** The files the repository keeps (what a clone has), paths from its root. */
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file !== '' && existsSync(path.join(root, file)))

const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

const CODE = /\.(ts|tsx|mjs)$/

/**
 * Tests, stories and their fixtures: long because they spell cases out, not because they mix jobs.
 * Story files have a limit of their own (below).
 */
const TESTING = /(\.test\.|\.stories\.|^tests\/|\/testing\/|\/fixtures\/|\/stories\/|\/flows\/)/

/** Data, not code: the launch range's products, each a few lines of words. */
const DATA = new Set(['packages/launch-range/src/launch-range.ts'])

const MAX_LINES = 400

const STORIES = /\.stories\.tsx?$/

/** The files longer than the limit, with their length. */
const overLimit = (files: string[]) =>
  files
    .map((file) => ({ file, lines: read(file).split('\n').length - 1 }))
    .filter(({ lines }) => lines > MAX_LINES)

describe("the repository's shape", () => {
  it(`keeps every module under ${MAX_LINES} lines, so one job reads at once`, () => {
    const modules = tracked.filter(
      (file) => CODE.test(file) && !TESTING.test(file) && !DATA.has(file),
    )
    expect(modules.length).toBeGreaterThan(300)
    expect(overLimit(modules)).toEqual([])
  })

  it(`keeps every story file under ${MAX_LINES} lines, a page's split by state group`, () => {
    // Past the limit a reviewer no longer finds a state's stories together: a page's are split
    // into files by what is looked at together (`PlaceOrderPage.payment.stories.tsx`).
    const stories = tracked.filter((file) => STORIES.test(file))
    expect(stories.length).toBeGreaterThan(50)
    expect(overLimit(stories)).toEqual([])
  })

  it('keeps every page in its folder, with its stories: pages/X/X.tsx and X.stories.tsx', () => {
    const pages = path.join(root, 'apps/storefront/src/pages')
    const entries = readdirSync(pages, { withFileTypes: true })
    expect(entries.filter((entry) => !entry.isDirectory()).map((entry) => entry.name)).toEqual([])
    const folders = entries.map((entry) => entry.name)
    expect(folders.length).toBeGreaterThan(20)
    const missing = folders.flatMap((page) =>
      [`${page}.tsx`, `${page}.stories.tsx`]
        .filter((file) => !existsSync(path.join(pages, page, file)))
        .map((file) => `${page}/${file}`),
    )
    expect(missing).toEqual([])
  })

  it("cites the specification only by docs/product.md's own sections", () => {
    const sections = new Set(
      [...read('docs/product.md').matchAll(/^#{2,4} (\d+(?:\.\d+)*)[.\s]/gm)].map(
        ([, number = '']) => number,
      ),
    )
    expect(sections.size).toBeGreaterThan(50)
    // `SPEC` and `.md` apart, so that this file does not cite what it looks for.
    const outside = `SPEC${'.md'}`
    const cited: string[] = []
    const strays: string[] = []
    for (const file of tracked.filter((file) => CODE.test(file))) {
      const text = read(file)
      if (text.includes(outside)) strays.push(file)
      for (const [, number = ''] of text.matchAll(/§(\d+(?:\.\d+)*)/g)) {
        cited.push(number)
        if (!sections.has(number)) strays.push(`${file}: §${number}`)
      }
    }
    expect(cited.length).toBeGreaterThan(100)
    expect(strays).toEqual([])
  })

  it('refuses an import cycle in the lint, even one closed by `import type`', () => {
    // Inside the repository, so that its biome.json applies.
    const dir = mkdtempSync(path.join(root, 'scripts/cycle-probe-'))
    try {
      writeFileSync(
        path.join(dir, 'zone.ts'),
        "import { feeOf } from './fee.ts'\nexport interface Zone { fee: number }\nexport const free = (zone: Zone) => feeOf(zone) === 0\n",
      )
      writeFileSync(
        path.join(dir, 'fee.ts'),
        "import type { Zone } from './zone.ts'\nexport const feeOf = (zone: Zone) => zone.fee\n",
      )
      const lint = () =>
        execFileSync(path.join(root, 'node_modules/.bin/biome'), ['lint', dir], {
          cwd: root,
          encoding: 'utf8',
          stdio: 'pipe',
        })
      let output = ''
      try {
        lint()
      } catch (error) {
        const { stdout, stderr } = error as { stdout?: string; stderr?: string }
        output = `${stdout}${stderr}`
      }
      expect(output).toContain('noImportCycles')
      expect(output).toContain('fee.ts')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
