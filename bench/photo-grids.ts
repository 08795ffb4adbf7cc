/**
 * Photographs in the grids (issue 41): Lighthouse on the shopper pages that show products (home,
 * collection, a product), first with the seeded artwork, then, on the same server in the same
 * run, with every product on sale shown by an uploaded photograph, side by side. The photographs
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
import { progress } from './log.ts'
import type { BenchPage } from './pages.ts'
import { type AreaResult, figureOf, type Row } from './report.ts'
import type { BenchServer } from './server.ts'
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

/** Uploads a photo for every product on sale and makes it the product's first image. */
async function photographEveryProduct(server: BenchServer, token: string): Promise<number> {
  const list = (await (
    await fetch(`${server.url}/api/products/list`)
  ).json()) as ProductListResponse
  for (const [index, { _id: id }] of list.products.entries()) {
    const uploaded = await fetch(`${server.url}/api/admin/photos`, {
      method: 'POST',
      headers: { token },
      body: new Uint8Array(await photoFor(index)),
    })
    if (uploaded.status !== 201) throw new Error(`Upload answered ${uploaded.status}`)
    const { photo } = (await uploaded.json()) as { photo: { id: string; widths: number[] } }
    const image = photoPath(photo.id, Math.max(...photo.widths), 'jpeg')
    const { product } = (await (
      await fetch(`${server.url}/api/admin/products/${id}`, { headers: { token } })
    ).json()) as AdminProductResponse
    const saved = await fetch(`${server.url}/api/admin/products/${id}`, {
      method: 'PUT',
      headers: { token, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ...productDraftOf(product),
        images: [image, ...product.image.slice(1)],
      }),
    })
    if (saved.status !== 200) throw new Error(`Saving ${id} answered ${saved.status}`)
    if (index % 10 === 9) progress(`photo-grids: ${index + 1} products photographed`)
  }
  return list.products.length
}

export async function measurePhotoGrids(
  server: BenchServer,
  runs: number,
  reportDir: string,
  signal: AbortSignal,
): Promise<AreaResult> {
  progress('photo-grids: Lighthouse with the artwork')
  const artwork = await measureLighthouse(
    server.url,
    runs,
    reportDir,
    signal,
    PAGES.map((page) => ({ ...page, name: `${page.name}-artwork` })),
  )
  progress('photo-grids: a photograph for every product')
  const token = await teamMember(server)
  const photographed = await photographEveryProduct(server, token)
  signal.throwIfAborted()
  progress('photo-grids: Lighthouse with the photographs')
  const photos = await measureLighthouse(
    server.url,
    runs,
    reportDir,
    signal,
    PAGES.map((page) => ({ ...page, name: `${page.name}-photos` })),
  )

  const side: Row[] = PAGES.flatMap(({ name }) => {
    const scoreA = figureOf(artwork.rows, `${name}-artwork`, 'Performance')
    const scoreP = figureOf(photos.rows, `${name}-photos`, 'Performance')
    const tbtA = figureOf(artwork.rows, `${name}-artwork`, 'TBT')
    const tbtP = figureOf(photos.rows, `${name}-photos`, 'TBT')
    return [
      {
        area: 'photo-grids' as const,
        figure: 'Performance score lost with photos',
        page: name,
        value: scoreA === null || scoreP === null ? null : scoreA - scoreP,
        unit: 'points',
        digits: 0,
        target: { op: '<=' as const, value: SCORE_NOISE },
      },
      {
        area: 'photo-grids' as const,
        figure: 'Total Blocking Time added with photos',
        page: name,
        value: tbtA === null || tbtP === null ? null : tbtP - tbtA,
        unit: 'ms',
        digits: 0,
        target: { op: '<=' as const, value: TBT_NOISE_MS },
      },
    ]
  })
  return {
    rows: [
      ...side,
      ...[...artwork.rows, ...photos.rows]
        .filter((row) =>
          /^(Performance|TBT|main-thread work|LCP|total byte weight)$/.test(row.figure),
        )
        .map((row) => ({ ...row, area: 'photo-grids' as const })),
    ],
    notes: [
      `The same server and run: the pages first with the seeded artwork, then with ${photographed} products each shown by a photograph of its own (real photographs, 1280 px uploads through the store's pipeline).`,
      `Noise allowed: ${SCORE_NOISE} points of performance score, ${TBT_NOISE_MS} ms of Total Blocking Time.`,
      ...artwork.notes.map((note) => `artwork: ${note}`),
      ...photos.notes.map((note) => `photos: ${note}`),
    ],
    details: { artwork: artwork.details, photos: photos.details },
  }
}
