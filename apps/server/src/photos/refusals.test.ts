import { MAX_PHOTO_BYTES, PHOTO_MESSAGES } from '@adire/contract'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { prepareOriginal } from './pipeline.ts'
import { MAX_DECODED_BYTES, PhotoRefused, type RefusalReason } from './refusals.ts'
import { DEEP_PNG, flatImage, photoLike, SVG, sixteenBitImage } from './test-images.ts'

async function refusal(upload: Uint8Array | Promise<Uint8Array>): Promise<PhotoRefused> {
  const error = await prepareOriginal(await upload).catch((thrown: unknown) => thrown)
  expect(error).toBeInstanceOf(PhotoRefused)
  return error as PhotoRefused
}

async function expectRefused(
  upload: Uint8Array | Promise<Uint8Array>,
  reason: RefusalReason,
  status: number,
) {
  const error = await refusal(upload)
  expect(error.reason).toBe(reason)
  expect(error.status).toBe(status)
  expect(error.message).toBe(PHOTO_MESSAGES[reason])
}

describe('uploads that are not photos the store can use are refused', () => {
  it('an empty file', () => expectRefused(new Uint8Array(), 'empty', 400))

  // Only the content counts: the pipeline is never told a file's name or declared type.
  it('SVG, which sharp could read', async () => {
    await expectRefused(SVG, 'notPhoto', 415)
    await expectRefused(
      Buffer.from(SVG.toString().replace('<?xml version="1.0"?>', '')),
      'notPhoto',
      415,
    )
  })

  it('GIF and TIFF', async () => {
    await expectRefused(flatImage(64, 64).gif().toBuffer(), 'notPhoto', 415)
    await expectRefused(flatImage(64, 64).tiff().toBuffer(), 'notPhoto', 415)
  })

  it('a text file, and a JPEG-looking header on something else', async () => {
    await expectRefused(Buffer.from('Not a photo at all\n'), 'notPhoto', 415)
    await expectRefused(Buffer.from([0xff, 0xd8, 0xff, 0x00, 1, 2, 3]), 'damaged', 422)
  })

  it('a file over 15 MB, before reading it', async () => {
    const large = Buffer.alloc(MAX_PHOTO_BYTES + 1)
    ;(await photoLike(64, 64).jpeg().toBuffer()).copy(large)
    await expectRefused(large, 'tooLarge', 413)
  })

  it('a decompression bomb: a small PNG of 64 megapixels, from its header', async () => {
    const bomb = await sharp({
      create: { width: 8000, height: 8000, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer()
    expect(bomb.byteLength).toBeLessThan(1024 * 1024)
    await expectRefused(bomb, 'tooManyPixels', 422)
  })

  // Issue 42, D8: under 50 MP, but 392 MB decoded; it took 390 MB and 12-20 s of a core.
  it('a small 16-bit PNG that opens to 392 MB: under 50 megapixels, refused from its header', async () => {
    const deep = await sixteenBitImage(DEEP_PNG.width, DEEP_PNG.height).png().toBuffer()
    expect(deep.byteLength).toBeLessThan(3 * 1024 * 1024)
    const header = await sharp(deep).metadata()
    expect(header).toMatchObject({ depth: 'ushort', channels: 4 })
    expect(header.width * header.height * 4 * 2).toBeGreaterThan(MAX_DECODED_BYTES)
    await expectRefused(deep, 'tooMuchData', 422)
  })

  it('a photo more than ten times as long as wide', async () => {
    await expectRefused(flatImage(100, 1001).png().toBuffer(), 'shape', 422)
    await expectRefused(flatImage(1001, 100).png().toBuffer(), 'shape', 422)
  })

  it('a truncated JPEG', async () => {
    const whole = await photoLike(800, 600).jpeg().toBuffer()
    await expectRefused(whole.subarray(0, whole.byteLength / 2), 'damaged', 422)
  })

  it('a truncated PNG', async () => {
    const whole = await photoLike(800, 600).png().toBuffer()
    await expectRefused(whole.subarray(0, whole.byteLength / 2), 'damaged', 422)
  })

  // sharp's own builds cannot write HEVC, so the HEIC is an iPhone photo's opening box (`ftyp`,
  // brand `heic`) and the rest of the file: it is refused from those bytes, before any decoder.
  it('HEIC (HEVC in HEIF), as an iPhone saves it', () => {
    const ftyp = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic', 'latin1'),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('mif1heic', 'latin1'),
    ])
    return expectRefused(Buffer.concat([ftyp, Buffer.alloc(4096, 7)]), 'heic', 415)
  })
})
