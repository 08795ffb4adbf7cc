// What the mock server reads from an uploaded photo's bytes, as the server's pipeline does:
// its format (whatever the file is called), its size and its id; and the stand-in picture
// served for an uploaded photo other than the fixture's.

/** The bytes' own format, whatever the file is called (as the server judges an upload). */
export function formatOf(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | 'avif' | 'heic' | undefined {
  const head = String.fromCharCode(...bytes.subarray(0, 12))
  if (head.startsWith('\xff\xd8\xff')) return 'jpeg'
  if (head.startsWith('\x89PNG\r\n\x1a\n')) return 'png'
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'webp'
  if (head.slice(4, 8) === 'ftyp') {
    const brand = head.slice(8, 12)
    if (brand.startsWith('avi')) return 'avif'
    if (brand.startsWith('he')) return 'heic'
  }
  return undefined
}

/** A PNG's size from its header; any other photo is taken as a 12 MP phone photo. */
export function sizeOf(bytes: Uint8Array, format: string): { width: number; height: number } {
  if (format === 'png' && bytes.length >= 24) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    return { width: view.getUint32(16), height: view.getUint32(20) }
  }
  return { width: 4032, height: 3024 }
}

/** A photo's id from its bytes, as the server's: the same photo uploaded twice is one photo. */
export async function photoId(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  return [...digest]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 20)
}

/** A stand-in for a photo's file: a coloured picture, its colour from the photo's id. */
export function photoArtwork(id: string): string {
  const hue = Number.parseInt(id.slice(0, 4), 16) % 360
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300"><rect width="400" height="300" fill="hsl(${hue} 45% 45%)"/><circle cx="200" cy="150" r="80" fill="hsl(${hue} 60% 80%)"/></svg>`
}
