// Pants and shorts.

import { both, type Canvas, type View } from './canvas.ts'
import { tint } from './colour.ts'

export function drawPants(c: Canvas, view: View): void {
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

export function drawShorts(c: Canvas, view: View): void {
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
