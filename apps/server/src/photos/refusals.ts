import { MAX_PHOTO_BYTES, PHOTO_MESSAGES } from '@adire/contract'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import sharp, { type Metadata, type SharpOptions } from 'sharp'

/**
 * The most pixels a photo may have: a 48 MP phone photo passes. Decoded, 50 MP of RGBA is 200 MB,
 * so a small file that claims more (a decompression bomb) is refused from its header.
 */
export const MAX_PHOTO_PIXELS = 50_000_000

/**
 * The most bytes a photo may take decoded: 50 MP of RGBA at 8 bits a sample. The pixel limit
 * alone is not enough, as a sample may take 2 bytes or more: a 580 KB PNG of 7000 × 7000 px, RGBA
 * at 16 bits, decodes to 392 MB. Reckoned from the header, before anything is decoded.
 */
export const MAX_DECODED_BYTES = MAX_PHOTO_PIXELS * 4

/** The bytes a sample takes in each of libvips' pixel formats, as sharp's header names them. */
const SAMPLE_BYTES: Record<Metadata['depth'], number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
}

/**
 * What a photo takes decoded, from its header: width × height × channels × bytes a sample (a
 * format the table does not know counts as the widest).
 */
export function decodedBytes(header: Metadata): number {
  return header.width * header.height * header.channels * (SAMPLE_BYTES[header.depth] ?? 16)
}

/**
 * How many times longer than wide (or wider than long) a photo may be. A 1280 px wide WebP of a
 * longer photo would pass WebP's limit of 16383 px, and no product photo is that shape.
 */
export const MAX_ASPECT_RATIO = 10

/**
 * How sharp reads every upload: a truncated file, or one its decoder reports an error in, fails
 * rather than decoding with a grey end ('error'). A JPEG with damaged data its decoder can get
 * past is decoded as well as it can be, as the owner sees in the editor: sharp's default,
 * 'warning', would refuse it, but also the photos some cameras save with a harmless warning.
 * Nothing over the pixel limit is decoded, even if a check were missed.
 */
export const SHARP_INPUT = {
  failOn: 'error',
  limitInputPixels: MAX_PHOTO_PIXELS,
} as const satisfies SharpOptions

export type RefusalReason = keyof typeof PHOTO_MESSAGES

const STATUSES: Record<RefusalReason, ContentfulStatusCode> = {
  empty: 400,
  tooLarge: 413,
  notPhoto: 415,
  heic: 415,
  tooManyPixels: 422,
  tooMuchData: 422,
  shape: 422,
  damaged: 422,
}

/**
 * An upload the pipeline will not take, with a message for the person who sent it. Thrown, it
 * is answered by `handleError` like any `HTTPException`: `{ success: false, message }`.
 */
export class PhotoRefused extends HTTPException {
  constructor(
    readonly reason: RefusalReason,
    cause?: unknown,
  ) {
    super(STATUSES[reason], { message: PHOTO_MESSAGES[reason], cause })
  }
}

/** ISO media brands of AVIF files, and of HEIF files whose codec only their metadata tells. */
const AVIF_BRANDS = new Set(['avif', 'avis', 'mif1', 'msf1', 'miaf'])
/** ISO media brands of HEIC (HEVC) files, as iPhones save them. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs'])

/**
 * The format a file's first bytes show, whatever its name or declared type. Checked before sharp
 * reads it, so that sharp's loaders for other formats (SVG, GIF, TIFF…) never parse an upload.
 */
function sniff(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | 'heif' | 'heic' | undefined {
  const head = Buffer.from(bytes.subarray(0, 12)).toString('latin1')
  if (head.startsWith('\xff\xd8\xff')) return 'jpeg'
  if (head.startsWith('\x89PNG\r\n\x1a\n')) return 'png'
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'webp'
  if (head.slice(4, 8) === 'ftyp') {
    const brand = head.slice(8, 12)
    if (AVIF_BRANDS.has(brand)) return 'heif'
    if (HEIC_BRANDS.has(brand)) return 'heic'
  }
  return undefined
}

/**
 * Runs sharp's work on an upload whose first bytes showed an accepted format: what fails now is
 * the file (a corrupt header, truncated or corrupt pixels, more pixels than sharp will read),
 * and is refused as such. The error is kept as the refusal's cause.
 */
export async function decoding<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new PhotoRefused('tooManyPixels', error)
    }
    throw new PhotoRefused('damaged', error)
  }
}

/**
 * Checks an upload from its size, first bytes and header, before anything is decoded, and
 * returns its header. Throws `PhotoRefused` for anything but a JPEG, PNG, WebP or AVIF photo of at
 * most 15 MB, 50 MP and 200 MB decoded, at most ten times as long as wide.
 */
export async function inspectUpload(bytes: Uint8Array): Promise<Metadata> {
  if (bytes.byteLength === 0) throw new PhotoRefused('empty')
  if (bytes.byteLength > MAX_PHOTO_BYTES) throw new PhotoRefused('tooLarge')
  const sniffed = sniff(bytes)
  if (sniffed === 'heic') throw new PhotoRefused('heic')
  if (sniffed === undefined) throw new PhotoRefused('notPhoto')
  const header = await decoding(() => sharp(bytes, SHARP_INPUT).metadata())
  if (header.format !== sniffed) throw new PhotoRefused('notPhoto')
  // AVIF is HEIF with AV1 inside; the same container with HEVC inside is HEIC.
  if (header.format === 'heif' && header.compression !== 'av1') throw new PhotoRefused('heic')
  // sharp's loaders check their header against `limitInputPixels` too; this check does not
  // depend on each one doing so.
  if (header.width * header.height > MAX_PHOTO_PIXELS) throw new PhotoRefused('tooManyPixels')
  if (decodedBytes(header) > MAX_DECODED_BYTES) throw new PhotoRefused('tooMuchData')
  const [shorter, longer] = [header.width, header.height].sort((a, b) => a - b) as [number, number]
  if (longer > shorter * MAX_ASPECT_RATIO) throw new PhotoRefused('shape')
  return header
}
