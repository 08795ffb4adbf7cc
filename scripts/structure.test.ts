// The house's shape, as the README's architecture section describes it, held by a test so that
// it stays so: modules small enough to read at once, the storefront and the ui package by
// feature (every page in its area's folder, the store team's code under admin/), the store team's
// server calls beside their resources behind one guard, and every citation of the specification
// pointing at a section of docs/product.md. Import cycles are refused by the lint (biome's
// `noImportCycles`, type-only imports counted), which a test here proves by planting one.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
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

/** The server's folders that each serve one resource (README's architecture section). */
const RESOURCES = new Set(['users', 'cart', 'orders', 'store', 'contact', 'products', 'photos'])

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

  it("sorts packages/ui by feature: no component at the top, the store team's under admin/", () => {
    const ui = 'packages/ui/src/'
    const files = tracked.filter((file) => file.startsWith(ui)).map((file) => file.slice(ui.length))
    // The features, and beside them only what is no component: the entry, the stylesheet, its
    // tokens' pages and the few helpers every feature uses.
    expect([...new Set(files.map((file) => file.split('/')[0]))].sort()).toEqual([
      'account',
      'admin',
      'index.ts',
      'lib',
      'primitives',
      'shop',
      'site',
      'styles.css',
      'tokens',
    ])
    // A component folder sits in its feature, or in a group of it (admin/orders, shop/cart).
    const deep = files.filter((file) => file.split('/').length > 4)
    expect(deep).toEqual([])
    const misplaced = files.filter(
      (file) => /(^|\/)Admin[^/]*$/.test(file) && !file.startsWith('admin/'),
    )
    expect(misplaced).toEqual([])
    // The store team's code is a leaf: only the entry reaches into it, no shopper's piece; and
    // primitives depend on no feature, so that any feature may use them.
    const strays: string[] = []
    for (const file of files.filter((file) => CODE.test(file) && file !== 'index.ts')) {
      for (const [, spec = ''] of read(ui + file).matchAll(/from '(\.[^']+)'/g)) {
        const target = path.posix.join(path.posix.dirname(file), spec)
        const feature = target.split('/')[0]
        if (feature === 'admin' && !file.startsWith('admin/')) strays.push(`${file} -> ${target}`)
        if (file.startsWith('primitives/') && !['primitives', 'lib'].includes(feature ?? '')) {
          strays.push(`${file} -> ${target}`)
        }
      }
    }
    expect(strays).toEqual([])
  })

  it('sorts the contract by feature, the table of every call beside the features', () => {
    const contract = 'packages/contract/src/'
    const top = tracked
      .filter((file) => file.startsWith(contract))
      .map((file) => file.slice(contract.length).split('/')[0])
    expect([...new Set(top)].sort()).toEqual([
      'account',
      'admin',
      'api.ts',
      'contract.test.ts',
      'index.ts',
      'orders',
      'shared',
      'shop',
      'store',
    ])
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

  it('names only files that exist, in the README, the docs and the code: a map that leads somewhere', () => {
    // What the build and the benchmarks write, which a clean checkout does not have yet.
    const written =
      /^(apps\/storefront\/(dist|dist-server)|bench\/results)(\/|$)|mockServiceWorker\.js$/
    const stale: string[] = []
    for (const file of tracked.filter((file) => /\.(ts|tsx|mjs|md|mdx)$/.test(file))) {
      // A path of the repository, not the tail of another one (a URL, a package's own folder).
      const named = read(file).matchAll(
        /(?<![\w@/.-])(?:apps|packages|docs|bench|scripts|tests)\/[\w./-]+/g,
      )
      for (const [match] of named) {
        const name = match.replace(/[.,]+$/, '')
        if (!written.test(name) && !existsSync(path.join(root, name)))
          stale.push(`${file}: ${name}`)
      }
    }
    expect(stale).toEqual([])
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

  it("serves the store team's calls beside each resource, mounted only behind the admin guard", () => {
    const guard = 'apps/server/src/admin/routes.ts'
    const resourceRoutes = tracked.filter((file) =>
      /^apps\/server\/src\/[^/]+\/admin-routes\.ts$/.test(file),
    )
    expect(resourceRoutes.length).toBeGreaterThanOrEqual(5)
    const folderOf = (file: string) => file.split('/')[3] ?? ''
    // The guard mounts every one of them, and no other module does, so none is left unguarded.
    const unmounted = resourceRoutes.filter(
      (file) => !read(guard).includes(`'../${folderOf(file)}/admin-routes.ts'`),
    )
    const mountedElsewhere = tracked.filter(
      (file) =>
        CODE.test(file) &&
        !TESTING.test(file) &&
        file !== guard &&
        /from '[^']*admin-routes\.ts'/.test(read(file)),
    )
    // Each serves its own resource: another resource's module is not theirs to call (the
    // session's type apart).
    const reaching = resourceRoutes.flatMap((file) =>
      [...read(file).matchAll(/from '\.\.\/([a-z-]+)\/([a-z-]+)\.ts'/g)]
        .filter(([, folder]) => RESOURCES.has(folder ?? '') && folder !== folderOf(file))
        .filter(([, folder, module]) => `${folder}/${module}` !== 'users/require-session')
        .map(([imported]) => `${file}: ${imported}`),
    )
    expect({ unmounted, mountedElsewhere, reaching }).toEqual({
      unmounted: [],
      mountedElsewhere: [],
      reaching: [],
    })
  })

  it('refuses an import cycle in the lint, even one closed by `import type`', () => {
    // Outside the repository, with the repository's lint settings: inside it, biome would build
    // the whole project's module graph to look for cycles (26 s on a busy machine, not 1 s).
    const dir = mkdtempSync(path.join(tmpdir(), 'adire-cycle-probe-'))
    try {
      const { linter } = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'))
      writeFileSync(path.join(dir, 'biome.json'), JSON.stringify({ root: true, linter }))
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
          cwd: dir,
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
