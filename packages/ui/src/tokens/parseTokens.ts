/**
 * Reads the design tokens out of the stylesheets themselves (the store's `styles.css` and
 * Tailwind's default theme), so the Storybook token pages can never disagree with the CSS.
 */

export interface ColourToken {
  /** Token name, e.g. `brand`: the Tailwind utilities are `bg-brand`, `text-brand`, `border-brand`. */
  name: string
  light: string
  dark: string
}

export interface ValueToken {
  name: string
  value: string
  /** Only type sizes carry a line height. */
  lineHeight?: string
}

export interface DesignTokens {
  colours: ColourToken[]
  fonts: ValueToken[]
  text: ValueToken[]
  /** Tailwind 4 derives every spacing utility from this one unit (`p-4` = 4 × spacing). */
  spacing: string
  radius: ValueToken[]
  shadow: ValueToken[]
  breakpoints: ValueToken[]
}

/** The body of every block opened by a line matching `header` (braces balanced). */
function blocks(css: string, header: RegExp): string[] {
  const found: string[] = []
  const pattern = new RegExp(header.source, 'gm')
  for (const match of css.matchAll(pattern)) {
    const open = css.indexOf('{', (match.index ?? 0) + match[0].length - 1)
    let depth = 0
    for (let i = open; i < css.length; i++) {
      if (css[i] === '{') depth++
      if (css[i] === '}' && --depth === 0) {
        found.push(css.slice(open + 1, i))
        break
      }
    }
  }
  return found
}

/** Custom properties declared directly in a block (nested blocks such as @keyframes skipped). */
function declarations(body: string): Map<string, string> {
  const flat = body.replace(/\{[^{}]*\}/g, '')
  const result = new Map<string, string>()
  for (const [, name, value] of flat.matchAll(/--([\w-]+)\s*:\s*([^;]+);/g)) {
    if (name && value) result.set(name, value.replace(/\s+/g, ' ').trim())
  }
  return result
}

const merged = (...maps: Map<string, string>[]) => new Map(maps.flatMap((map) => [...map]))

function withPrefix(tokens: Map<string, string>, prefix: string): ValueToken[] {
  return [...tokens]
    .filter(([name]) => name.startsWith(prefix) && !name.includes('--'))
    .map(([name, value]) => ({ name: name.slice(prefix.length), value }))
}

export function parseTokens(storeCss: string, tailwindThemeCss: string): DesignTokens {
  const light = merged(...blocks(storeCss, /^:root\s*\{/).map(declarations))
  const dark = merged(...blocks(storeCss, /^\.dark\s*\{/).map(declarations))
  const semantic = merged(...blocks(storeCss, /^@theme inline\s*\{/).map(declarations))
  const defaults = merged(...blocks(tailwindThemeCss, /^@theme default[^{]*\{/).map(declarations))
  const ours = merged(...blocks(storeCss, /^@theme\s*\{/).map(declarations))
  const theme = merged(defaults, ours)

  const resolve = (map: Map<string, string>, value: string) =>
    value.replace(/var\(--([\w-]+)\)/g, (whole, name: string) => map.get(name) ?? whole)

  const colours = [...semantic]
    .filter(([name]) => name.startsWith('color-'))
    .map(([name, value]) => ({
      name: name.slice('color-'.length),
      light: resolve(light, value),
      dark: resolve(merged(light, dark), value),
    }))

  const text = withPrefix(theme, 'text-').map((token) => {
    const lineHeight = theme.get(`text-${token.name}--line-height`)
    return lineHeight ? { ...token, lineHeight } : token
  })

  return {
    colours,
    fonts: withPrefix(theme, 'font-').filter(({ name }) =>
      ['sans', 'display', 'mono'].includes(name),
    ),
    text,
    spacing: theme.get('spacing') ?? '0.25rem',
    radius: withPrefix(theme, 'radius-'),
    shadow: withPrefix(theme, 'shadow-'),
    breakpoints: withPrefix(theme, 'breakpoint-'),
  }
}
