// Hoodies: pullover and zip, the hood up in front and lying flat on the back.

import { both, type Canvas, type View } from './canvas.ts'
import { shade, tint } from './colour.ts'

const HOODIE_BODY =
  'M240 165L178 186Q142 200 132 250L96 520L152 534L178 330L176 572H424L422 330L448 534L504 520L468 250Q458 200 422 186L360 165Z'

export function drawHoodie(c: Canvas, view: View): void {
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
