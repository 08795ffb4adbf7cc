/**
 * What the page did before its code arrived, replayed once React has taken over the server's
 * markup. The document's capture script (apps/server/src/http/document.ts) queues it; React
 * keeps the server's DOM nodes, so each entry is replayed on the very element it happened on.
 */

/** One thing the shopper did before the page was interactive, in the order they did it. */
export type EarlyInput =
  /** A control pressed: stopped at the time, and marked busy until its replay. */
  | { type: 'click'; target: HTMLElement }
  /**
   * Text typed or an option chosen: it is in the field, React has not heard of it. `value` is
   * what the field held then (a render may have reset the field since).
   */
  | {
      type: 'value'
      target: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
      value: string
    }
  /** A form sent (Enter in a field): stopped at the time; `submitter` is marked busy, or the form. */
  | { type: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null }

export interface EarlyInputQueue {
  queue: EarlyInput[]
  /** True while an entry is replayed: the capture script lets the replay's own events through. */
  replaying: boolean
}

declare global {
  interface Window {
    /** Set by the document's capture script, on server-rendered pages only. */
    __adirePending?: EarlyInputQueue
    /** Test hook: the end-to-end tests set it to switch the capture script off. */
    __adireNoReplay?: boolean
  }
}

/** Gives the control back its own `aria-busy` (kept in `data-pending` by the capture script). */
function unmark(element: Element) {
  const own = element.getAttribute('data-pending')
  if (own === null) return
  element.removeAttribute('data-pending')
  if (own) element.setAttribute('aria-busy', own)
  else element.removeAttribute('aria-busy')
}

const busyElement = (entry: EarlyInput) =>
  entry.type === 'submit' ? (entry.submitter ?? entry.target) : entry.target

// Checked by name and type rather than by class: the unit tests run without a DOM.
const isCheckable = (field: Element) =>
  field.localName === 'input' && /^(checkbox|radio)$/.test((field as HTMLInputElement).type)

/**
 * Puts a value in a field so that React hears of it. React compares a field's value with the
 * last one it saw (its value tracker, which wraps the element's own `value` setter); after
 * hydration that may be the typed text already, so an event alone would change nothing. Setting
 * another value through the element's own setter moves the tracker off it, the prototype's
 * setter puts the text in behind the tracker's back, and the event then reads as a change.
 */
export function announceValue(
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  value: string,
): void {
  const prototypeSetter = Object.getOwnPropertyDescriptor(
    Object.getPrototypeOf(field),
    'value',
  )?.set
  if (field.localName !== 'select' && prototypeSetter) {
    // '0' is valid in every text-like field (a number box would turn other text into '').
    field.value = value === '' ? '0' : ''
    prototypeSetter.call(field, value)
  } else {
    field.value = value
  }
  field.dispatchEvent(new Event('input', { bubbles: true }))
  // A <select> is heard through `change`; a text field's `change` (on blur) does no harm.
  field.dispatchEvent(new Event('change', { bubbles: true }))
}

/** Replays one entry on its element, if React has kept it in the page. */
export function replayEntry(entry: EarlyInput): void {
  if (!entry.target.isConnected) return
  switch (entry.type) {
    case 'click':
      entry.target.click()
      break
    case 'value':
      if (!isCheckable(entry.target)) announceValue(entry.target, entry.value)
      break
    case 'submit': {
      const { target: form, submitter } = entry
      // requestSubmit, unlike submit, fires the form's submit event (and checks its fields).
      if (submitter?.isConnected && form.contains(submitter)) form.requestSubmit(submitter)
      else form.requestSubmit()
      break
    }
  }
}

/**
 * Replays the queue in order, letting React render what each entry set off (`settle`) before
 * the next, as a shopper's second tap would come after the first had shown. What is pressed
 * meanwhile joins the end of the queue. Once the queue is empty the page is marked interactive,
 * in the same task, so nothing can be queued after the last look; the capture script stops
 * then, and the focus goes back where the shopper left it if a replay took it away.
 */
export async function replayEarlyInput(
  pending: EarlyInputQueue | undefined,
  settle: () => Promise<void>,
  doc: Document = document,
): Promise<void> {
  const focused = doc.activeElement as HTMLElement | null
  for (let entry = pending?.queue.shift(); pending && entry; entry = pending.queue.shift()) {
    const busy = busyElement(entry)
    // The same control may be pressed again further down the queue: it stays busy until then.
    if (!pending.queue.some((next) => busyElement(next) === busy)) unmark(busy)
    pending.replaying = true
    try {
      replayEntry(entry)
    } catch (error) {
      // One entry that cannot be replayed must not hold up the rest, nor the page.
      console.error(error)
    } finally {
      pending.replaying = false
    }
    await settle()
  }
  doc.documentElement.dataset.interactive = 'true'
  const lost = doc.activeElement === null || doc.activeElement === doc.body
  if (lost && focused?.isConnected && focused !== doc.body) focused.focus()
}
