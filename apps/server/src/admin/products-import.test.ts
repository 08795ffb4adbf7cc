import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ProductDraft } from '@adire/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { writeCsv } from '../csv/write.ts'
import type { DatabaseHandle } from '../db/client.ts'
import { CatalogueImport, ImportStopped } from '../products/catalogue-import.ts'
import { readCatalogueVersion } from '../products/catalogue-version.ts'
import { putBackUnfinishedImports } from '../products/import-undo.ts'
import { generatedImportRows, generatedProducts, seedGrownCatalogue } from '../seed/generate.ts'
import { openTestDatabase } from '../testing/database.ts'
import { databaseFingerprint, MUTABLE_TABLES } from '../testing/fingerprint.ts'
import { TEST_PUBLIC_URL, testApp } from '../testing/services.ts'
import { execute, run } from './cli.ts'
import { startControlSocket } from './control-socket.ts'
import { BATCH_MS, importProgress, PRODUCT_CSV_COLUMNS } from './products-cli.ts'
import { IMPORT_LIMITS } from './products-import.ts'

/*
 * A products import the store survives (issue 42, D4): checked whole, then saved a batch at a
 * time so that shoppers keep being answered, and still all of its rows or none (ADR 035).
 */

/** Generated products in the store besides the launch range: what the files below update. */
const GENERATED = 1000

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>
const dir = mkdtempSync(path.join(tmpdir(), 'adire-products-import-'))

beforeAll(async () => {
  database = await openTestDatabase()
  await seedGrownCatalogue(database.db, 56 + GENERATED)
  // As a server holds its database: on the embedded one, an import leaves room for requests.
  harness = testApp(database.db, { oneConnection: database.kind === 'pglite' })
})
afterAll(async () => {
  await database.close()
  rmSync(dir, { recursive: true, force: true })
})

const admin = (...args: string[]) => execute(args, harness.services, TEST_PUBLIC_URL)

/**
 * A file of `count` rows: the generated products the store has, each with a new price and its
 * sizes counted, then new products named but without an id.
 */
function importFile(
  name: string,
  count: number,
  { last, priceRiseNaira = 250 }: { last?: string[]; priceRiseNaira?: number } = {},
) {
  const rows = generatedImportRows(count, {
    existing: GENERATED,
    priceRiseNaira,
    stock: () => 7,
  })
  const file = path.join(dir, name)
  writeFileSync(file, writeCsv([...rows, ...(last ? [last] : [])]))
  return file
}

/** The store's data but the catalogue's version, which an import undone moves on purpose. */
const catalogueData = () =>
  databaseFingerprint(
    database.db,
    MUTABLE_TABLES.filter((table) => table !== 'catalogue_version'),
  )

const importTables = async () => {
  const { rows } = (await database.db.execute(
    sql`select (select count(*) from product_imports)::int as imports, (select count(*) from product_import_undo)::int as undo`,
  )) as { rows: { imports: number; undo: number }[] }
  return rows[0]
}

// Each imports up to 1,000 rows, paced on the embedded database: longer than most tests.
describe('a products import the store survives (issue 42, D4)', { timeout: 90_000 }, () => {
  it('is all or nothing when a late batch fails: the batches saved before it are put back', async () => {
    // The database refuses the file's last row, as a full disk or a lost connection would.
    await database.db.execute(sql`
      create function refuse_late_row() returns trigger language plpgsql as $$
      begin raise exception 'the disk is full'; end $$`)
    await database.db.execute(sql`
      create trigger refuse_late_row before insert on products for each row
      when (new.id = 'late-failure') execute function refuse_late_row()`)
    try {
      const last = [
        'late-failure',
        'Late Failure Tee',
        'T-Shirt',
        '12000',
        '',
        'M',
        'false',
        'live',
        '',
        '/images/products/lagos-sun-cap-1.svg',
        '',
      ]
      const file = importFile('late-failure.csv', 600, { last })
      const before = await catalogueData()
      const version = await readCatalogueVersion(database.db)
      const error = await admin('products', 'import', file).catch((e: Error) => e.message)
      const [, saved] = /the (\d+) row\(s\) saved before were put back\.$/.exec(error) ?? []
      // Batches are sized by time, so the last may hold line 602 alone.
      expect(error).toMatch(
        /^Nothing was imported: saving (line 602|lines \d+ to 602) failed \(the disk is full\); the \d+ row\(s\) saved before were put back\.$/,
      )
      // Batches were saved, and seen by everyone, before the last one failed (a batch is at
      // most 500 rows).
      expect(Number(saved)).toBeGreaterThan(100)
      expect(await catalogueData()).toBe(before)
      expect(await importTables()).toEqual({ imports: 0, undo: 0 })
      // Every server drops whatever it cached of the rows saved meanwhile.
      expect(await readCatalogueVersion(database.db)).toBeGreaterThan(version)
    } finally {
      await database.db.execute(sql`drop trigger refuse_late_row on products`)
      await database.db.execute(sql`drop function refuse_late_row()`)
    }
  })

  it('is undone whole when its process dies part-way, once the server starts again', async () => {
    const before = await catalogueData()
    const draft = (n: number) =>
      ProductDraft.parse({
        name: `Cut Off Polo ${n}`,
        category: 'Polo',
        price: '15000',
        sizes: ['M', 'L'],
        images: ['/images/products/lagos-sun-cap-1.svg'],
      })
    const existing = generatedProducts(2)[1]?.slug ?? ''
    const cutOff = await CatalogueImport.begin(database.db, 'cut-off.csv')
    await cutOff.save([
      { line: 2, id: 'cut-off-polo-1', creates: true, draft: draft(1), stock: { M: 3 } },
      { line: 3, id: existing, creates: false, draft: draft(3), stock: { L: 9 } },
    ])
    await cutOff.save([
      { line: 4, id: 'cut-off-polo-2', creates: true, draft: draft(2), stock: undefined },
    ])
    expect(await catalogueData()).not.toBe(before)
    // Another import waits for it while it may still be saving...
    await expect(CatalogueImport.begin(database.db, 'second.csv')).rejects.toThrow(
      new ImportStopped(
        'Another products import (cut-off.csv) is being saved: wait until it ends, then import again.',
        0,
      ),
    )
    // ...and the process saving it is gone: a server starting on the embedded database, where
    // no other process could be saving, puts it back.
    const undone = await putBackUnfinishedImports(database.db, { staleAfterMs: 0 })
    expect(undone).toEqual([{ file: 'cut-off.csv', outcome: { putBack: 3, left: [] } }])
    expect(await catalogueData()).toBe(before)
    expect(await importTables()).toEqual({ imports: 0, undo: 0 })
  })

  it.each([
    ['rows', 'rows.csv'],
    ['bytes', 'bytes.csv'],
  ])(
    'refuses a file over its cap of %s, saying both limits, and keeps nothing',
    async (cap, name) => {
      const file = path.join(dir, name)
      if (cap === 'rows') {
        const row = ',Cap Tee,T-Shirt,12000,,M,false,live,,/images/products/lagos-sun-cap-1.svg,'
        writeFileSync(
          file,
          [PRODUCT_CSV_COLUMNS.join(','), ...Array(IMPORT_LIMITS.rows + 1).fill(row), ''].join(
            '\n',
          ),
        )
      } else {
        writeFileSync(file, `${PRODUCT_CSV_COLUMNS.join(',')}\n`)
        truncateSync(file, IMPORT_LIMITS.megabytes * 1024 * 1024 + 1)
      }
      const before = await databaseFingerprint(database.db)
      const limits =
        'An import reads at most 20,000 rows and 50 MB: split the file and import each part.'
      for (const dryRun of [[], ['--dry-run']]) {
        const error = await admin('products', 'import', file, ...dryRun).catch(
          (e: Error) => e.message,
        )
        expect(error).toBe(
          cap === 'rows'
            ? `Nothing was imported: ${file} has more than 20,000 rows (line 20002 is row 20,001). ${limits}`
            : `Nothing was imported: ${file} is 50.1 MB. ${limits}`,
        )
      }
      expect(await databaseFingerprint(database.db)).toBe(before)
    },
  )

  it('shows its progress only after a second, then a line a second at most', () => {
    vi.useFakeTimers({ toFake: ['performance'] })
    try {
      const lines: string[] = []
      const listen = importProgress('big.csv', (line) => lines.push(line))
      const at = (ms: number, done: number) => {
        vi.advanceTimersByTime(ms)
        listen({ step: 'saving', done, total: 10_000 })
      }
      at(400, 100)
      at(500, 200)
      at(200, 300)
      at(300, 400)
      at(800, 500)
      at(400, 600)
      at(600, 10_000)
      expect(lines).toEqual([
        'Importing big.csv: 300 of 10,000 rows saved (3%)',
        'Importing big.csv: 500 of 10,000 rows saved (5%)',
        'Importing big.csv: 10,000 of 10,000 rows saved (100%)',
      ])
    } finally {
      vi.useRealTimers()
    }
  })

  // Its own wait, stated: the import gives the store as long as each batch takes (ADR 035), and
  // four shoppers ask without pause meanwhile, so on CI's two busy cores an import runs long: 2,000
  // rows took 60-120 s there (4 s on a quiet machine), and proved nothing 1,000 do not, since the
  // batches are sized by time (the bench imports 10,000). What it asserts is each shopper's wait,
  // not the import's length.
  it('answers shoppers within a second while 1,000 rows are imported, and shows its progress', {
    timeout: 240_000,
  }, async () => {
    // The wait allowed, 1 s, is 25 batches' worth (each is sized to take BATCH_MS, 40 ms, with
    // as long again for the store before the next): room for a busy test machine, where the
    // import in one transaction held every request for over 10 s.
    const ALLOWED_MS = 1000
    expect(BATCH_MS * 25).toBe(ALLOWED_MS)
    const dataDir = mkdtempSync(path.join(tmpdir(), 'adire-import-socket-'))
    const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL }
    process.env.DATA_DIR = dataDir
    delete process.env.DATABASE_URL
    const stop = await startControlSocket(dataDir, (args, report) =>
      execute(args, harness.services, TEST_PUBLIC_URL, report),
    )
    const register = await harness.app.request('/api/users/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.45' },
      body: JSON.stringify({
        name: 'Ada',
        email: 'ada.import@example.com',
        password: 'a long passphrase here',
      }),
    })
    const { token } = (await register.json()) as { token: string }
    const ids = generatedProducts(50).map((product) => product.slug)
    const ask = (i: number) =>
      i % 2 === 0
        ? harness.app.request(`/api/products/${ids[i % ids.length]}`)
        : harness.app.request('/api/users/me', { headers: { token } })
    // Each answer once before, as a running store has them: the first of each is made slowly.
    for (let i = 0; i < ids.length * 2; i += 1) await (await ask(i)).arrayBuffer()
    const waits: { ms: number; status: number }[] = []
    let importing = true
    const shopper = async (n: number) => {
      for (let i = n; importing; i += 1) {
        const started = performance.now()
        const res = await ask(i)
        await res.arrayBuffer()
        waits.push({ ms: performance.now() - started, status: res.status })
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    }
    try {
      const file = importFile('one-thousand.csv', 1000)
      const lines: string[] = []
      const shoppers = [0, 1, 2, 3].map(shopper)
      const started = performance.now()
      const answer = await run(['products', 'import', file], (line) => lines.push(line)).finally(
        () => {
          importing = false
        },
      )
      const seconds = (performance.now() - started) / 1000
      await Promise.all(shoppers)
      expect(answer).toBe(`Imported ${file}: 0 created, 1000 updated, 0 unchanged.`)
      // Its progress came through the server's control socket, a line a second at most after
      // the first second (the lines' timing itself is the next test's).
      for (const line of lines) {
        expect(line).toMatch(
          /^(Reading|Checking|Importing) .*one-thousand\.csv: [\d,]+ (of [\d,]+ )?rows( saved)?( \(\d+%\))?$/,
        )
      }
      expect(lines.length).toBeLessThanOrEqual(Math.ceil(seconds))
      if (seconds >= 3) expect(lines.length).toBeGreaterThan(0)
      expect(waits.length).toBeGreaterThan(50)
      expect(waits.filter(({ status }) => status !== 200)).toEqual([])
      expect(Math.max(...waits.map(({ ms }) => ms))).toBeLessThanOrEqual(ALLOWED_MS)
    } finally {
      await stop()
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key]
        else process.env[key] = value
      }
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('keeps its batches whole when each costs more than its time on a starved processor', async () => {
    // Every statement that writes products waits 60 ms, longer than a batch's time (BATCH_MS):
    // what a busy machine does to a batch's own cost. Sizing by time alone would save one row
    // a batch (80 batches, twice as long each with its pause).
    await database.db.execute(sql`
      create function slow_statement() returns trigger language plpgsql as $$
      begin perform pg_sleep(0.06); return null; end $$`)
    await database.db.execute(sql`
      create trigger slow_statement after insert or update on products
      for each statement execute function slow_statement()`)
    try {
      const batches: number[] = []
      // Prices no earlier import set, so every row is saved.
      const file = importFile('starved.csv', 80, { priceRiseNaira: 400 })
      const { importProducts } = await import('./products-cli.ts')
      await importProducts(harness.services, TEST_PUBLIC_URL, file, { dryRun: false }, (p) => {
        if (p.step === 'saving') batches.push(p.done)
      })
      expect(batches.at(-1)).toBe(80)
      // At least ten rows a batch: at most eight batches for 80 rows.
      expect(batches.length).toBeLessThanOrEqual(8)
    } finally {
      await database.db.execute(sql`drop trigger slow_statement on products`)
      await database.db.execute(sql`drop function slow_statement()`)
    }
  })
})
