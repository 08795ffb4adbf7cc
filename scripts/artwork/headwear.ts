// Head wear: caps (seen from the front and the side) and bucket hats (front and top).

import { both, type Canvas, type View } from './canvas.ts'
import { shade, tint } from './colour.ts'
import { n } from './determinism.ts'

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

export function drawCap(c: Canvas, view: View): void {
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

export function drawBucket(c: Canvas, view: View): void {
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
