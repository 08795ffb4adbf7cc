import { PGlite, types } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { oneTripClient, textParameter } from './pglite-one-trip.ts'

let pglite: PGlite
let client: ReturnType<typeof oneTripClient>

beforeAll(async () => {
  pglite = await PGlite.create()
  await pglite.exec(`
    create table things (
      id uuid primary key default gen_random_uuid(),
      name text not null unique,
      sizes text[] not null default '{}',
      counts int[] not null default '{}',
      details jsonb,
      photo bytea,
      active boolean,
      at timestamptz
    )`)
  client = oneTripClient(pglite)
})
afterAll(() => pglite.close())

describe('one-trip statements on the embedded database', () => {
  it('reads back every kind of value as PGlite itself reads it', async () => {
    const at = new Date('2026-11-27T10:00:00.000Z')
    const values = [
      'Agbada, "the long one" {M}',
      ['S', 'M, L', 'with "quotes"', 'back\\slash', '{braces}', ''],
      [1, 2, 3],
      JSON.stringify({ colour: 'indigo', tags: ['adire', 'eleko'] }),
      new Uint8Array([0, 1, 254, 255]),
      false,
      at,
    ]
    const insert =
      'insert into things (name, sizes, counts, details, photo, active, at) values ($1, $2, $3, $4, $5, $6, $7) returning *'
    const ours = await client.query<Record<string, unknown>>(insert, values)
    const read = await pglite.query<Record<string, unknown>>('select * from things where id = $1', [
      ours.rows[0]?.id,
    ])
    expect(ours.rows).toEqual(read.rows)
    expect(read.rows[0]).toMatchObject({
      name: 'Agbada, "the long one" {M}',
      sizes: ['S', 'M, L', 'with "quotes"', 'back\\slash', '{braces}', ''],
      counts: [1, 2, 3],
      details: { colour: 'indigo', tags: ['adire', 'eleko'] },
      photo: new Uint8Array([0, 1, 254, 255]),
      active: false,
      at,
    })
    expect(ours.fields.map((field) => field.name)).toEqual(read.fields.map((field) => field.name))
  })

  it('reads with a statement’s own parsers and row mode, run after run, as drizzle passes them', async () => {
    const statement = "select '2026-11-27 10:00:00+00'::timestamptz as at, 7::int as n"
    const asText = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: String } }
    const doubled = { parsers: { [types.INT4]: (value: string) => Number(value) * 2 } }
    for (let run = 0; run < 2; run++) {
      expect((await client.query(statement, [], asText)).rows).toEqual([
        ['2026-11-27 10:00:00+00', 7],
      ])
      // Another statement's parsers are its own: nothing of the first's carries over.
      expect((await client.query(statement, [], doubled)).rows).toEqual([
        { at: new Date('2026-11-27T10:00:00.000Z'), n: 14 },
      ])
    }
    expect((await client.query(statement)).rows).toEqual([
      { at: new Date('2026-11-27T10:00:00.000Z'), n: 7 },
    ])
  })

  it('passes nulls, and arrays holding them, as SQL nulls', async () => {
    const result = await client.query<{ a: string | null; b: string[] }>(
      'select $1::text as a, $2::text[] as b',
      [null, ['x', null]],
    )
    expect(result.rows).toEqual([{ a: null, b: ['x', null] }])
  })

  it('counts the rows a change touched', async () => {
    await client.query("insert into things (name) values ('one'), ('two')")
    const result = await client.query(
      'update things set active = $1 where name = any($2::text[])',
      [true, ['one', 'two']],
    )
    expect(result.affectedRows).toBe(2)
  })

  it('throws PostgreSQL’s error with its code, and the next statement runs normally', async () => {
    await client.query("insert into things (name) values ('taken')")
    await expect(client.query("insert into things (name) values ('taken')")).rejects.toMatchObject({
      code: '23505',
      constraint: 'things_name_key',
    })
    const again = await client.query<{ n: number }>(
      "select count(*)::int as n from things where name = 'taken'",
    )
    expect(again.rows).toEqual([{ n: 1 }])
  })

  it('commits a transaction whole, or rolls it back whole when it throws', async () => {
    await client.transaction(async (tx) => {
      await tx.query("insert into things (name) values ('kept')")
      await tx.query("insert into things (name) values ('kept too')")
    })
    await expect(
      client.transaction(async (tx) => {
        await tx.query("insert into things (name) values ('lost')")
        await tx.query("insert into things (name) values ('kept')")
      }),
    ).rejects.toMatchObject({ code: '23505' })
    const names = await client.query<{ name: string }>(
      "select name from things where name in ('kept', 'kept too', 'lost') order by name",
    )
    expect(names.rows.map((row) => row.name)).toEqual(['kept', 'kept too'])
  })

  it('runs a statement made outside an open transaction after it, never inside it', async () => {
    let outsideRan = false
    let release = () => {}
    let started = () => {}
    const inside = new Promise<void>((resolve) => {
      started = resolve
    })
    const open = client.transaction(async (tx) => {
      await tx.query("insert into things (name) values ('inside')")
      started()
      await new Promise<void>((resolve) => {
        release = resolve
      })
      expect(outsideRan).toBe(false)
      throw new Error('changed my mind')
    })
    await inside
    const outside = client
      .query<{ n: number }>("select count(*)::int as n from things where name = 'inside'")
      .then((result) => {
        outsideRan = true
        return result.rows[0]?.n
      })
    await new Promise((resolve) => setTimeout(resolve, 20))
    release()
    await expect(open).rejects.toThrow('changed my mind')
    // It waited for the rollback: the row it would have seen inside never existed for it.
    expect(await outside).toBe(0)
  })
})

describe('textParameter', () => {
  it('writes each JavaScript value as PostgreSQL reads it', () => {
    expect(textParameter(undefined)).toBeNull()
    expect(textParameter(12n)).toBe('12')
    expect(textParameter(true)).toBe('t')
    expect(textParameter({ a: 1 })).toBe('{"a":1}')
    expect(textParameter([['a', 'b'], ['c']])).toBe('{{"a","b"},{"c"}}')
  })
})

describe('statements kept parsed', () => {
  let db: PGlite
  beforeAll(async () => {
    db = await PGlite.create()
    await db.exec('create table kept (id int primary key)')
  })
  afterAll(() => db.close())

  /** The statements the database keeps for us, by their text. */
  const keptTexts = async () =>
    (
      await db.query<{ statement: string }>(
        "select statement from pg_prepared_statements where name like 'one_trip_%' order by statement",
      )
    ).rows.map((row) => row.statement)

  it('parses a statement once, and lets go of the least recently used beyond the bound', async () => {
    const kept = oneTripClient(db, { keep: 2 })
    await kept.query('select 1 as a')
    await kept.query('select 2 as b')
    await kept.query('select 1 as a')
    expect(await keptTexts()).toEqual(['select 1 as a', 'select 2 as b'])
    // A third text: the least recently used ('select 2') goes, closed on the next trip.
    await kept.query('select 3 as c')
    expect((await kept.query<{ a: number }>('select 1 as a')).rows).toEqual([{ a: 1 }])
    expect(await keptTexts()).toEqual(['select 1 as a', 'select 3 as c'])
    await db.exec('deallocate all')
  })

  it('lets go of a statement that failed, and runs it again parsed anew', async () => {
    const kept = oneTripClient(db)
    const insert = 'insert into kept (id) values ($1)'
    await kept.query(insert, [1])
    await expect(kept.query(insert, [1])).rejects.toMatchObject({ code: '23505' })
    await kept.query('select 1 as a')
    expect(await keptTexts()).toEqual(['select 1 as a'])
    await kept.query(insert, [2])
    expect(await keptTexts()).toEqual([insert, 'select 1 as a'])
    await db.exec('deallocate all')
  })

  it('plans a statement anew once its time is up, seeing what changed meanwhile', async () => {
    const kept = oneTripClient(db, { replanAfterMs: 0 })
    const read = 'select * from kept where id = $1'
    await kept.query(read, [1])
    await db.exec('alter table kept add column note text')
    // Kept, its plan would still read the old columns (or fail on the new result type).
    const after = await kept.query<Record<string, unknown>>(read, [1])
    expect(after.rows).toEqual([{ id: 1, note: null }])
    // The statement parsed before is closed in the same trip.
    expect(await keptTexts()).toEqual([read])
    await db.exec('deallocate all')
  })
})
