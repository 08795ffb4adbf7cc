// The look of one product: colours, pattern and backdrop, all fixed before drawing either view.

import type { SeedMotif, SeedProduct, SeedStyle } from '@adire/launch-range'
import { luminance, mix, shade, tint } from './colour.ts'
import { hash, n, pick, prng } from './determinism.ts'

export interface Look {
  product: SeedProduct
  style: SeedStyle
  motif: SeedMotif
  primary: string
  secondary: string
  accent: string
  /** Outline of the silhouette. */
  line: string
  /** Stitching and fold lines drawn on the fabric: must contrast with the fabric itself. */
  seam: string
  /** Ribbing and bands: a step darker (or lighter, on near-black cloth) than the body. */
  rib: string
  /** Outline for pieces sewn onto the body (pockets, flaps), which sit on the fabric colour. */
  edge: string
  dark: boolean
  background: string
  backdrop: string
  backdropShape: 'circle' | 'arch' | 'tile'
  tile: number
  angle: number
  emblem: 'sun' | 'diamond' | 'rings'
}

const DEFAULT_STYLE: Record<SeedProduct['category'], SeedStyle> = {
  HeadWear: 'cap',
  Hoodie: 'pullover',
  Jersey: 'classic',
  Pant: 'chino',
  Polo: 'classic',
  Short: 'chino',
  'T-Shirt': 'crew',
  Sunglasses: 'wayfarer',
}

const BACKGROUNDS = ['#f6f1e9', '#eef2ee', '#f4eee9', '#edf0f5', '#f6f0df', '#f1ede6', '#f3ecef']

export function lookFor(product: SeedProduct): Look {
  const rand = prng(hash(product.slug))
  const { primary, secondary, accent } = product.colours
  const motif =
    product.motif ?? pick(rand, ['circles', 'dots', 'stripes', 'waves', 'chevrons', 'grid'])
  const dark = luminance(primary) < 0.06
  const background = pick(rand, BACKGROUNDS)
  // Stripes and pinstripes read as tailoring only when straight; other motifs may tilt.
  const straight = motif === 'stripes' || motif === 'pinstripe' || motif === 'cord'
  return {
    product,
    style: product.style ?? DEFAULT_STYLE[product.category],
    motif,
    primary,
    secondary,
    accent,
    line: dark ? tint(primary, 0.08) : shade(primary, 0.45),
    seam: dark ? tint(primary, 0.28) : shade(primary, 0.3),
    rib: dark ? tint(primary, 0.1) : shade(primary, 0.14),
    edge: dark ? tint(primary, 0.4) : shade(primary, 0.45),
    dark,
    background,
    backdrop: mix(background, primary, 0.1),
    backdropShape: pick(rand, ['circle', 'arch', 'tile'] as const),
    tile: motif === 'pinstripe' ? 22 : motif === 'cord' ? 10 : 34 + Math.floor(rand() * 26),
    angle: straight ? 0 : pick(rand, [0, 0, 45, -30, 20]),
    emblem: pick(rand, ['sun', 'diamond', 'rings'] as const),
  }
}

/** A repeating adire-style print in `colour`, as an SVG pattern (or gradient) with `id`. */
export function printDef(id: string, look: Look, colour: string, base?: string): string {
  const t = look.tile
  const transform = look.angle ? ` patternTransform="rotate(${look.angle})"` : ''
  const ground = base ? `<rect width="${t}" height="${t}" fill="${base}"/>` : ''
  const open = (w: number, h: number) =>
    `<pattern id="${id}" width="${n(w)}" height="${n(h)}" patternUnits="userSpaceOnUse"${transform}>${ground}`
  const c = colour
  switch (look.motif) {
    case 'circles':
      return `${open(t, t)}<circle cx="${n(t / 2)}" cy="${n(t / 2)}" r="${n(t * 0.34)}" fill="none" stroke="${c}" stroke-width="${n(t * 0.07)}"/><circle cx="${n(t / 2)}" cy="${n(t / 2)}" r="${n(t * 0.13)}" fill="${c}"/></pattern>`
    case 'dots':
      return `${open(t, t)}<g fill="${c}"><circle cx="${n(t / 4)}" cy="${n(t / 4)}" r="${n(t * 0.12)}"/><circle cx="${n((t * 3) / 4)}" cy="${n((t * 3) / 4)}" r="${n(t * 0.12)}"/></g></pattern>`
    case 'stripes':
      return `${open(t, t)}<rect width="${t}" height="${n(t * 0.4)}" fill="${c}"/></pattern>`
    case 'pinstripe':
      return `${open(t, t)}<rect width="2" height="${t}" fill="${c}"/></pattern>`
    case 'cord':
      return `${open(t, t)}<rect width="${n(t * 0.4)}" height="${t}" fill="${c}"/></pattern>`
    case 'waves': {
      const h = t * 0.6
      return `${open(t, h)}<path d="M0 ${n(h / 2)}Q${n(t / 4)} ${n(h / 2 - t * 0.22)} ${n(t / 2)} ${n(h / 2)}T${t} ${n(h / 2)}" fill="none" stroke="${c}" stroke-width="${n(t * 0.1)}"/></pattern>`
    }
    case 'chevrons':
      return `${open(t, t * 0.7)}<path d="M0 ${n(t * 0.5)}L${n(t / 2)} ${n(t * 0.2)}L${t} ${n(t * 0.5)}" fill="none" stroke="${c}" stroke-width="${n(t * 0.13)}" stroke-linecap="square"/></pattern>`
    case 'grid':
      return `${open(t, t)}<g fill="${c}"><rect width="${t}" height="${n(t * 0.07)}"/><rect width="${n(t * 0.07)}" height="${t}"/><circle cx="${n(t / 2)}" cy="${n(t / 2)}" r="${n(t * 0.08)}"/></g></pattern>`
    case 'rings':
      // Tie-dye: concentric bands repeating out from the middle of the piece.
      return `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="300" cy="340" r="70" spreadMethod="reflect"><stop offset="0" stop-color="${c}"/><stop offset=".5" stop-color="${c}" stop-opacity=".2"/><stop offset="1" stop-color="${look.accent}" stop-opacity=".7"/></radialGradient>`
    case 'plain':
      // Even "plain" cloth gets a faint weave so it does not look like flat vector fill.
      return `${open(8, 8)}<circle cx="2" cy="2" r="1.1" fill="${shade(base ?? look.primary, 0.12)}" opacity=".5"/></pattern>`
  }
}
