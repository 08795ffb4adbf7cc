import { PHOTO_FORMATS, PHOTO_WIDTHS, type PhotoFormat, photoFileName } from '@adire/contract'
import sharp, { type Metadata } from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_TYPES } from './names.ts'
import { makeVariants, type Original, prepareOriginal, widthsFor } from './pipeline.ts'
import type { PhotoFile } from './store.ts'
import {
  flatImage,
  MARKER,
  phoneJpeg,
  photoLike,
  sixteenBitImage,
  transparentPng,
} from './test-images.ts'

/** What sharp reports of each format's files, by their content. */
const DECODED_AS: Record<PhotoFormat, Partial<Metadata>> = {
  avif: { format: 'heif', compression: 'av1' },
  webp: { format: 'webp' },
  jpeg: { format: 'jpeg' },
}

function expectNoMetadata(header: Metadata) {
  expect(header.exif).toBeUndefined()
  expect(header.xmp).toBeUndefined()
  expect(header.iptc).toBeUndefined()
  expect(header.icc).toBeUndefined()
  expect(header.orientation).toBeUndefined()
}

/** The colour of the pixel at (x, y). */
async function pixel(bytes: Uint8Array, x: number, y: number) {
  const { data } = await sharp(bytes)
    .extract({ left: x, top: y, width: 1, height: 1 })
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true })
  return [...data]
}

describe('a 12 MP phone photo, stored sideways with GPS', () => {
  let upload: Buffer
  let original: Original
  let files: PhotoFile[]

  beforeAll(async () => {
    upload = await phoneJpeg(4000, 3000)
    original = await prepareOriginal(upload)
    files = await makeVariants(original)
  }, 180_000)

  it('is what the tests mean it to be', async () => {
    const header = await sharp(upload).metadata()
    expect(header).toMatchObject({ format: 'jpeg', width: 4000, height: 3000, orientation: 6 })
    expect(header.exif?.toString('latin1')).toContain('AdireCam')
    // The GPS sub-directory's tag (0x8825), in either byte order.
    const gpsTag = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])]
    expect(gpsTag.some((tag) => header.exif?.includes(tag))).toBe(true)
    expect(header.xmp).toBeDefined()
    expect(header.icc).toBeDefined()
  })

  it('keeps an upright JPEG original at full size, without any metadata', async () => {
    expect(original).toMatchObject({ format: 'jpeg', width: 3000, height: 4000 })
    expect(original.id).toMatch(/^[0-9a-f]{20}$/)
    const header = await sharp(original.bytes).metadata()
    expect(header).toMatchObject({ format: 'jpeg', width: 3000, height: 4000 })
    expectNoMetadata(header)
    // Orientation 6 turns the stored top-left corner to the top right.
    const [red, green] = await pixel(original.bytes, 3000 - MARKER / 2, MARKER / 2)
    expect(red).toBeGreaterThan(200)
    expect(green).toBeLessThan(60)
  })

  it('makes every width in AVIF, WebP and JPEG, each upright and without any metadata', async () => {
    expect(files.map((file) => file.key)).toEqual(
      PHOTO_WIDTHS.flatMap((width) =>
        PHOTO_FORMATS.map((format) => photoFileName(original.id, width, format)),
      ),
    )
    for (const [index, file] of files.entries()) {
      const width = PHOTO_WIDTHS[Math.floor(index / 3)] as number
      const format = PHOTO_FORMATS[index % 3] as PhotoFormat
      expect(file.contentType).toBe(CONTENT_TYPES[format])
      const header = await sharp(file.bytes).metadata()
      expect(header).toMatchObject({
        ...DECODED_AS[format],
        width,
        height: Math.round((width * 4) / 3),
      })
      expectNoMetadata(header)
      if (format === 'jpeg') expect(header.isProgressive).toBe(true)
    }
  })

  it('keeps the 640 px AVIF, a 360 px phone screen at 2x, small', () => {
    const avif640 = files.find((file) => file.key === photoFileName(original.id, 640, 'avif'))
    expect(avif640?.bytes.byteLength).toBeLessThan(60 * 1024)
  })

  it('gives the same photo the same id', async () => {
    expect((await prepareOriginal(upload)).id).toBe(original.id)
  }, 60_000)
})

describe('photos', () => {
  it('differing only in metadata are one photo', async () => {
    const [one, two] = await Promise.all([
      phoneJpeg(600, 400, { make: 'One' }),
      phoneJpeg(600, 400, { make: 'Two' }),
    ])
    expect(one.equals(two)).toBe(false)
    const [first, second] = await Promise.all([prepareOriginal(one), prepareOriginal(two)])
    expect(first.id).toBe(second.id)
  })

  it('are made in the widths that fit, never enlarged, and at least one', () => {
    expect(widthsFor(4000)).toEqual([320, 640, 960, 1280])
    expect(widthsFor(1280)).toEqual([320, 640, 960, 1280])
    expect(widthsFor(1000)).toEqual([320, 640, 960])
    expect(widthsFor(320)).toEqual([320])
    expect(widthsFor(200)).toEqual([200])
  })

  it('narrower than every width keep their own', async () => {
    const original = await prepareOriginal(await photoLike(200, 150).png().toBuffer())
    const files = await makeVariants(original)
    expect(files.map((file) => file.key)).toEqual(
      PHOTO_FORMATS.map((format) => photoFileName(original.id, 200, format)),
    )
    const header = await sharp(files[0]?.bytes).metadata()
    expect(header).toMatchObject({ width: 200, height: 150 })
  })

  it('with transparency keep it, in a PNG original; the JPEG shows white', async () => {
    const original = await prepareOriginal(await transparentPng(700, 500))
    expect(original).toMatchObject({ format: 'png', width: 700, height: 500 })
    const files = await makeVariants(original)
    expect(files.map((file) => file.key.split('-')[1])).toEqual([
      '320.avif',
      '320.webp',
      '320.jpg',
      '640.avif',
      '640.webp',
      '640.jpg',
    ])
    for (const file of files) {
      const header = await sharp(file.bytes).metadata()
      expect(header.hasAlpha).toBe(!file.key.endsWith('.jpg'))
    }
    const jpeg = files.find((file) => file.key.endsWith('-320.jpg'))?.bytes as Uint8Array
    expect(await pixel(jpeg, 10, 10)).toEqual([255, 255, 255])
  })

  it('with an alpha channel but no transparency keep a JPEG original', async () => {
    const original = await prepareOriginal(await flatImage(500, 400).png().toBuffer())
    expect(original.format).toBe('jpeg')
  })

  it('in grey with an alpha channel keep their transparency, or a JPEG when they have none', async () => {
    const grey = (alpha: number) => flatImage(300, 200, { alpha }).toColourspace('b-w').png()
    expect(await sharp(await grey(0.5).toBuffer()).metadata()).toMatchObject({ channels: 2 })
    expect((await prepareOriginal(await grey(0.5).toBuffer())).format).toBe('png')
    expect((await prepareOriginal(await grey(1).toBuffer())).format).toBe('jpeg')
  })

  it('at 16 bits a sample are kept at 8, upright, with their transparency or as a JPEG', async () => {
    const sideways = await sixteenBitImage(600, 400)
      .withMetadata({ orientation: 6 })
      .png()
      .toBuffer()
    expect(await sharp(sideways).metadata()).toMatchObject({ depth: 'ushort', orientation: 6 })
    const original = await prepareOriginal(sideways)
    expect(original).toMatchObject({ format: 'png', width: 400, height: 600 })
    const header = await sharp(original.bytes).metadata()
    expect(header).toMatchObject({ depth: 'uchar', channels: 4 })
    expectNoMetadata(header)
    const opaque = await sixteenBitImage(600, 400, { alpha: 1 }).png().toBuffer()
    expect(await prepareOriginal(opaque)).toMatchObject({ format: 'jpeg', width: 600 })
    const grey = await flatImage(300, 200, { alpha: 0.5 }).toColourspace('grey16').png().toBuffer()
    expect((await prepareOriginal(grey)).format).toBe('png')
  })

  it.each([
    ['WebP', () => photoLike(900, 600).webp().toBuffer()],
    ['AVIF', () => photoLike(900, 600).avif().toBuffer()],
  ])('in %s are taken', async (_format, make) => {
    const original = await prepareOriginal(await make())
    expect(original).toMatchObject({ format: 'jpeg', width: 900, height: 600 })
    expect((await makeVariants(original)).length).toBe(3 * 2)
  })
})
