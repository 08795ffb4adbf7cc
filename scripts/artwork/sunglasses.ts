// Sunglasses: each frame style's lenses, seen from the front and in three-quarter view.

import type { SeedStyle } from '@adire/launch-range'
import type { Canvas, View } from './canvas.ts'
import { shade, tint } from './colour.ts'

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

export function drawSunglasses(c: Canvas, view: View): void {
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
