// A tiny drawing surface: collects defs and body markup for one view.

import { n } from './determinism.ts'
import type { Look } from './look.ts'

/** Which of a product's two images is drawn: 1 the front, 2 the back (or side, or top). */
export type View = 1 | 2

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

export class Canvas {
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
export function mirror(d: string): string {
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
export function both(d: string): string {
  return `${d}${mirror(d)}`
}
