// T-shirts, polos and jerseys: they share a body block.

import { both, type Canvas, mirror, type View } from './canvas.ts'
import { luminance, shade, tint } from './colour.ts'

const TEE = {
  front:
    'M252 140Q300 190 348 140L420 164L506 284L450 318L430 270L432 566Q300 578 168 566L170 270L150 318L94 284L180 164Z',
  back: 'M252 140Q300 156 348 140L420 164L506 284L450 318L430 270L432 566Q300 578 168 566L170 270L150 318L94 284L180 164Z',
}

export function drawTee(c: Canvas, view: View): void {
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

export function drawPolo(c: Canvas, view: View): void {
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

export function drawJersey(c: Canvas, view: View): void {
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
