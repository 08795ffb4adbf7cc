/**
 * Draws the launch catalogue's product images: two small SVG illustrations per seed product,
 * written to apps/storefront/public/images/products/. Everything is derived from the seed data
 * and a hash of the slug, so re-running the script reproduces the same bytes.
 *
 * Run with: npx tsx scripts/generate-artwork.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SEED_PRODUCTS, type SeedMotif, type SeedProduct, type SeedStyle } from '@adire/catalogue'

const OUT_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'apps/storefront/public/images/products',
)

type View = 1 | 2

// ---------------------------------------------------------------------------------------------
// Determinism helpers: a string hash seeds a tiny PRNG, so choices are stable per slug.

function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

function prng(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function pick<T>(rand: () => number, items: readonly T[]): T {
  const item = items[Math.floor(rand() * items.length)]
  if (item === undefined) throw new Error('pick from an empty list')
  return item
}

/** Rounds to one decimal so generated numbers stay short and identical across runs. */
function n(value: number): string {
  return String(Math.round(value * 10) / 10)
}

// ---------------------------------------------------------------------------------------------
// Colour helpers.

function rgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16)
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
}

function mix(a: string, b: string, t: number): string {
  const ca = rgb(a)
  const cb = rgb(b)
  return `#${ca
    .map((v, i) =>
      Math.round(v + ((cb[i] ?? 0) - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

const shade = (c: string, t: number) => mix(c, '#000000', t)
const tint = (c: string, t: number) => mix(c, '#ffffff', t)

/** Relative luminance, 0 (black) to 1 (white); decides whether seams go lighter or darker. */
function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((v) => {
    const s = v / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0)
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

// ---------------------------------------------------------------------------------------------
// The look of one product: colours, pattern and backdrop, all fixed before drawing either view.

interface Look {
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

function lookFor(product: SeedProduct): Look {
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
function printDef(id: string, look: Look, colour: string, base?: string): string {
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

// ---------------------------------------------------------------------------------------------
// A tiny drawing surface: collects defs and body markup for one view.

interface PieceOptions {
  /** Base colour; defaults to the product's primary. */
  fill?: string
  /** Paint server to lay over the base (e.g. 'url(#p)'); null for none. */
  print?: string | null
  /** Whether to add the soft side-lighting gradient. */
  lit?: boolean
  stroke?: string
  strokeWidth?: number
  /** A piece sewn on top of the body: tinted a touch and edged so it separates from the print. */
  inner?: boolean
}

class Canvas {
  readonly defs: string[] = []
  readonly body: string[] = []
  private count = 0

  constructor(readonly look: Look) {}

  /**
   * A fabric piece: base colour, print, light gradient, outline. The shape is stored once in
   * defs and reused, which keeps files small.
   */
  piece(d: string, options: PieceOptions = {}): this {
    const { look } = this
    const id = `s${this.count++}`
    const print = options.print === undefined ? 'url(#p)' : options.print
    this.defs.push(`<path id="${id}" d="${d}"/>`)
    this.body.push(`<use href="#${id}" fill="${options.fill ?? look.primary}"/>`)
    if (print) this.body.push(`<use href="#${id}" fill="${print}"/>`)
    if (options.inner) {
      this.body.push(`<use href="#${id}" fill="${look.dark ? '#fff' : '#000'}" opacity=".1"/>`)
    }
    if (options.lit !== false) this.body.push(`<use href="#${id}" fill="url(#g)"/>`)
    const stroke = options.stroke ?? (options.inner ? look.edge : look.line)
    const width = options.strokeWidth ?? (options.inner ? 3 : 3.5)
    this.body.push(
      `<use href="#${id}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linejoin="round"/>`,
    )
    return this
  }

  /** A flat shape with an outline, for bands, pockets and hardware. */
  shape(d: string, fill: string, stroke = this.look.line, width = 3): this {
    this.body.push(
      `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="${width}" stroke-linejoin="round"/>`,
    )
    return this
  }

  /** Stitching, folds and cords. */
  line(d: string, colour = this.look.seam, width = 2.5, extra = ''): this {
    this.body.push(
      `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"${extra}/>`,
    )
    return this
  }

  /** Dashed top-stitching, the detail that makes a flat drawing read as sewn cloth. */
  stitch(d: string, colour = this.look.seam): this {
    return this.line(d, colour, 2, ' stroke-dasharray="7 6" opacity=".8"')
  }

  raw(markup: string): this {
    this.body.push(markup)
    return this
  }
}

/** Mirrors a path's x coordinates around the centre line (x = 300); keeps sleeves symmetrical. */
function mirror(d: string): string {
  // Paths here use absolute commands with x/y pairs, except H (x only) and V (y only).
  const tokens = d.match(/[A-Za-z]|-?\d*\.?\d+/g) ?? []
  const out: string[] = []
  let command = ''
  let index = 0
  for (const token of tokens) {
    if (/[A-Za-z]/.test(token)) {
      command = token
      index = 0
      out.push(token)
      continue
    }
    const value = Number(token)
    let flipX = false
    if (command === 'H') flipX = true
    else if (command === 'A') flipX = index % 7 === 5
    else if (command !== 'V') flipX = index % 2 === 0
    if (command === 'A' && index % 7 === 4) {
      // The sweep flag flips with the mirror so arcs still bulge outwards.
      out.push(String(1 - value))
    } else {
      out.push(flipX ? n(600 - value) : token)
    }
    index++
  }
  return out.join(' ').replace(/ ?([A-Za-z]) ?/g, '$1')
}

/** A left-side path and its mirror image, joined: pockets, cuffs, seams. */
function both(d: string): string {
  return `${d}${mirror(d)}`
}

// ---------------------------------------------------------------------------------------------
// T-shirts, polos and jerseys share a body block.

const TEE = {
  front:
    'M252 140Q300 190 348 140L420 164L506 284L450 318L430 270L432 566Q300 578 168 566L170 270L150 318L94 284L180 164Z',
  back: 'M252 140Q300 156 348 140L420 164L506 284L450 318L430 270L432 566Q300 578 168 566L170 270L150 318L94 284L180 164Z',
}

function drawTee(c: Canvas, view: View): void {
  const { look } = c
  const allOver = look.style !== 'pocket'
  if (view === 1) c.shape('M252 140Q300 160 348 140Q300 190 252 140Z', shade(look.primary, 0.3))
  c.piece(view === 1 ? TEE.front : TEE.back, { print: allOver ? 'url(#p)' : null })
  c.line(view === 1 ? 'M252 140Q300 190 348 140' : 'M252 140Q300 156 348 140', look.rib, 11)
  c.line(both('M103 271L159 305'))
  c.stitch('M170 548Q300 560 430 548')
  if (view === 1 && look.style === 'pocket') {
    c.piece('M336 236H392V298Q364 308 336 298Z', { fill: look.secondary, inner: true })
    c.line('M336 250H392', look.accent, 3)
  }
  if (view === 2) {
    c.shape('M288 158H312V172H288Z', look.accent, look.line, 1.5)
    if (!allOver) return
    // The back carries a large adire "sun" medallion, so the two views read differently.
    const r = 80
    c.raw(
      `<g fill="none" stroke="${look.accent}" stroke-width="7"><circle cx="300" cy="320" r="${r}" fill="${look.primary}"/><circle cx="300" cy="320" r="${r - 22}" stroke-dasharray="4 10"/><circle cx="300" cy="320" r="${r - 44}" fill="${look.accent}"/></g>`,
    )
  }
}

const POLO = {
  front:
    'M254 138Q300 152 346 138L420 162L496 270L446 302L430 262L432 566Q300 578 168 566L170 262L154 302L104 270L180 162Z',
  back: 'M254 138Q300 150 346 138L420 162L496 270L446 302L430 262L432 566Q300 578 168 566L170 262L154 302L104 270L180 162Z',
}

function drawPolo(c: Canvas, view: View): void {
  const { look } = c
  const trimmed = look.style === 'trim'
  const trim = trimmed ? 'url(#q)' : null
  c.piece(view === 1 ? POLO.front : POLO.back, { print: trimmed ? null : 'url(#p)' })
  // Ribbed sleeve bands with a tipping line, the polo's signature next to the collar.
  const band = 'M104 270L154 302L163 289L113 257Z'
  c.piece(band, { fill: look.rib, print: trim, lit: false, strokeWidth: 2.5 })
  c.piece(mirror(band), { fill: look.rib, print: trim, lit: false, strokeWidth: 2.5 })
  if (!trimmed) c.line(both('M109 263L159 295'), look.accent, 3)
  c.stitch(both('M170 562V530'))
  if (view === 1) {
    c.piece('M284 158H316V290H284Z', { print: null, strokeWidth: 2.5 })
    c.raw(
      `<g fill="${tint(look.primary, 0.65)}" stroke="${look.line}" stroke-width="2"><circle cx="300" cy="216" r="6"/><circle cx="300" cy="258" r="6"/></g>`,
    )
    c.shape('M250 140Q300 118 350 140L346 154Q300 136 254 154Z', shade(look.primary, 0.25))
    const flap = 'M254 136Q274 162 300 188L262 218Q244 184 234 150Z'
    c.piece(flap, { print: trim, strokeWidth: 2.5 })
    c.piece(mirror(flap), { print: trim, strokeWidth: 2.5 })
    if (!trimmed) c.line(both('M256 210Q243 182 238 156'), look.accent, 3)
  } else {
    c.piece('M248 140Q300 120 352 140L350 164Q300 146 250 164Z', { print: trim, strokeWidth: 2.5 })
    if (!trimmed) c.line('M252 158Q300 141 348 158', look.accent, 3)
    c.stitch('M214 190Q300 202 386 190')
  }
}

const JERSEY = {
  front:
    'M258 140L300 196L342 140L418 156L502 270L448 306L428 262L430 566L170 566L172 262L152 306L98 270L182 156Z',
  back: 'M258 140Q300 156 342 140L418 156L502 270L448 306L428 262L430 566L170 566L172 262L152 306L98 270L182 156Z',
}

function drawJersey(c: Canvas, view: View): void {
  const { look } = c
  const number = String(look.product.jerseyNumber ?? 10)
  if (view === 1) c.shape('M258 140Q300 158 342 140L300 196Z', shade(look.primary, 0.35))
  c.piece(view === 1 ? JERSEY.front : JERSEY.back)
  // Raglan sleeves in the second colour, with contrast cuffs and side stripes.
  const sleeve = 'M258 140L182 156L98 270L152 306L172 262Z'
  c.piece(sleeve, { fill: look.secondary, print: null })
  c.piece(mirror(sleeve), { fill: look.secondary, print: null })
  c.shape(both('M98 270L152 306L160 295L106 259Z'), look.accent, look.line, 2.5)
  c.line(both('M182 300L181 562'), look.accent, 9)
  c.line(
    view === 1 ? 'M258 140L300 196L342 140' : 'M258 140Q300 156 342 140',
    look.accent,
    10,
    ' stroke-linejoin="round"',
  )
  const ink = luminance(look.primary) > 0.5 ? look.secondary : look.accent
  const font = 'font-family="Arial,Helvetica,sans-serif" font-weight="700" text-anchor="middle"'
  c.stitch('M172 548H428')
  if (view === 1) {
    // A generic shield badge: no federation or club crest.
    c.shape('M226 232H266V258Q266 278 246 286Q226 278 226 258Z', ink, look.line, 2)
    c.raw(`<circle cx="246" cy="254" r="8" fill="${look.primary}"/>`)
    c.raw(`<text x="354" y="276" ${font} font-size="46" fill="${ink}">${number}</text>`)
  } else {
    const big = number.length > 1
    c.raw(
      `<text x="300" y="${big ? 446 : 460}" ${font} font-size="${big ? 200 : 230}" fill="${ink}" stroke="${look.line}" stroke-width="4" paint-order="stroke">${number}</text>`,
    )
  }
}

// ---------------------------------------------------------------------------------------------
// Hoodies.

const HOODIE_BODY =
  'M240 165L178 186Q142 200 132 250L96 520L152 534L178 330L176 572H424L422 330L448 534L504 520L468 250Q458 200 422 186L360 165Z'

function drawHoodie(c: Canvas, view: View): void {
  const { look } = c
  const zip = look.style === 'zip'
  if (view === 1) c.piece('M220 192C196 52 404 52 380 192Z')
  c.piece(HOODIE_BODY)
  c.piece(both('M96 520L152 534L147 574L91 560Z'), { fill: look.rib, print: null, strokeWidth: 3 })
  c.piece('M176 572H424L422 614H178Z', { fill: look.rib, print: null, strokeWidth: 3 })
  c.line(
    Array.from({ length: 11 }, (_, i) => `M${196 + i * 20} 578V608`).join(''),
    shade(look.rib, 0.2),
    2,
  )
  c.stitch(both('M178 330Q186 260 176 192'))
  if (view === 1) {
    // The hood's opening, lined in the contrast colour, meets in a V at the neck.
    c.shape('M250 200C232 96 368 96 350 200L300 236Z', look.accent)
    c.line('M250 200C232 96 368 96 350 200L300 236Z', look.primary, 12, ' stroke-linejoin="round"')
    c.line('M244 204C224 86 376 86 356 204L300 246Z', look.line, 2.5, ' stroke-linejoin="round"')
    c.piece('M222 440H378Q393 492 408 546H192Q207 492 222 440Z', { inner: true })
    c.stitch('M228 450H372')
    if (zip) {
      c.line('M300 240V614', '#b9b9b9', 7)
      c.line('M300 240V614', '#8c8c8c', 2, ' stroke-dasharray="3 4"')
      c.shape('M293 250H307V282H293Z', '#d6d6d6', '#6f6f6f', 2)
    } else {
      // Drawcords hang from the hood eyelets, with metal tips.
      c.line('M284 214Q280 260 278 310', look.accent, 6)
      c.line('M316 214Q320 260 322 310', look.accent, 6)
      c.raw(
        `<g fill="${tint(look.accent, 0.45)}" stroke="${look.line}" stroke-width="1.5"><rect x="272" y="306" width="12" height="20" rx="3"/><rect x="316" y="306" width="12" height="20" rx="3"/></g>`,
      )
    }
  } else {
    // The hood lies flat on the back, with its centre seam.
    c.piece('M228 170C216 280 258 352 300 356C342 352 384 280 372 170C340 152 260 152 228 170Z', {
      inner: true,
    })
    c.line('M300 160V356', look.line, 2.5)
    c.stitch('M242 182C234 270 266 332 300 338C334 332 366 270 358 182')
  }
}

// ---------------------------------------------------------------------------------------------
// Pants and shorts.

function drawPants(c: Canvas, view: View): void {
  const { look } = c
  const style = look.style
  const legs: Record<string, string> = {
    wide: 'M205 110H395L442 660H318L300 282L282 660H158Z',
    jogger: 'M205 110H395L412 612L404 660H322L316 612L300 282L284 612L278 660H196L188 612Z',
    drawstring: 'M205 110H395L420 660H318L300 276L282 660H180Z',
  }
  const elastic = style === 'jogger' || style === 'drawstring'
  c.piece(legs[style] ?? 'M205 110H395L412 660H318L300 270L282 660H188Z')
  c.piece('M205 110H395L396 144H204Z', {
    fill: elastic ? look.rib : look.primary,
    print: elastic ? null : 'url(#p)',
    inner: true,
  })
  if (elastic) {
    c.line('M220 116V138M240 116V138M260 116V138M340 116V138M360 116V138M380 116V138', look.seam)
    if (view === 1) {
      c.line('M292 140Q286 180 280 214', look.accent, 5)
      c.line('M308 140Q314 180 320 214', look.accent, 5)
    }
  } else {
    c.raw(
      `<g fill="${look.primary}" stroke="${look.line}" stroke-width="2"><rect x="228" y="104" width="10" height="46" rx="2"/><rect x="362" y="104" width="10" height="46" rx="2"/></g>`,
    )
  }
  if (style === 'jogger') {
    c.piece(both('M188 612L284 612L278 660H196Z'), { fill: look.rib, print: null, lit: false })
    c.line(both('M207 150L194 606'), look.accent, 9)
  }
  if (view === 1) {
    if (!elastic) {
      c.raw(`<circle cx="300" cy="127" r="6" fill="${tint(look.primary, 0.5)}"/>`)
      c.stitch('M312 146V236Q312 252 300 258')
    }
    c.stitch(both('M214 146Q238 196 208 222'))
    if (style === 'wide') c.line(both('M262 146L258 250'), look.seam)
    else c.line(both('M246 240L234 652'), look.seam, 2)
    if (style === 'cargo') {
      c.piece(both('M192 340H246L243 446H196Z'), { inner: true })
      c.piece(both('M190 330H248L247 364H191Z'), { inner: true })
      c.shape(both('M194 614H244V634H194Z'), look.accent, look.line, 2)
    }
  } else {
    c.stitch('M204 166Q300 186 396 166')
    if (elastic) c.piece(both('M226 196H284L282 262H228Z'), { inner: true })
    else {
      c.piece(both('M222 196H284L282 262L253 274L224 262Z'), { inner: true })
      c.line(both('M230 204H276'), look.seam)
    }
    c.line('M300 150V270', look.seam)
  }
  if (style !== 'jogger') c.stitch(both('M186 644L282 644'))
}

function drawShorts(c: Canvas, view: View): void {
  const { look } = c
  const style = look.style
  const elastic = style === 'sweat' || style === 'court'
  c.piece('M196 190H404L432 478L316 494L300 330L284 494L168 478Z')
  c.piece('M196 190H404L405 224H195Z', {
    fill: elastic ? look.rib : look.primary,
    print: elastic ? null : 'url(#p)',
    inner: true,
  })
  if (style === 'court')
    c.piece(both('M196 224H224L200 482L170 478Z'), { fill: look.accent, print: null })
  if (elastic) {
    c.line('M214 196V218M236 196V218M258 196V218M342 196V218M364 196V218M386 196V218')
  } else if (style !== 'board') {
    c.raw(
      `<g fill="${look.primary}" stroke="${look.line}" stroke-width="2"><rect x="226" y="184" width="10" height="46" rx="2"/><rect x="364" y="184" width="10" height="46" rx="2"/></g>`,
    )
  }
  c.stitch(both('M172 456L284 470'))
  if (view === 1) {
    if (elastic || style === 'board') {
      // Drawcord tied in a bow at the front.
      c.line(
        'M300 212C280 196 266 214 300 214C334 214 320 196 300 212',
        look.accent,
        4.5,
        ' stroke-linejoin="round"',
      )
      c.line('M296 214Q288 250 282 272M304 214Q312 250 320 270', look.accent, 4.5)
    } else {
      c.raw(`<circle cx="300" cy="207" r="6" fill="${tint(look.primary, 0.5)}"/>`)
      c.stitch('M312 226V296Q312 310 300 316')
    }
    if (style !== 'court') c.stitch(both('M210 226Q232 270 205 292'))
    if (style === 'cargo') {
      c.piece(both('M178 316H234L232 412H184Z'), { inner: true })
      c.piece(both('M176 306H236L235 338H178Z'), { inner: true })
    }
  } else {
    c.stitch('M196 246Q300 262 404 246')
    c.piece('M318 276H376L374 340L347 350L320 340Z', { inner: true })
    if (style !== 'sweat') c.piece('M224 276H282L280 340L253 350L226 340Z', { inner: true })
    if (style === 'sweat') c.line('M330 292H364', '#9a9a9a', 4)
    c.line('M300 230V330', look.seam)
  }
}

// ---------------------------------------------------------------------------------------------
// Head wear.

function emblem(c: Canvas, x: number, y: number, r: number): void {
  const { look } = c
  const a = look.accent
  const inner = look.primary
  if (look.emblem === 'sun') {
    c.raw(
      `<g transform="translate(${x} ${y})"><circle r="${r}" fill="${a}"/><circle r="${n(r * 0.55)}" fill="none" stroke="${inner}" stroke-width="${n(r * 0.16)}" stroke-dasharray="${n(r * 0.25)} ${n(r * 0.18)}"/><circle r="${n(r * 0.22)}" fill="${inner}"/></g>`,
    )
  } else if (look.emblem === 'diamond') {
    c.raw(
      `<g transform="translate(${x} ${y})"><path d="M0 -${r}L${r} 0L0 ${r}L-${r} 0Z" fill="${a}"/><path d="M0 -${n(r * 0.5)}L${n(r * 0.5)} 0L0 ${n(r * 0.5)}L-${n(r * 0.5)} 0Z" fill="${inner}"/></g>`,
    )
  } else {
    c.raw(
      `<g transform="translate(${x} ${y})" fill="none" stroke="${a}" stroke-width="${n(r * 0.2)}"><circle r="${n(r * 0.9)}"/><circle r="${n(r * 0.45)}"/></g>`,
    )
  }
}

function drawCap(c: Canvas, view: View): void {
  const { look } = c
  const trucker = look.style === 'trucker'
  const snap = look.style === 'snapback'
  const mesh = trucker ? 'url(#m)' : 'url(#p)'
  if (trucker) {
    c.defs.push(
      `<pattern id="m" width="12" height="12" patternUnits="userSpaceOnUse"><rect width="12" height="12" fill="${look.secondary}"/><circle cx="6" cy="6" r="3" fill="${shade(look.secondary, 0.25)}"/></pattern>`,
    )
  }
  if (view === 1) {
    const top = snap ? 214 : 236
    const button = top + 38
    c.piece(`M165 430C158 ${top} 442 ${top} 435 430Z`, {
      fill: trucker ? look.secondary : look.primary,
      print: mesh,
    })
    if (trucker) {
      c.piece(
        `M300 ${button}C250 ${button + 20} 220 360 214 440H386C380 360 350 ${button + 20} 300 ${button}Z`,
        {
          print: null,
        },
      )
    } else c.line(`M300 ${button}V446`, look.line, 2.5)
    c.line(
      both(`M300 ${button}C250 ${button + 20} 220 360 214 440`),
      trucker ? look.line : look.seam,
      2.5,
    )
    c.raw(`<ellipse cx="300" cy="${button}" rx="14" ry="7" fill="${look.rib}"/>`)
    c.raw(
      `<g fill="${look.line}"><circle cx="358" cy="338" r="4"/>${trucker ? '' : '<circle cx="242" cy="338" r="4"/>'}</g>`,
    )
    if (!snap) emblem(c, 300, 380, 26)
    // Seen from the front and a little above, a curved brim is a crescent; a flat one a band.
    if (snap) {
      c.piece('M160 428C220 450 380 450 440 428L458 466C380 490 220 490 142 466Z', { print: null })
      c.shape('M142 466C220 490 380 490 458 466L454 478C380 502 220 502 146 478Z', look.accent)
      c.stitch('M158 446C220 468 380 468 442 446')
    } else {
      c.piece('M165 428C220 454 380 454 435 428C448 480 384 516 300 518C216 516 152 480 165 428Z')
      c.stitch('M176 446C232 474 368 474 424 446')
      c.stitch('M178 468C234 500 366 500 422 468')
    }
  } else {
    // Side view: the brim's profile is what tells a cap from a beanie at thumbnail size.
    const crown = 'M120 455C112 300 220 232 320 238C410 244 452 330 448 455Z'
    c.piece(crown, { fill: trucker ? look.secondary : look.primary, print: mesh })
    if (trucker)
      c.piece('M300 240C410 244 452 330 448 455H326C330 390 320 320 300 240Z', { print: null })
    c.line('M300 240C320 320 330 390 326 455', look.line, 2.5)
    c.line('M300 240C250 300 205 380 196 455', trucker ? look.line : look.seam, 2.5)
    c.raw(`<ellipse cx="300" cy="239" rx="15" ry="7" fill="${look.rib}"/>`)
    c.shape('M128 455Q160 398 204 455Z', shade(look.primary, 0.45))
    c.line('M142 440L196 440', look.accent, 6)
    if (!snap) emblem(c, 392, 372, 20)
    const brim = snap
      ? 'M436 436L578 444L574 468L432 464Z'
      : 'M430 440C492 430 548 452 564 488C516 496 466 488 420 468Z'
    c.piece(brim, { print: snap ? null : 'url(#p)' })
    c.shape('M118 452H452V466H118Z', look.rib, look.line, 2.5)
  }
}

function drawBucket(c: Canvas, view: View): void {
  const { look } = c
  if (view === 1) {
    c.piece('M214 412C214 350 218 312 228 296Q300 262 372 296C382 312 386 350 386 412Z')
    c.stitch('M224 318Q300 290 376 318')
    c.stitch('M216 390Q300 404 384 390')
    c.raw(
      `<g fill="${tint(look.accent, 0.2)}" stroke="${look.line}" stroke-width="2"><circle cx="246" cy="346" r="6"/><circle cx="354" cy="346" r="6"/></g>`,
    )
    // The brim droops all the way round, so its outer edge is a deep curve.
    c.piece(
      'M212 402C180 430 142 460 126 488C170 540 430 540 474 488C458 460 420 430 388 402C336 418 264 418 212 402Z',
    )
    c.stitch('M194 430C250 448 350 448 406 430')
    c.stitch('M144 486C188 522 412 522 456 486')
  } else {
    // Looking down into the crown: the brim's rings of top-stitching make it unmistakable.
    c.raw(
      `<circle cx="300" cy="375" r="232" fill="${look.primary}"/><circle cx="300" cy="375" r="232" fill="url(#p)"/><circle cx="300" cy="375" r="232" fill="url(#g)" stroke="${look.line}" stroke-width="3.5"/>`,
    )
    c.raw(
      `<g fill="none" stroke="${look.seam}" stroke-width="2" stroke-dasharray="7 6" opacity=".8"><circle cx="300" cy="375" r="212"/><circle cx="300" cy="375" r="192"/><circle cx="300" cy="375" r="172"/><circle cx="300" cy="375" r="152"/></g>`,
    )
    c.raw(
      `<circle cx="300" cy="375" r="130" fill="${look.primary}" stroke="${look.line}" stroke-width="3"/><circle cx="300" cy="375" r="130" fill="url(#p)"/><circle cx="300" cy="375" r="130" fill="${shade(look.primary, 0.2)}" opacity=".3"/>`,
    )
    c.raw(
      `<circle cx="300" cy="375" r="82" fill="url(#p)" stroke="${look.line}" stroke-width="2.5"/><circle cx="300" cy="375" r="70" fill="none" stroke="${look.seam}" stroke-width="2" stroke-dasharray="7 6"/>`,
    )
    c.raw(
      `<g fill="${tint(look.accent, 0.2)}" stroke="${look.line}" stroke-width="2"><circle cx="226" cy="301" r="6"/><circle cx="374" cy="449" r="6"/><circle cx="374" cy="301" r="6"/><circle cx="226" cy="449" r="6"/></g>`,
    )
  }
}

// ---------------------------------------------------------------------------------------------
// Sunglasses.

const LENSES: Partial<Record<SeedStyle, string>> = {
  wayfarer:
    'M116 320C170 310 240 310 286 318C292 368 282 410 262 424C232 440 172 440 146 424C126 408 114 370 116 320Z',
  aviator:
    'M122 322C170 306 250 306 286 320C296 356 284 402 258 428C230 452 176 450 148 424C122 398 114 352 122 322Z',
  round: 'M290 375A82 82 0 1 1 126 375A82 82 0 1 1 290 375Z',
  'cat-eye':
    'M104 316C160 316 240 322 288 340C292 384 274 416 244 426C206 438 160 430 140 404C126 386 120 350 104 316Z',
  square:
    'M136 318H274Q288 318 288 332V418Q288 432 274 432H136Q122 432 122 418V332Q122 318 136 318Z',
  browline:
    'M122 330C170 322 246 322 288 330C292 380 280 416 252 430C224 442 180 442 154 430C128 416 118 380 122 330Z',
}

function drawSunglasses(c: Canvas, view: View): void {
  const { look } = c
  const style = look.style
  const metal = style === 'aviator' || style === 'browline'
  const frame = metal ? look.accent : look.primary
  const frameWidth = metal ? 7 : style === 'round' ? 16 : 22
  const tortoise = look.motif !== 'plain'
  c.defs.push(
    `<linearGradient id="t" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(look.secondary, 0.35)}"/><stop offset="1" stop-color="${tint(look.secondary, 0.25)}"/></linearGradient>`,
  )
  const parts: string[] = []
  const lens = LENSES[style]
  const glare = 'M150 346Q172 330 204 330'
  if (style === 'wrap' || !lens) {
    const shield =
      'M98 318Q300 292 502 318Q516 396 466 436Q400 462 346 428Q300 352 254 428Q200 462 134 436Q84 396 98 318Z'
    parts.push(
      `<path d="M90 330L52 340M510 330L548 340" stroke="${look.primary}" stroke-width="16" stroke-linecap="round"/>`,
      `<path d="${shield}" fill="url(#t)" opacity=".94"/>`,
      `<path d="${glare}M346 346Q368 330 400 330" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="9" stroke-linecap="round"/>`,
      `<path d="M94 322Q300 288 506 322" fill="none" stroke="${look.primary}" stroke-width="14" stroke-linecap="round"/>`,
      `<path d="M262 426Q300 364 338 426" fill="none" stroke="${look.primary}" stroke-width="10"/>`,
      `<g fill="${look.accent}"><circle cx="118" cy="326" r="6"/><circle cx="482" cy="326" r="6"/></g>`,
    )
  } else {
    c.defs.push(`<path id="l" d="${lens}"/>`)
    const right = 'transform="matrix(-1 0 0 1 600 0)"'
    const bothLenses = (attrs: string) =>
      `<use href="#l" ${attrs}/><use href="#l" ${right} ${attrs}/>`
    parts.push(
      `<path d="M${style === 'cat-eye' ? 98 : 112} 334L64 346M${style === 'cat-eye' ? 502 : 488} 334L536 346" stroke="${frame}" stroke-width="12" stroke-linecap="round"/>`,
      bothLenses('fill="url(#t)" opacity=".94"'),
      `<path d="${glare}M340 346Q362 330 394 330" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="9" stroke-linecap="round"/>`,
      bothLenses(`fill="none" stroke="${frame}" stroke-width="${frameWidth}"`),
    )
    if (tortoise && !metal) {
      parts.push(bothLenses(`fill="none" stroke="url(#p)" stroke-width="${frameWidth}"`))
    }
    if (metal) {
      // Metal frames: a double bridge, nose pads, and an acetate brow in the main colour.
      const brow =
        style === 'aviator'
          ? 'M130 318C200 300 250 304 300 312C350 304 400 300 470 318'
          : 'M118 336C170 314 250 314 290 330M310 330C350 314 430 314 482 336'
      parts.push(
        `<path d="M286 344Q300 334 314 344" fill="none" stroke="${frame}" stroke-width="6"/>`,
        `<path d="${brow}" fill="none" stroke="${look.primary}" stroke-width="${style === 'aviator' ? 10 : 24}" stroke-linecap="round"/>`,
        `<path d="${brow}" fill="none" stroke="url(#p)" stroke-width="${style === 'aviator' ? 10 : 24}" stroke-linecap="round"/>`,
        `<g fill="${tint(look.accent, 0.5)}" stroke="${frame}" stroke-width="2"><ellipse cx="276" cy="396" rx="7" ry="12"/><ellipse cx="324" cy="396" rx="7" ry="12"/></g>`,
      )
      if (style === 'browline')
        parts.push(`<path d="M290 330H310" stroke="${frame}" stroke-width="8"/>`)
    } else {
      parts.push(
        `<path d="M280 352Q300 334 320 352" fill="none" stroke="${frame}" stroke-width="${Math.min(frameWidth, 16)}"/>`,
        `<g fill="${look.accent}"><rect x="116" y="324" width="14" height="8" rx="2"/><rect x="470" y="324" width="14" height="8" rx="2"/></g>`,
      )
    }
  }
  const group = parts.join('')
  if (view === 1) {
    c.raw(group)
    return
  }
  // A three-quarter view: the front turned away, the near arm running back towards the ear and
  // the far arm glimpsed through the lenses.
  const armColour = metal ? look.accent : look.primary
  const arm = `fill="none" stroke="${armColour}" stroke-width="${metal ? 7 : 13}" stroke-linecap="round" stroke-linejoin="round"`
  c.defs.push(`<g id="f">${group}</g>`)
  c.raw(`<use href="#f" transform="matrix(.8 -.06 0 .98 40 50)"/>`)
  c.raw(`<path d="M432 348L536 330Q562 326 564 356" ${arm}/>`)
  if (metal || tortoise) {
    c.raw(
      `<path d="M522 332L536 330Q562 326 564 356" fill="none" stroke="${look.primary}" stroke-width="14" stroke-linecap="round"/>`,
    )
  }
}

// ---------------------------------------------------------------------------------------------
// Putting a file together.

/**
 * Small items are drawn in their own comfortable coordinates and then scaled up about their
 * centre, so a pair of shorts fills the frame as much as a hoodie does: [scale, cx, cy].
 */
function frameFor(look: Look, view: View): [number, number, number] {
  switch (look.product.category) {
    case 'HeadWear':
      if (look.style === 'bucket') return view === 1 ? [1.3, 300, 410] : [1.05, 300, 380]
      return view === 1 ? [1.25, 300, 390] : [1.05, 345, 380]
    case 'Short':
      return [1.38, 300, 352]
    case 'Sunglasses':
      return [1.05, 300, 380]
    default:
      return [1, 300, 375]
  }
}

/** Where the drop shadow sits for each kind of drawing: [cx, cy, rx]. */
function shadowFor(look: Look, view: View): [number, number, number] {
  switch (look.product.category) {
    case 'HeadWear':
      if (look.style === 'bucket') return view === 1 ? [300, 530, 180] : [300, 622, 190]
      return view === 1 ? [300, 534, 160] : [340, 486, 220]
    case 'Sunglasses':
      return view === 1 ? [300, 470, 210] : [330, 462, 200]
    case 'Short':
      return [300, 510, 140]
    case 'Pant':
      return [300, 676, 150]
    case 'Hoodie':
      return [300, 630, 200]
    default:
      return [300, 590, 190]
  }
}

function backdrop(look: Look): string {
  const fill = look.backdrop
  switch (look.backdropShape) {
    case 'circle':
      return `<circle cx="300" cy="375" r="262" fill="${fill}"/>`
    case 'arch':
      return `<path d="M80 690V330A220 220 0 0 1 520 330V690Z" fill="${fill}"/>`
    case 'tile':
      return `<rect x="60" y="70" width="480" height="610" rx="40" fill="${fill}"/>`
  }
}

function draw(look: Look, view: View): Canvas {
  const c = new Canvas(look)
  switch (look.product.category) {
    case 'T-Shirt':
      drawTee(c, view)
      break
    case 'Polo':
      drawPolo(c, view)
      break
    case 'Jersey':
      drawJersey(c, view)
      break
    case 'Hoodie':
      drawHoodie(c, view)
      break
    case 'Pant':
      drawPants(c, view)
      break
    case 'Short':
      drawShorts(c, view)
      break
    case 'HeadWear':
      if (look.style === 'bucket') drawBucket(c, view)
      else drawCap(c, view)
      break
    case 'Sunglasses':
      drawSunglasses(c, view)
      break
  }
  return c
}

const VIEW_NAMES: Record<SeedProduct['category'], [string, string]> = {
  HeadWear: ['front', 'side'],
  Hoodie: ['front', 'back'],
  Jersey: ['front', 'back'],
  Pant: ['front', 'back'],
  Polo: ['front', 'back'],
  Short: ['front', 'back'],
  'T-Shirt': ['front', 'back'],
  Sunglasses: ['front', 'three-quarter view'],
}

function renderSvg(product: SeedProduct, view: View): string {
  const look = lookFor(product)
  const c = draw(look, view)
  const [cx, cy, rx] = shadowFor(look, view)
  const [scale, fx, fy] = frameFor(look, view)
  const transform =
    scale === 1 && fx === 300 && fy === 375
      ? ''
      : ` transform="matrix(${scale} 0 0 ${scale} ${n(300 - scale * fx)} ${n(375 - scale * fy)})"`
  let viewName = VIEW_NAMES[product.category][view - 1]
  if (product.category === 'HeadWear' && look.style === 'bucket' && view === 2) viewName = 'top'
  const defs = [
    printDef('p', look, look.secondary),
    look.style === 'trim' ? printDef('q', look, look.secondary, look.accent) : '',
    // Soft light from the left and shade on the right, so flat shapes feel like cloth.
    '<linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#fff" stop-opacity=".14"/><stop offset=".55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".16"/></linearGradient>',
    ...c.defs,
  ].join('')
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="750" viewBox="0 0 600 750" role="img">`,
    `<title>${escapeXml(`${product.name}, ${viewName}`)}</title>`,
    `<defs>${defs}</defs>`,
    `<rect width="600" height="750" fill="${look.background}"/>`,
    backdrop(look),
    `<g${transform}>`,
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="18" fill="#000" opacity=".08"/>`,
    ...c.body,
    '</g>',
    '</svg>',
    '',
  ].join('\n')
}

function main(): void {
  mkdirSync(OUT_DIR, { recursive: true })
  let written = 0
  for (const product of SEED_PRODUCTS) {
    for (const view of [1, 2] as const) {
      writeFileSync(join(OUT_DIR, `${product.slug}-${view}.svg`), renderSvg(product, view))
      written++
    }
  }
  console.log(`Wrote ${written} product images to ${OUT_DIR}`)
}

main()
