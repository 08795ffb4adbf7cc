import { describe, expect, it, vi } from 'vitest'
import {
  announceValue,
  type EarlyInput,
  type EarlyInputQueue,
  replayEarlyInput,
} from './replayEarlyInput.ts'

/** A text field without a DOM: its value lives behind an accessor on its prototype, as in a browser. */
class StandInField extends EventTarget {
  readonly localName: string = 'input'
  type = 'text'
  #value = ''
  get value() {
    return this.#value
  }
  set value(value: string) {
    this.#value = String(value)
  }
}

/**
 * React's value tracker, as React DOM sets it on a field it hydrates: an own `value` property over
 * the prototype's that remembers what was last set through it. A change event counts only when
 * the field's value differs from what the tracker remembers.
 */
function track(field: StandInField) {
  const own = Object.getOwnPropertyDescriptor(StandInField.prototype, 'value')
  let last = field.value
  Object.defineProperty(field, 'value', {
    configurable: true,
    get: () => own?.get?.call(field),
    set: (value: string) => {
      last = String(value)
      own?.set?.call(field, value)
    },
  })
  const seen: { changed: boolean; value: string }[] = []
  field.addEventListener('input', () => {
    const value = field.value
    seen.push({ changed: value !== last, value })
    last = value
  })
  return seen
}

describe('announceValue', () => {
  it('makes text typed before hydration read as a change to React, and keeps it', () => {
    const field = new StandInField()
    field.value = 'ada@example.com' // typed before the page's code arrived
    const seen = track(field) // then hydrated
    field.dispatchEvent(new Event('input'))
    expect(seen).toEqual([{ changed: false, value: 'ada@example.com' }]) // why an event alone fails
    announceValue(field as unknown as HTMLInputElement, 'ada@example.com')
    expect(seen.at(-1)).toEqual({ changed: true, value: 'ada@example.com' })
    expect(field.value).toBe('ada@example.com')
  })

  it('puts back text that a render of the hydrated page has reset', () => {
    const field = new StandInField()
    field.value = 'a passphrase'
    const seen = track(field)
    field.value = '' // React rendering the field with its state, through the tracker
    announceValue(field as unknown as HTMLInputElement, 'a passphrase')
    expect(seen).toEqual([{ changed: true, value: 'a passphrase' }])
    expect(field.value).toBe('a passphrase')
  })

  it('announces a field emptied before hydration', () => {
    const field = new StandInField()
    const seen = track(field)
    announceValue(field as unknown as HTMLInputElement, '')
    expect(seen).toEqual([{ changed: true, value: '' }])
  })

  it('tells a select through its change event', () => {
    const select = Object.assign(new EventTarget(), { localName: 'select', value: 'relevant' })
    const events: string[] = []
    for (const type of ['input', 'change']) {
      select.addEventListener(type, () => events.push(`${type} ${select.value}`))
    }
    announceValue(select as unknown as HTMLSelectElement, 'price-asc')
    expect(events).toEqual(['input price-asc', 'change price-asc'])
  })
})

/** An element as far as the replay needs one: its attributes, and what was done to it. */
class StandInElement {
  readonly attributes = new Map<string, string>()
  isConnected = true
  readonly localName: string = 'button'
  constructor(private readonly log: string[] = []) {}
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value)
  }
  removeAttribute(name: string) {
    this.attributes.delete(name)
  }
  click() {
    this.log.push(`click ${this.getAttribute('id')}`)
  }
  focus() {
    this.log.push(`focus ${this.getAttribute('id')}`)
  }
}

function setUp() {
  const log: string[] = []
  const element = (id: string, busy?: string) => {
    const el = new StandInElement(log)
    el.setAttribute('id', id)
    if (busy !== undefined) {
      // As the capture script marks a control.
      el.setAttribute('data-pending', busy)
      el.setAttribute('aria-busy', 'true')
    }
    return el
  }
  const body = element('body')
  const doc = {
    documentElement: { dataset: {} as Record<string, string> },
    body,
    activeElement: body as StandInElement | null,
  }
  const pending: EarlyInputQueue = { queue: [], replaying: false }
  const add = (entry: { type: 'click' | 'submit'; target: StandInElement; submitter?: unknown }) =>
    pending.queue.push(entry as unknown as EarlyInput)
  const replay = (settle: () => Promise<void> = async () => {}) =>
    replayEarlyInput(pending, settle, doc as unknown as Document)
  return { log, element, doc, pending, add, replay }
}

describe('replayEarlyInput', () => {
  it('replays in order, letting each entry settle, and marks the page only once all are done', async () => {
    const { log, element, doc, pending, add, replay } = setUp()
    const size = element('size-m', '')
    const addToCart = element('add-to-cart', '')
    add({ type: 'click', target: size })
    add({ type: 'click', target: addToCart })
    const late = element('menu', '')
    let settles = 0
    await replay(async () => {
      log.push(`settle (replaying: ${pending.replaying})`)
      // A tap while the first replay settles joins the end of the queue.
      if (++settles === 1) add({ type: 'click', target: late })
      expect(doc.documentElement.dataset.interactive).toBeUndefined()
    })
    expect(log).toEqual([
      'click size-m',
      'settle (replaying: false)',
      'click add-to-cart',
      'settle (replaying: false)',
      'click menu',
      'settle (replaying: false)',
    ])
    expect(doc.documentElement.dataset.interactive).toBe('true')
    expect(pending.queue).toEqual([])
  })

  it('lets the replayed event through the capture, and clears the busy mark before it', async () => {
    const { element, pending, add, replay } = setUp()
    const button = element('add-to-cart', '')
    const seen: unknown[] = []
    button.click = () => {
      seen.push(
        pending.replaying,
        button.getAttribute('aria-busy'),
        button.getAttribute('data-pending'),
      )
    }
    add({ type: 'click', target: button })
    await replay()
    expect(seen).toEqual([true, null, null])
  })

  it('gives a control back its own aria-busy, and keeps it busy while it is pressed again later', async () => {
    const { element, add, replay } = setUp()
    const form = element('form', 'false')
    const states: (string | null)[] = []
    const requestSubmit = vi.fn(() => states.push(form.getAttribute('aria-busy')))
    Object.assign(form, { requestSubmit, contains: () => false })
    add({ type: 'submit', target: form, submitter: null })
    add({ type: 'submit', target: form, submitter: null })
    await replay()
    expect(states).toEqual(['true', 'false'])
    expect(form.getAttribute('data-pending')).toBeNull()
  })

  it('submits with the button that was pressed', async () => {
    const { element, add, replay } = setUp()
    const form = element('form')
    const submitter = element('login', '')
    const requestSubmit = vi.fn()
    Object.assign(form, { requestSubmit, contains: (el: unknown) => el === submitter })
    add({ type: 'submit', target: form, submitter })
    await replay()
    expect(requestSubmit).toHaveBeenCalledWith(submitter)
  })

  it('skips what React replaced, goes on past an entry that fails, and restores lost focus', async () => {
    const { log, element, doc, add, replay } = setUp()
    const gone = element('gone', '')
    gone.isConnected = false
    const broken = element('broken', '')
    broken.click = () => {
      throw new Error('no')
    }
    const field = element('email')
    doc.activeElement = field
    add({ type: 'click', target: gone })
    add({ type: 'click', target: broken })
    add({ type: 'click', target: element('menu', '') })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await replay(async () => {
      doc.activeElement = doc.body // a re-render dropped the focus
    })
    expect(logged).toHaveBeenCalledOnce()
    logged.mockRestore()
    expect(log).toEqual(['click menu', 'focus email'])
    expect(gone.getAttribute('aria-busy')).toBeNull()
  })

  it('marks the page at once when nothing was captured (or no capture ran)', async () => {
    const { doc } = setUp()
    await replayEarlyInput(undefined, async () => {}, doc as unknown as Document)
    expect(doc.documentElement.dataset.interactive).toBe('true')
  })
})
