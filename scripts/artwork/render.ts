// Putting a file together: one product's view drawn, framed and wrapped as an SVG document.

import type { SeedProduct } from '@adire/launch-range'
import { drawPants, drawShorts } from './bottoms.ts'
import { Canvas, type View } from './canvas.ts'
import { n } from './determinism.ts'
import { drawBucket, drawCap } from './headwear.ts'
import { drawHoodie } from './hoodies.ts'
import { type Look, lookFor, printDef } from './look.ts'
import { drawSunglasses } from './sunglasses.ts'
import { drawJersey, drawPolo, drawTee } from './tops.ts'

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

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

export function renderSvg(product: SeedProduct, view: View): string {
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
