import sharp from 'sharp'

/**
 * Images for the photo tests, made on the fly rather than kept in git. `photoLike` pixels are
 * smooth gradients with folds and fine noise, so that encoders meet something like a photo of
 * cloth rather than flat colour (which any encoder shrinks to nothing).
 */

const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Adire test"/>' +
  '</rdf:RDF></x:xmpmeta>'

/** Where the photos "were taken": Lagos. */
export const GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '6/1 27/1 0/1',
  GPSLongitudeRef: 'E',
  GPSLongitude: '3/1 23/1 0/1',
}

/** The side of the red square in the stored top-left corner of `photoLike` pixels. */
export const MARKER = 200

/** Raw RGB pixels of a photo-like picture, with a red `MARKER` square in its top-left corner. */
export function photoLike(width: number, height: number) {
  const data = Buffer.alloc(width * height * 3)
  let seed = 7
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    return ((seed >> 16) % 13) - 6
  }
  const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)))
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3
      const marker = x < MARKER && y < MARKER
      const fold = Math.sin(x / 90 + Math.sin(y / 140) * 2) * 35
      data[i] = marker ? 255 : clamp(110 + (x / width) * 70 + fold + noise())
      data[i + 1] = marker ? 0 : clamp(70 + (y / height) * 80 + fold / 2 + noise())
      data[i + 2] = marker ? 0 : clamp(140 - (x / width) * 50 + fold / 3 + noise())
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
}

/**
 * A phone's JPEG: stored sideways with EXIF orientation 6 (shown turned 90° clockwise), with a
 * GPS position and camera make in its EXIF, XMP, and a Display P3 colour profile.
 */
export function phoneJpeg(width: number, height: number, { make = 'AdireCam' } = {}) {
  return photoLike(width, height)
    .withExif({ IFD0: { Make: make }, IFD3: GPS })
    .withMetadata({ orientation: 6 })
    .withXmp(XMP)
    .withIccProfile('p3')
    .jpeg({ quality: 90 })
    .toBuffer()
}

/** A flat image of `width` by `height`, opaque or half see-through. */
export function flatImage(width: number, height: number, { alpha = 1 } = {}) {
  return sharp({
    create: { width, height, channels: 4, background: { r: 20, g: 90, b: 160, alpha } },
  })
}

/**
 * A flat image of `width` by `height` made RGBA at 16 bits a sample: small as a PNG (2 MB at
 * 7000 × 7000 px, made in about a second) however much it takes decoded (8 bytes a pixel).
 */
export function sixteenBitImage(width: number, height: number, { alpha = 0.5 } = {}) {
  return flatImage(width, height, { alpha }).toColourspace('rgb16')
}

/** The size of issue 42's small PNG (D8): under 50 MP, but 392 MB decoded at 16 bits RGBA. */
export const DEEP_PNG = { width: 7000, height: 7000 } as const

/** A PNG whose left half is transparent and right half opaque blue. */
export async function transparentPng(width: number, height: number) {
  const right = await flatImage(Math.ceil(width / 2), height)
    .png()
    .toBuffer()
  return flatImage(width, height, { alpha: 0 })
    .composite([{ input: right, left: Math.floor(width / 2), top: 0 }])
    .png()
    .toBuffer()
}

export const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="400" height="300">' +
    '<rect width="400" height="300" fill="#c33"/></svg>',
)
