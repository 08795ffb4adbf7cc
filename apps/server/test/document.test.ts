import { describe, expect, it } from 'vitest'
import { buildDocument } from '../src/http/document.ts'

const template = [
  '<!doctype html><html><head><meta charset="UTF-8" />',
  '<!--app-head:start--><title>Default</title><!--app-head:end-->',
  '<script type="module" crossorigin src="/assets/index.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/vendor.js"></head>',
  '<body><div id="root"></div></body></html>',
].join('')

describe('buildDocument', () => {
  it('without a rendered app, sends the shell with the page’s head', () => {
    const html = buildDocument(template, { head: '<title>About us | Adire</title>' })
    expect(html).toContain('<title>About us | Adire</title>')
    expect(html).not.toContain('Default')
    expect(html).toContain('<div id="root"></div>')
    // The shell needs its code to show anything: Vite's tags stay in the head.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js"></script>')
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/vendor.js">')
  })

  it('places the rendered app in #root and requests its code only after the first paint', () => {
    const html = buildDocument(template, {
      head: '<title>Home</title>',
      appHtml:
        '<link rel="preload" as="image" href="/hero.svg" fetchPriority="high"/><main>Hello</main>',
      modulePreloads: ['/assets/HomePage.js'],
      dataPreloads: ['/api/products/list'],
    })
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain('<link rel="preload" as="image" href="/hero.svg" fetchPriority="high"/>')
    // No script or module preload competes with the stylesheet and the image for bandwidth.
    expect(head).not.toMatch(/<script type="module"|modulepreload|as="fetch"/)
    expect(html).toContain('<div id="root"><main>Hello</main></div>')
    const loader = /<script>(\(code => \{[\s\S]*\}\))\((\{.*\})\)<\/script><\/body>/.exec(html)
    expect(JSON.parse(loader?.[2] ?? 'null')).toEqual({
      entry: '/assets/index.js',
      modules: ['/assets/vendor.js', '/assets/HomePage.js'],
      data: ['/api/products/list'],
    })
    expect(loader?.[1]).toContain("addEventListener('load'")
  })

  it('keeps the loader’s list from closing its script element', () => {
    const html = buildDocument(template, {
      head: '',
      appHtml: '<main>Hi</main>',
      dataPreloads: ['/api/x?q=</script><script>alert(1)</script>'],
    })
    expect(html.match(/<\/script>/g)).toHaveLength(1)
  })

  it('refuses a template without the head block or the root element', () => {
    expect(() => buildDocument('<html></html>', { head: '' })).toThrow(/app-head/)
  })
})
