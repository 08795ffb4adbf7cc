// The house's shape, as the README's architecture section describes it, held by a test so that
// it stays so: modules small enough to read at once, the storefront by feature (every page in
// its area's folder, the store team's code under admin/), and every citation of the
// specification pointing at a section of docs/product.md. Import cycles are refused by the lint
// (biome's `noImportCycles`, type-only imports counted), which a test here proves by planting
// one.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')

/** The files the repository keeps (what a clone has), paths from its root. */
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file !== '' && existsSync(path.join(root, file)))

const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

const CODE = /\.(ts|tsx|mjs)$/

/** Tests, stories and their fixtures: long because they spell cases out, not because they mix jobs. */
const TESTING = /(\.test\.|\.stories\.|^tests\/|\/testing\/|\/fixtures\/|\/stories\/|\/flows\/)/

/** Data, not code: the launch range's products, each a few lines of words. */
const DATA = new Set(['packages/launch-range/src/launch-range.ts'])

const MAX_LINES = 400

const STOREFRONT = 'apps/storefront/src'

/**
 * The storefront's folders: one per area (the shop, the store's information pages, the
 * shopper's account, signing in, the store team's screens), and what they share: the shell,
 * the API client, the shopper's state, and stories' helpers and journeys.
 */
const STOREFRONT_TOP = [
  ...['shop', 'content', 'account', 'auth', 'admin'],
  ...['app', 'api', 'providers', 'stories', 'flows'],
  ...['main.tsx', 'entry-server.tsx', 'vite-env.d.ts', 'zod.ts'],
]

describe("the repository's shape", () => {
  it(`keeps every module under ${MAX_LINES} lines, so one job reads at once`, () => {
    const modules = tracked.filter(
      (file) => CODE.test(file) && !TESTING.test(file) && !DATA.has(file),
    )
    expect(modules.length).toBeGreaterThan(300)
    const long = modules
      .map((file) => ({ file, lines: read(file).split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES)
    expect(long).toEqual([])
  })

  it('keeps the storefront by feature: its areas, and nothing sorted by kind beside them', () => {
    const top = new Set(
      tracked
        .filter((file) => file.startsWith(`${STOREFRONT}/`))
        .map((file) => file.slice(STOREFRONT.length + 1).split('/')[0]),
    )
    expect([...top].sort()).toEqual([...STOREFRONT_TOP].sort())
  })

  it('keeps every page in its area, in its folder with its stories: <area>/X/X.tsx', () => {
    const folders = new Set(
      tracked.flatMap((file) => {
        const [, folder] = /^apps\/storefront\/src\/(.*\w+Page)\/[^/]+$/.exec(file) ?? []
        return folder === undefined ? [] : [folder]
      }),
    )
    expect(folders.size).toBeGreaterThan(20)
    // The store team's pages one level down, by screen (admin/products/AdminProductsPage/); the
    // others straight in their area (shop/CartPage/); the shell keeps only the not-found page.
    const misplaced = [...folders].filter(
      (folder) =>
        !/^(shop|account|auth|content)\/(?!Admin)\w+Page$/.test(folder) &&
        !/^admin\/\w+\/Admin\w+Page$/.test(folder) &&
        folder !== 'app/NotFoundPage',
    )
    expect(misplaced).toEqual([])
    const missing = [...folders].flatMap((folder) => {
      const page = path.basename(folder)
      return [`${page}.tsx`, `${page}.stories.tsx`]
        .map((file) => `${STOREFRONT}/${folder}/${file}`)
        .filter((file) => !tracked.includes(file))
    })
    expect(missing).toEqual([])
  })

  it("keeps the store team's code under admin/, in the storefront and in its mocks", () => {
    const storefront = tracked.filter(
      (file) => file.startsWith(`${STOREFRONT}/`) && CODE.test(file),
    )
    const strays = storefront.filter(
      (file) => /\/[Aa]dmin[^/]*$/.test(file) && !file.startsWith(`${STOREFRONT}/admin/`),
    )
    // Reaching into the store team's screens from the shop would ship their code to shoppers
    // (the page loader's glob, which makes each page a chunk of its own, is not an import).
    const reaching = storefront
      .filter((file) => !file.startsWith(`${STOREFRONT}/admin/`))
      .flatMap((file) =>
        [...read(file).matchAll(/['"](\.\.?\/[^'"*]+)['"]/g)]
          .map(([, specifier = '']) => path.posix.join(path.posix.dirname(file), specifier))
          .filter((target) => target.startsWith(`${STOREFRONT}/admin/`))
          .map((target) => `${file} imports ${target}`),
      )
    const mocks = tracked.filter((file) => /^packages\/mocks\/src\/handlers\/admin[^/]/.test(file))
    expect([...strays, ...reaching, ...mocks]).toEqual([])
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
