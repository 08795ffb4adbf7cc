/**
 * Photographs in the grids (issue 41): Lighthouse on the shopper pages that show products (home,
 * collection, a product) with the seeded artwork and, on the same server in the same run, with
 * every product on sale shown by an uploaded photograph, in turn within each run (pairs), so
 * that the comparison is of the pictures and not of two minutes of a shared machine. The photographs
 * are the real ones of packages/mocks/src/fixtures/photos/originals, enlarged to 1280 px (the
 * widest the store makes) and cut a pixel apart for each product, so that every card has a
 * photo of its own for the browser to fetch, as in a real shop.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import {
  type AdminProductResponse,
  type ProductListResponse,
  photoPath,
  productDraftOf,
} from '@adire/contract'
import sharp from 'sharp'
import { repoRoot } from '../tests/e2e/server.ts'
import { measureLighthouse } from './lighthouse.ts'
import { LIGHTHOUSE_CPU } from './lighthouse-metrics.ts'
import { progress } from './log.ts'
import type { BenchPage } from './pages.ts'
import { type AreaResult, figureOf, type Row } from './report.ts'
import type { BenchServer } from './server.ts'
import { median } from './stats.ts'
import { teamMember } from './team.ts'

const ORIGINALS = path.join(repoRoot, 'packages/mocks/src/fixtures/photos/originals')
const PHOTOS = ['launch-pad.jpg', 'coffee.jpg', 'gravel.jpg']

/** The pages whose first screen shows product pictures. */
const PAGES: BenchPage[] = [
  { name: 'home', path: '/' },
  { name: 'collection', path: '/collection' },
  { name: 'product', path: '/productdetails/indigo-adire-hoodie' },
]

/** How much worse a photo page may measure than its artwork twin before it counts: the noise. */
const SCORE_NOISE = 2
const TBT_NOISE_MS = 30

/** The `index`-th product's photo: one of the originals, 1280 px wide, cut `index` px apart. */
async function photoFor(index: number): Promise<Buffer> {
  const file = PHOTOS[index % PHOTOS.length] as string
  const enlarged = await sharp(await readFile(path.join(ORIGINALS, file)))
    .resize({ width: 1400 })
    .toBuffer({ resolveWithObject: true })
  const left = Math.floor(index / PHOTOS.length)
  return sharp(enlarged.data)
    .extract({ left, top: 0, width: 1280, height: enlarged.info.height })
    .jpeg({ quality: 90 })
    .toBuffer()
}

/** Each product's pictures, as the store keeps them: its artwork, and the photograph made for it. */
interface Pictures {
  id: string
  artwork: string[]
  photo: string
}

/** Uploads a photo for every product on sale (without showing it yet). */
async function photographEveryProduct(server: BenchServer, token: string): Promise<Pictures[]> {
  const list = (await (
    await fetch(`${server.url}/api/products/list`)
  ).json()) as ProductListResponse
  const pictures: Pictures[] = []
  for (const [index, { _id: id, image }] of list.products.entries()) {
    const uploaded = await fetch(`${server.url}/api/admin/photos`, {
      method: 'POST',
      headers: { token },
      body: new Uint8Array(await photoFor(index)),
    })
    if (uploaded.status !== 201) throw new Error(`Upload answered ${uploaded.status}`)
    const { photo } = (await uploaded.json()) as { photo: { id: string; widths: number[] } }
    pictures.push({
      id,
      artwork: image,
      photo: photoPath(photo.id, Math.max(...photo.widths), 'jpeg'),
    })
    if (index % 10 === 9) progress(`photo-grids: ${index + 1} photographs uploaded`)
  }
  return pictures
}

/** Shows every product by its artwork or by its photograph, then loads each page once (warm). */
async function show(server: BenchServer, token: string, pictures: Pictures[], which: Side) {
  for (const { id, artwork, photo } of pictures) {
    const { product } = (await (
      await fetch(`${server.url}/api/admin/products/${id}`, { headers: { token } })
    ).json()) as AdminProductResponse
    const images = which === 'photos' ? [photo, ...artwork.slice(1)] : artwork
    const saved = await fetch(`${server.url}/api/admin/products/${id}`, {
      method: 'PUT',
      headers: { token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...productDraftOf(product), images }),
    })
    if (saved.status !== 200) throw new Error(`Saving ${id} answered ${saved.status}`)
  }
  // The server's answers and pages made again before any is measured.
  for (const page of PAGES) await (await fetch(new URL(page.path, server.url))).text()
}

type Side = 'artwork' | 'photos'

/** One page's figures over the runs, side by side: each run measured both ways, back to back. */
interface Paired {
  tbt: Record<Side, number[]>
  score: Record<Side, number[]>
}

const sample = (result: AreaResult, page: string, figure: string) =>
  figureOf(result.rows, page, figure)

export async function measurePhotoGrids(
  server: BenchServer,
  runs: number,
  reportDir: string,
  signal: AbortSignal,
  {
    cpu = LIGHTHOUSE_CPU,
  }: {
    /** The phone's processor, this many times slower than the machine. */
    cpu?: number
  } = {},
): Promise<AreaResult> {
  progress('photo-grids: a photograph for every product')
  const token = await teamMember(server)
  const pictures = await photographEveryProduct(server, token)
  const paired = new Map<string, Paired>(
    PAGES.map(({ name }) => [
      name,
      { tbt: { artwork: [], photos: [] }, score: { artwork: [], photos: [] } },
    ]),
  )
  const indexes: Record<Side, number[]> = { artwork: [], photos: [] }
  const results: Record<Side, AreaResult[]> = { artwork: [], photos: [] }
  for (let run = 1; run <= runs; run++) {
    // Each run measures both, in turn, the first side alternating: a slow minute of the shared
    // machine falls on both, and neither always goes first.
    const order: Side[] = run % 2 === 1 ? ['artwork', 'photos'] : ['photos', 'artwork']
    for (const side of order) {
      signal.throwIfAborted()
      progress(`photo-grids: run ${run}/${runs}, the pages with the ${side}`)
      await show(server, token, pictures, side)
      const result = await measureLighthouse(server.url, 1, reportDir, signal, {
        cpu,
        measured: PAGES.map((page) => ({ ...page, name: `${page.name}-${side}` })),
      })
      results[side].push(result)
      indexes[side].push(
        ...((result.details as { benchmarkIndexes: number[] }).benchmarkIndexes ?? []),
      )
      for (const { name } of PAGES) {
        const figures = paired.get(name) as Paired
        const tbt = sample(result, `${name}-${side}`, 'TBT')
        const score = sample(result, `${name}-${side}`, 'Performance')
        if (tbt !== null) figures.tbt[side].push(tbt)
        if (score !== null) figures.score[side].push(score)
      }
    }
  }
  // Back to the artwork the store was seeded with.
  await show(server, token, pictures, 'artwork')

  /** The median of each run's difference, photos less artwork. */
  const added = (values: Record<Side, number[]>) => {
    const differences = values.photos.flatMap((photos, i) => {
      const artwork = values.artwork[i]
      return artwork === undefined ? [] : [photos - artwork]
    })
    return differences.length > 0 ? median(differences) : null
  }
  const side: Row[] = PAGES.flatMap(({ name }) => {
    const figures = paired.get(name) as Paired
    const lost = added(figures.score)
    return [
      {
        area: 'photo-grids' as const,
        figure: 'Performance score lost with photos',
        page: name,
        value: lost === null ? null : -lost,
        unit: 'points',
        digits: 0,
        target: { op: '<=' as const, value: SCORE_NOISE },
      },
      {
        area: 'photo-grids' as const,
        figure: 'Total Blocking Time added with photos',
        page: name,
        value: added(figures.tbt),
        unit: 'ms',
        digits: 0,
        target: { op: '<=' as const, value: TBT_NOISE_MS },
      },
    ]
  })
  const medianRows = (which: Side): Row[] =>
    PAGES.flatMap(({ name }) =>
      ['Performance', 'TBT', 'main-thread work', 'LCP', 'total byte weight'].map((figure) => {
        const values = results[which].flatMap((result) => {
          const value = sample(result, `${name}-${which}`, figure)
          return value === null ? [] : [value]
        })
        const template = results[which][0]?.rows.find(
          (row) => row.page === `${name}-${which}` && row.figure === figure,
        )
        return {
          ...(template ?? { figure, unit: '', digits: 0 }),
          area: 'photo-grids' as const,
          page: `${name}-${which}`,
          value: values.length > 0 ? median(values) : null,
        } as Row
      }),
    )
  const index = (which: Side) =>
    indexes[which].length > 0 ? Math.round(median(indexes[which])) : 'not reported'
  return {
    rows: [...side, ...medianRows('artwork'), ...medianRows('photos')],
    notes: [
      `The same server and run: ${pictures.length} products shown by their seeded artwork, then each by a photograph of its own (real photographs, 1280 px uploads through the store's pipeline), measured in turn within each of ${runs} run(s) on a phone ${cpu}× slower than this machine, the first side alternating; the pages are loaded once after each switch before Lighthouse measures them.`,
      `What photos add is the median of each run's difference (photos less artwork), so a slow minute of the shared machine falls on both sides of a pair. Lighthouse CPU benchmark index, median: artwork ${index('artwork')}, photos ${index('photos')}.`,
      `Noise allowed: ${SCORE_NOISE} points of performance score, ${TBT_NOISE_MS} ms of Total Blocking Time.`,
    ],
    details: { paired: Object.fromEntries(paired), indexes },
  }
}
