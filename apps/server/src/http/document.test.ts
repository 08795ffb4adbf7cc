import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { buildDocument } from './document.ts'

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

  describe('the loader, run against a stand-in browser', () => {
    const page = buildDocument(template, {
      head: '',
      appHtml: '<main>Hi</main>',
      modulePreloads: ['/assets/HomePage.js'],
      dataPreloads: ['/api/products/list'],
    })
    const source = /<script>(\(code => [\s\S]*?)<\/script><\/body>/.exec(page)?.[1] ?? ''

    /**
     * `paints`: the paint entries the browser has recorded so far, or undefined for a browser
     * without paint timing (the loader then waits for a frame).
     */
    function browser(paints?: string[]) {
      const listeners = new Map<string, () => void>()
      const timers: { ms: number; run: () => void }[] = []
      const added: string[] = []
      const observers: (() => void)[] = []
      class PerformanceObserver {
        constructor(private readonly report: (list: unknown) => void) {}
        observe() {
          const notify = () =>
            this.report({
              getEntriesByName: (name: string) => (paints ?? []).filter((entry) => entry === name),
            })
          observers.push(notify)
          notify()
        }
        disconnect() {}
      }
      runInNewContext(source, {
        ...(paints ? { PerformanceObserver } : {}),
        document: {
          createElement: (tag: string) => ({ tag }) as Record<string, string>,
          head: {
            append: (element: Record<string, string>) =>
              added.push(
                `${element.tag} ${element.rel ?? element.type} ${element.href ?? element.src}`,
              ),
          },
        },
        addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
        requestAnimationFrame: (run: () => void) => run(),
        setTimeout: (run: () => void, ms: number) => timers.push({ ms, run }),
      })
      const fire = (type: string) => listeners.get(type)?.()
      const runTimers = (ms: number) => {
        for (const timer of timers.splice(0).filter((t) => t.ms <= ms)) timer.run()
      }
      const paint = (entry: string) => {
        paints?.push(entry)
        for (const notify of observers) notify()
      }
      return { added, fire, runTimers, paint }
    }

    it('requests nothing until the page has loaded and its first paint is recorded', () => {
      const { added, fire, runTimers, paint } = browser([])
      fire('load')
      runTimers(0)
      expect(added).toEqual([]) // loaded, but not painted yet (a busy phone)
      paint('first-paint')
      runTimers(0)
      expect(added).toEqual([])
      paint('first-contentful-paint')
      runTimers(0)
      expect(added.at(-1)).toBe('script module /assets/index.js')
    })

    it('requests nothing while the page loads, then everything after load and a frame, without paint timing', () => {
      const { added, fire, runTimers } = browser()
      expect(added).toEqual([])
      fire('load')
      expect(added).toEqual([]) // waits for the paint after load
      runTimers(0)
      expect(added).toEqual([
        'link preload /api/products/list',
        'link modulepreload /assets/vendor.js',
        'link modulepreload /assets/HomePage.js',
        'script module /assets/index.js',
      ])
    })

    it('starts at once when the shopper presses something, and only once', () => {
      const { added, fire, runTimers } = browser()
      fire('pointerdown')
      expect(added).toHaveLength(4)
      fire('load')
      runTimers(3000)
      expect(added).toHaveLength(4)
    })

    it('starts after 3 s even if the page is still loading', () => {
      const { added, runTimers } = browser()
      runTimers(3000)
      expect(added.at(-1)).toBe('script module /assets/index.js')
    })
  })
})
