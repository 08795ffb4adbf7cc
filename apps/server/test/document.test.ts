import { describe, expect, it } from 'vitest'
import { buildDocument } from '../src/http/document.ts'

const template = [
  '<!doctype html><html><head><meta charset="UTF-8" />',
  '<!--app-head:start--><title>Default</title><!--app-head:end-->',
  '<script type="module" src="/assets/index.js"></script></head>',
  '<body><div id="root"></div></body></html>',
].join('')

describe('buildDocument', () => {
  it('without a rendered app, sends the shell with the page’s head', () => {
    const html = buildDocument(template, { head: '<title>About us | Adire</title>' })
    expect(html).toContain('<title>About us | Adire</title>')
    expect(html).not.toContain('Default')
    expect(html).toContain('<div id="root"></div>')
  })

  it('places the rendered app in #root and preloads what it needs from the head', () => {
    const html = buildDocument(template, {
      head: '<title>Home</title>',
      appHtml:
        '<link rel="preload" as="image" href="/hero.svg" fetchPriority="high"/><main>Hello</main>',
      modulePreloads: ['/assets/HomePage.js'],
      dataPreloads: ['/api/products/list'],
    })
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain('<link rel="preload" as="image" href="/hero.svg" fetchPriority="high"/>')
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/HomePage.js" />')
    expect(head).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/products/list" />',
    )
    expect(html).toContain('<div id="root"><main>Hello</main></div>')
  })

  it('refuses a template without the head block or the root element', () => {
    expect(() => buildDocument('<html></html>', { head: '' })).toThrow(/app-head/)
  })
})
