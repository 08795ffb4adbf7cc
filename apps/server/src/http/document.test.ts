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
    // The capture script is in the head, ahead of anything that could be tapped.
    expect(head).toMatch(/<script>\(\(\) => \{[\s\S]*__adirePending[\s\S]*\}\)\(\)<\/script>/)
    expect(html.match(/__adirePending = /g)).toHaveLength(1)
  })

  it('captures nothing on the shell: it has no markup to tap before its code runs', () => {
    const html = buildDocument(template, { head: '' })
    expect(html).not.toContain('__adirePending')
  })

  it('keeps the inline scripts small', () => {
    const html = buildDocument(template, { head: '', appHtml: '<main>Hi</main>' })
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body)
    expect(scripts).toHaveLength(2)
    for (const body of scripts) expect(body?.length).toBeLessThan(2500)
  })

  it('keeps the loader’s list from closing its script element', () => {
    const html = buildDocument(template, {
      head: '',
      appHtml: '<main>Hi</main>',
      dataPreloads: ['/api/x?q=</script><script>alert(1)</script>'],
    })
    // The capture script in the head, and the loader.
    expect(html.match(/<\/script>/g)).toHaveLength(2)
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
    const loaderOf = (html: string) =>
      /<script>(\(code => [\s\S]*?)<\/script><\/body>/.exec(html)?.[1] ?? ''

    /**
     * `paints`: the paint entries the browser has recorded so far, or undefined for a browser
     * without paint timing (the loader then waits for a frame).
     */
    function browser(paints?: string[], __adirePending?: unknown, html = page) {
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
      const window = { __adirePending }
      runInNewContext(loaderOf(html), {
        window,
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
      /** Runs the timers due within `ms`, and those they set in turn, as a browser would. */
      const runTimers = (ms: number) => {
        while (timers.some((t) => t.ms <= ms)) runTask(ms)
      }
      /** Runs the timers due within `ms` set so far: one task each, not those they set. */
      const runTask = (ms: number) => {
        const due = timers.filter((t) => t.ms <= ms)
        timers.splice(0, timers.length, ...timers.filter((t) => t.ms > ms))
        for (const timer of due) timer.run()
      }
      const paint = (entry: string) => {
        paints?.push(entry)
        for (const notify of observers) notify()
      }
      return { added, fire, runTimers, runTask, paint }
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
      expect(added).toContain('script module /assets/index.js')
    })

    it('requests nothing while the page loads, then everything after load and a frame, without paint timing', () => {
      const { added, fire, runTimers } = browser()
      expect(added).toEqual([])
      fire('load')
      expect(added).toEqual([]) // waits for the paint after load
      runTimers(0)
      expect(added).toEqual([
        'link preload /api/products/list',
        'script module /assets/index.js',
        'link modulepreload /assets/vendor.js',
        'link modulepreload /assets/HomePage.js',
      ])
    })

    it('starts at once when the shopper presses something, and only once', () => {
      const { added, fire, runTimers } = browser()
      fire('pointerdown')
      expect(added).toEqual(['link preload /api/products/list'])
      runTimers(0)
      expect(added).toHaveLength(4)
      fire('load')
      runTimers(3000)
      expect(added).toHaveLength(4)
    })

    it('starts at once on text that arrives without a key (autofill, paste)', () => {
      const { added, fire } = browser()
      fire('input')
      expect(added).toEqual(['link preload /api/products/list'])
    })

    it('starts at once when something was pressed before it ran', () => {
      const { added } = browser(undefined, { queue: [{ type: 'click' }], replaying: false })
      expect(added).toEqual(['link preload /api/products/list'])
    })

    it('starts after 3 s even if the page is still loading', () => {
      const { added, runTimers } = browser()
      runTimers(3000)
      expect(added).toContain('script module /assets/index.js')
    })

    it("asks for a page's files one a task, the data and the entry first", () => {
      const many = buildDocument(template, {
        head: '',
        appHtml: '<main>Hi</main>',
        modulePreloads: ['/assets/a.js', '/assets/b.js'],
        dataPreloads: ['/api/products/list'],
      })
      const { added, fire, runTask } = browser(undefined, undefined, many)
      fire('pointerdown')
      expect(added).toEqual(['link preload /api/products/list'])
      for (let task = 0; task < 3; task++) runTask(0)
      expect(added).toEqual([
        'link preload /api/products/list',
        'script module /assets/index.js',
        'link modulepreload /assets/vendor.js',
        'link modulepreload /assets/a.js',
      ])
      runTask(0)
      expect(added.at(-1)).toBe('link modulepreload /assets/b.js')
    })
  })
})

describe('the capture script, run against a stand-in page', () => {
  const html = buildDocument(template, { head: '', appHtml: '<main>Hi</main>' })
  const source = /<script>(\(\(\) => \{[\s\S]*?\}\)\(\))<\/script>/.exec(html)?.[1] ?? ''

  /** An element that matches the selectors it is given, one selector of a list at a time. */
  class StandIn {
    readonly attributes = new Map<string, string>()
    control?: StandIn
    constructor(
      readonly localName: string,
      readonly selectors: string[] = [localName],
      readonly parent?: StandIn,
    ) {}
    matches(selector: string): boolean {
      return selector.split(',').some((one) => this.selectors.includes(one))
    }
    closest(selector: string): StandIn | null {
      return this.matches(selector) ? this : (this.parent?.closest(selector) ?? null)
    }
    hasAttribute(name: string) {
      return this.attributes.has(name)
    }
    getAttribute(name: string) {
      return this.attributes.get(name) ?? null
    }
    setAttribute(name: string, value: string) {
      this.attributes.set(name, value)
    }
  }
  const radio = (parent?: StandIn) =>
    new StandIn('input', ['input', 'input[type=radio]', '[type=radio]'], parent)

  interface Queue {
    queue: { type: string; target: StandIn; submitter?: StandIn | null }[]
    replaying: boolean
  }

  function open(window: { __adireNoReplay?: boolean; __adirePending?: Queue } = {}) {
    const listeners = new Map<string, (event: unknown) => void>()
    const root = { dataset: {} as Record<string, string> }
    runInNewContext(source, {
      window,
      document: {
        documentElement: root,
        addEventListener: (type: string, listener: (event: unknown) => void, capture: boolean) => {
          expect(capture).toBe(true)
          listeners.set(type, listener)
        },
      },
    })
    const fire = (type: string, target: StandIn, submitter?: StandIn) => {
      const event = { target, submitter, prevented: false, stopped: false }
      listeners.get(type)?.({
        ...event,
        preventDefault: () => {
          event.prevented = true
        },
        stopPropagation: () => {
          event.stopped = true
        },
      })
      return event
    }
    return { pending: window.__adirePending as Queue, root, fire, listeners }
  }

  it('holds a tap on a button and marks it busy', () => {
    const { pending, fire } = open()
    const button = new StandIn('button')
    const icon = new StandIn('svg', [], button)
    expect(fire('click', icon)).toMatchObject({ prevented: true, stopped: true })
    expect(pending.queue).toEqual([{ type: 'click', target: button }])
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.getAttribute('data-pending')).toBe('')
  })

  it('keeps the control’s own aria-busy to give back, and marks it once', () => {
    const { pending, fire } = open()
    const form = new StandIn('form')
    form.setAttribute('aria-busy', 'false')
    const submitter = new StandIn('button', ['button'], form)
    fire('submit', form, submitter)
    fire('submit', form)
    expect(pending.queue).toEqual([
      { type: 'submit', target: form, submitter },
      { type: 'submit', target: form, submitter: null },
    ])
    expect(submitter.getAttribute('data-pending')).toBe('')
    expect(form.getAttribute('data-pending')).toBe('false')
    expect(form.getAttribute('aria-busy')).toBe('true')
  })

  it('holds a tap on a radio’s or a checkbox’s label, not on a text field’s', () => {
    const { pending, fire } = open()
    const label = new StandIn('label')
    label.control = radio(label)
    const pill = new StandIn('span', [], label)
    expect(fire('click', pill).prevented).toBe(true)
    const textLabel = new StandIn('label')
    textLabel.control = new StandIn('input', ['input'], textLabel)
    expect(fire('click', textLabel).prevented).toBe(false)
    expect(pending.queue).toEqual([{ type: 'click', target: label }])
  })

  it('lets links and plain text be', () => {
    const { pending, fire } = open()
    const link = new StandIn('a', ['a[href]'])
    const inLink = new StandIn('button', ['button'], link)
    expect(fire('click', inLink).prevented).toBe(false)
    expect(fire('click', new StandIn('p', [])).prevented).toBe(false)
    expect(pending.queue).toEqual([])
  })

  it('notes each typed field and its text once per run of keystrokes, and leaves the text be', () => {
    const { pending, fire } = open()
    const email = Object.assign(new StandIn('input', ['input']), { value: '' })
    const password = Object.assign(new StandIn('input', ['input']), { value: '' })
    for (const [type, text] of [
      ['input', 'a'],
      ['input', 'ad'],
      ['change', 'ada'],
    ] as const) {
      email.value = text
      expect(fire(type, email).prevented).toBe(false)
    }
    password.value = 'secret'
    fire('input', password)
    email.value = 'ada@x'
    fire('input', email)
    fire('change', radio())
    expect(pending.queue).toEqual([
      { type: 'value', target: email, value: 'ada' },
      { type: 'value', target: password, value: 'secret' },
      { type: 'value', target: email, value: 'ada@x' },
    ])
  })

  it('stops once the page is interactive, and lets the replay’s own events through', () => {
    const { pending, root, fire } = open()
    const button = new StandIn('button')
    pending.replaying = true
    expect(fire('click', button).prevented).toBe(false)
    pending.replaying = false
    root.dataset.interactive = 'true'
    expect(fire('click', button).prevented).toBe(false)
    expect(fire('submit', new StandIn('form')).prevented).toBe(false)
    expect(pending.queue).toEqual([])
  })

  it('stays out of the way when a test switches it off', () => {
    const window: { __adireNoReplay: boolean; __adirePending?: Queue } = { __adireNoReplay: true }
    const { listeners } = open(window)
    expect(listeners.size).toBe(0)
    expect(window.__adirePending).toBeUndefined()
  })
})
