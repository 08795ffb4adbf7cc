import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseTokens } from './parseTokens.ts'

const storeCss = readFileSync(path.join(import.meta.dirname, '../styles.css'), 'utf8')
const tailwindCss = readFileSync(
  createRequire(import.meta.url).resolve('tailwindcss/theme.css'),
  'utf8',
)
const tokens = parseTokens(storeCss, tailwindCss)

describe('design tokens read from the stylesheets', () => {
  it('pairs every semantic colour with its light and dark value', () => {
    const brand = tokens.colours.find((c) => c.name === 'brand')
    expect(brand).toEqual({ name: 'brand', light: '#2b2a8c', dark: '#a5b4fc' })
    for (const colour of tokens.colours) {
      expect(colour.light).toMatch(/^#[0-9a-f]{6}$/)
      expect(colour.dark).toMatch(/^#[0-9a-f]{6}$/)
    }
    expect(tokens.colours.map((c) => c.name)).toEqual(
      expect.arrayContaining(['surface', 'ink', 'muted', 'line', 'accent', 'danger', 'success']),
    )
  })

  it('reads the type scale with line heights, and the store’s own fonts over the defaults', () => {
    expect(tokens.text.find((t) => t.name === 'base')).toEqual({
      name: 'base',
      value: '1rem',
      lineHeight: 'calc(1.5 / 1)',
    })
    expect(tokens.fonts.find((f) => f.name === 'sans')?.value).toMatch(/^system-ui/)
    expect(tokens.fonts.find((f) => f.name === 'display')?.value).toMatch(/^Georgia/)
  })

  it('includes the store’s radii, shadows and breakpoints beside Tailwind’s', () => {
    expect(tokens.radius.map((r) => r.name)).toEqual(expect.arrayContaining(['lg', 'card']))
    expect(tokens.shadow.map((s) => s.name)).toEqual(expect.arrayContaining(['lg', 'nav']))
    expect(tokens.breakpoints.find((b) => b.name === 'xs')?.value).toBe('22.5rem')
    expect(tokens.spacing).toBe('0.25rem')
  })

  it('skips nested blocks such as keyframes', () => {
    const parsed = parseTokens(
      ':root { --surface: #ffffff; }\n.dark { --surface: #000000; }\n@theme inline { --color-surface: var(--surface); }',
      '@theme default { --spacing: 0.5rem; @keyframes spin { to { --x: 1; } } --radius-lg: 1rem; }',
    )
    expect(parsed.colours).toEqual([{ name: 'surface', light: '#ffffff', dark: '#000000' }])
    expect(parsed.spacing).toBe('0.5rem')
    expect(parsed.radius).toEqual([{ name: 'lg', value: '1rem' }])
  })
})
