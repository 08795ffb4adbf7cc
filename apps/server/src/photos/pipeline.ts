import { createHash } from 'node:crypto'
import { PHOTO_FORMATS, PHOTO_WIDTHS, type PhotoFormat, photoFileName } from '@adire/contract'
import sharp, { type Metadata, type Sharp } from 'sharp'
import { CONTENT_TYPES, type OriginalFormat, originalKey } from './names.ts'
import { decoding, inspectUpload, SHARP_INPUT } from './refusals.ts'
import type { PhotoFile } from './store.ts'

/**
 * How each width is encoded, for phones on mobile data: the 640 px AVIF of a photo comes to
 * 5-35 KB (the most for the most detailed). AVIF is the slow one, on one core. Its effort 3 takes a third to a seventh of effort
 * 4's time (about a second rather than several for 1280 px) for files 2-8% larger at the same
 * quality, as measured on real photos. JPEG is the fallback for browsers that take neither:
 * mozjpeg makes it progressive and smaller.
 */
export const ENCODINGS = {
  avif: { quality: 50, effort: 3, chromaSubsampling: '4:2:0' },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 75, mozjpeg: true },
} as const

/**
 * The kept original: quality 95 is enough for any width made later, and 4:4:4 keeps colour
 * edges for encoding again. Without optimised coding, libjpeg writes as it reads rather than
 * holding the whole photo's coefficients (72 MB at 12 MP), for a file 5-15% larger and made in
 * half the time.
 */
const ORIGINAL_JPEG = { quality: 95, chromaSubsampling: '4:4:4', optimiseCoding: false } as const

// One libvips thread per image (sharp's own default on Linux with glibc, where more threads
// fragment memory; here on every platform), and no cache of libvips operations: it only pays
// when the same image is processed again, which uploads never are.
sharp.concurrency(1)
sharp.cache(false)

let queue: Promise<unknown> = Promise.resolve()

/**
 * Runs `work` after the photo work already started in this process. One upload at a time holds
 * at most one decoded photo rather than one per upload (a 48 MP photo turned upright added 170 MB
 * to the process's peak, a 12 MP one 100 MB), and uses about one core (AVIF encoding does not
 * spread over threads here), leaving the other of a two-core server to shoppers.
 */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work)
  queue = run.catch(() => undefined)
  return run
}

/**
 * An accepted upload, as the pipeline reads it. A photo of more than 8 bits a sample (a 16-bit
 * PNG) is made 8-bit sRGB as it is decoded, before anything holds it whole (turning it upright
 * does), so it takes half the memory it would at its own depth: what is kept and served is 8-bit
 * anyway. An 8-bit photo is read as it always was, so the same upload still makes the same
 * original, and the same id.
 */
function read(upload: Uint8Array, header: Metadata): Sharp {
  const image = sharp(upload, SHARP_INPUT)
  return header.depth === 'uchar' ? image : image.pipelineColourspace('srgb')
}

/**
 * Whether a photo with an alpha channel is opaque all over. Only its alpha is decoded, made
 * 8-bit as it is read (a byte a pixel), and then searched for its lowest value: sharp's `stats()`
 * of the upload would hold the whole photo decoded at its own depth (392 MB for 49 MP of 16-bit
 * RGBA, 196 MB at 8 bits).
 */
async function isOpaque(upload: Uint8Array): Promise<boolean> {
  const { data, info } = await decoding(() =>
    sharp(upload, SHARP_INPUT)
      .pipelineColourspace('srgb')
      .extractChannel('alpha')
      .raw()
      .toBuffer({ resolveWithObject: true }),
  )
  const raw = { width: info.width, height: info.height, channels: 1 } as const
  const [alpha] = (await sharp(data, { raw }).stats()).channels
  return alpha?.min === 255
}

/** A photo's original, upright and without metadata, as kept. */
export interface Original {
  /** The first 20 hex digits of the SHA-256 of `bytes`. */
  id: string
  format: OriginalFormat
  bytes: Buffer
  width: number
  height: number
}

/**
 * Checks an upload (throwing `PhotoRefused`) and makes its original: turned upright by its EXIF
 * orientation, converted to sRGB by its colour profile, and stripped of all metadata (EXIF with
 * any GPS position, XMP, IPTC, the profile). A JPEG at quality 95, or a PNG when the photo has
 * transparency: lossless WebP would be a third of the size, but takes ten times as long and
 * holds several times the photo in memory (370 MB more at 12 MP), and is limited to 16383 px.
 * The id is the hash of these bytes, not of the upload's: it names exactly what is kept, and
 * uploads that differ only in their metadata are one photo.
 */
export async function prepareOriginal(upload: Uint8Array): Promise<Original> {
  // The header checks run at once, so a refused upload is not kept waiting for another's work.
  const header = await inspectUpload(upload)
  return oneAtATime(async () => {
    const transparent = header.hasAlpha && !(await isOpaque(upload))
    const upright = read(upload, header).autoOrient()
    const encoder = transparent ? upright.png() : upright.removeAlpha().jpeg(ORIGINAL_JPEG)
    const { data, info } = await decoding(() => encoder.toBuffer({ resolveWithObject: true }))
    return {
      id: createHash('sha256').update(data).digest('hex').slice(0, 20),
      format: transparent ? 'png' : 'jpeg',
      bytes: data,
      width: info.width,
      height: info.height,
    }
  })
}

/**
 * The widths made of a photo `width` px wide: the storefront's widths that fit, as a photo is
 * never enlarged; a photo narrower than all of them keeps its own.
 */
export function widthsFor(width: number): number[] {
  const fitting = PHOTO_WIDTHS.filter((candidate) => candidate <= width)
  return fitting.length > 0 ? fitting : [width]
}

function encode(image: Sharp, format: PhotoFormat): Sharp {
  if (format === 'avif') return image.avif(ENCODINGS.avif)
  if (format === 'webp') return image.webp(ENCODINGS.webp)
  // JPEG has no transparency: a transparent photo is shown on white, like the storefront's pages.
  return image.flatten({ background: '#ffffff' }).jpeg(ENCODINGS.jpeg)
}

/**
 * The files served for a photo: each width in each format, made from the kept original (as new
 * widths will be later). Each width is decoded and resized once, then encoded three times.
 */
export function makeVariants(
  original: Original,
  widths = widthsFor(original.width),
): Promise<PhotoFile[]> {
  return oneAtATime(async () => {
    const files: PhotoFile[] = []
    for (const width of widths) {
      const { data, info } = await sharp(original.bytes, SHARP_INPUT)
        .resize({ width, withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true })
      const raw = { width: info.width, height: info.height, channels: info.channels }
      for (const format of PHOTO_FORMATS) {
        files.push({
          key: photoFileName(original.id, width, format),
          contentType: CONTENT_TYPES[format],
          bytes: await encode(sharp(data, { raw }), format).toBuffer(),
        })
      }
    }
    return files
  })
}

/** The original as a file to keep (never served: see `originalKey`). */
export function originalFile(original: Original): PhotoFile {
  return {
    key: originalKey(original.id, original.format),
    contentType: CONTENT_TYPES[original.format],
    bytes: original.bytes,
  }
}
