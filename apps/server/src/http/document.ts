const HEAD_START = '<!--app-head:start-->'
const HEAD_END = '<!--app-head:end-->'
const ROOT = '<div id="root"></div>'
/** The tags Vite writes into the built index.html: the entry script and the chunks it imports. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/
const ENTRY_PRELOADS = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g

export interface DocumentParts {
  /** The page's meta tags (see `renderHead`). */
  head: string
  /** Server-rendered markup of the app; empty to let the browser render it. */
  appHtml?: string
  /** Chunks of the page's own code, fetched in parallel with the app's entry. */
  modulePreloads?: string[]
  /** API responses the app reads before hydrating, fetched in parallel with its code. */
  dataPreloads?: string[]
}

/**
 * Fills the built index.html for one page: its meta tags replace the default head block and
 * the rendered app goes inside #root.
 *
 * A server-rendered page paints without its JavaScript, which only makes it interactive. On a
 * slow connection, code requested from the head would share the bandwidth with the stylesheet
 * and the largest image and so delay the first paint; so for such a page the entry script, its
 * chunks, the page's chunks and its data are requested by a small loader once the page has
 * loaded and painted (see `LOADER`). A page sent as the empty shell keeps Vite's tags: it
 * needs its code to show anything.
 *
 * Until its code has run, a server-rendered page keeps what the shopper does for the app to
 * replay (see `CAPTURE`), so no tap or keystroke is lost to a page that only looks ready.
 */
export function buildDocument(template: string, parts: DocumentParts): string {
  const start = template.indexOf(HEAD_START)
  const end = template.indexOf(HEAD_END)
  if (start === -1 || end === -1 || !template.includes(ROOT)) {
    throw new Error(`index.html needs a ${HEAD_START} … ${HEAD_END} block and ${ROOT}`)
  }
  // React writes the preloads it wants (the largest image, with fetchpriority="high") at the
  // start of its markup; in the head the browser finds them before anything else.
  const [, hints = '', appHtml = ''] =
    /^((?:<link [^>]*\/>)*)([\s\S]*)$/.exec(parts.appHtml ?? '') ?? []
  let rest = template.slice(end + HEAD_END.length)
  const entry = ENTRY_SCRIPT.exec(rest)?.[1]
  // In the head block, before the stylesheet: it runs before the page can paint, so before
  // anything on it can be tapped.
  const capture = appHtml && entry ? `<script>${CAPTURE}</script>` : ''
  const head = [parts.head, hints, capture].filter(Boolean).join('\n    ')
  let loader = ''
  if (appHtml && entry) {
    const entryImports = [...rest.matchAll(ENTRY_PRELOADS)].map((match) => match[1] as string)
    rest = rest.replace(ENTRY_SCRIPT, '').replace(ENTRY_PRELOADS, '')
    loader = loaderScript({
      entry,
      modules: [...entryImports, ...(parts.modulePreloads ?? [])],
      data: parts.dataPreloads ?? [],
    })
  }
  return (
    template.slice(0, start) +
    head +
    rest.replace(ROOT, `<div id="root">${appHtml}</div>`).replace('</body>', `${loader}</body>`)
  )
}

/** What the loader requests: URLs the server built, never shopper input. */
interface PageCode {
  entry: string
  modules: string[]
  data: string[]
}

const loaderScript = (code: PageCode) =>
  `<script>${LOADER}(${JSON.stringify(code).replaceAll('<', '\\u003c')})</script>`

/**
 * Runs in the browser (kept as plain text so no build step touches it). After the `load` event
 * (stylesheet and first images in) and the page's first paint, it adds the data preloads, the
 * entry script and the module preloads, one a task. It starts at once when the shopper
 * presses or types something (they want the page to respond), and after 3 seconds at the latest
 * if `load` is slow (many images on a poor connection), so the page does not stay inert.
 */
const LOADER = `(code => {
  let started = false
  const add = (rel, href, as) => {
    const link = document.createElement('link')
    link.rel = rel
    link.href = href
    link.crossOrigin = ''
    if (as) link.as = as
    document.head.append(link)
  }
  const addEntry = () => {
    const script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = ''
    script.src = code.entry
    document.head.append(script)
  }
  // One request a task: each costs the main thread 1-3 ms here with the browser's network
  // instrumentation on (as Lighthouse runs it), several times that on an entry-level phone, and a
  // page's twenty-odd together made one task of 90-200 ms after the first paint (issue 47).
  // The data and the entry first: the entry is the largest file, and its preloads are all
  // asked for long before it has arrived.
  const start = () => {
    if (started) return
    started = true
    const steps = code.data.map(href => () => add('preload', href, 'fetch'))
    steps.push(addEntry)
    for (const href of code.modules) steps.push(() => add('modulepreload', href))
    const run = () => {
      steps.shift()()
      if (steps.length > 0) setTimeout(run, 0)
    }
    run()
  }
  // After the page's first paint: the browser's own record of it where there is one (a frame
  // callback can run before a busy device has actually painted), else the next frame.
  const afterFirstPaint = then => {
    try {
      const observer = new PerformanceObserver(list => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return
        observer.disconnect()
        then()
      })
      observer.observe({ type: 'paint', buffered: true })
    } catch {
      requestAnimationFrame(then)
    }
  }
  addEventListener('load', () => afterFirstPaint(() => setTimeout(start, 0)), { once: true })
  // Capture phase: the page's capture script stops the clicks it keeps from going further.
  // 'input' covers text that arrives without a key (autofill, paste, dictation).
  for (const type of ['pointerdown', 'keydown', 'click', 'input']) {
    addEventListener(type, start, { once: true, capture: true })
  }
  // Something already pressed before this script was parsed.
  if (window.__adirePending && window.__adirePending.queue.length > 0) start()
  setTimeout(start, 3000)
})`

/**
 * Runs in the browser from the head, before the stylesheet (plain ES2019, kept as text like
 * `LOADER`). Until the app marks the page interactive (`data-interactive` on <html>, set by the
 * storefront's `replayEarlyInput` once the queue is empty), it keeps in
 * `window.__adirePending.queue`, in order, what the shopper does:
 * - a click on a control (button, checkbox, radio, summary, or a label of a checkbox or radio)
 *   is stopped, so a checkbox does not tick itself behind the app's back and a submit button
 *   does not send its form, and the control is marked busy (`aria-busy`, `data-pending`, whose
 *   value keeps the control's own `aria-busy` to give back);
 * - a form's submission is stopped (a native submit would send the form to the page's URL);
 * - text typed or an option chosen stays in the field, and the field and its value are noted
 *   for the app to tell React about.
 * Links are left alone: following one natively loads the next page, which is fine.
 * While the app replays an entry (`replaying`), the events it fires pass through; new ones are
 * still queued behind the rest.
 * `window.__adireNoReplay` is a test hook: the end-to-end tests set it to show what is lost
 * without this script.
 */
const CAPTURE = `(() => {
  if (window.__adireNoReplay === true) return
  const root = document.documentElement
  const pending = (window.__adirePending = { queue: [], replaying: false })
  const CONTROL =
    'button,[role=button],summary,input[type=checkbox],input[type=radio],input[type=submit],input[type=button]'
  const waiting = () => !root.dataset.interactive && !pending.replaying
  const hold = (event, entry, busy) => {
    event.preventDefault()
    event.stopPropagation()
    if (!busy.hasAttribute('data-pending')) {
      busy.setAttribute('data-pending', busy.getAttribute('aria-busy') || '')
      busy.setAttribute('aria-busy', 'true')
    }
    pending.queue.push(entry)
  }
  const on = (type, listener) => document.addEventListener(type, listener, true)
  on('click', event => {
    const target = event.target
    const control = waiting() && target.closest ? target.closest(CONTROL + ',label') : null
    if (!control || control.closest('a[href]')) return
    if (control.localName === 'label' && !(control.control && control.control.matches(CONTROL))) return
    hold(event, { type: 'click', target: control }, control)
  })
  on('submit', event => {
    if (!waiting()) return
    const submitter = event.submitter || null
    hold(event, { type: 'submit', target: event.target, submitter }, submitter || event.target)
  })
  const typed = event => {
    const field = event.target
    if (!waiting() || !field.matches('input,textarea,select') || field.matches('[type=checkbox],[type=radio]')) return
    // The text is kept as well: a render of the hydrated page may reset the field before the
    // app gets to it.
    const last = pending.queue[pending.queue.length - 1]
    if (last && last.type === 'value' && last.target === field) last.value = field.value
    else pending.queue.push({ type: 'value', target: field, value: field.value })
  }
  on('input', typed)
  on('change', typed)
})()`
