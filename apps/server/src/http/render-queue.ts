export interface RenderQueueLimits {
  /** Renders under way at once. */
  running: number
  /** Renders waiting for their turn; beyond them the queue turns work away. */
  waiting: number
  /**
   * The largest share of the time a render slot may be busy (0 < share <= 1): after a render of
   * t ms its slot rests t × (1 / share − 1) ms before the next one starts.
   */
  share: number
  /**
   * The longest rest, in ms. A render's time includes what it waited for (the database, a page's
   * code loading for the first time, a machine busy with other work), which takes none of the
   * thread: without a bound, one slow first render would hold every new page for seconds.
   */
  maxRestMs: number
}

/**
 * A bounded queue for server rendering. A render is one long synchronous stretch of the only
 * thread (about 10–20 ms for a page of products), so renders back to back would hold the API's
 * requests behind them: renders run a few at a time, rest between turns in proportion to how
 * long they took (the thread answers everything else meanwhile), and when the queue is full
 * the caller is told at once instead of waiting.
 */
export class RenderQueue {
  readonly #limits: RenderQueueLimits
  /** Slots rendering or resting. */
  #busy = 0
  readonly #waiting: (() => void)[] = []

  constructor(limits: RenderQueueLimits) {
    if (!(limits.share > 0 && limits.share <= 1)) throw new Error('share must be in (0, 1]')
    this.#limits = limits
  }

  /** Whether a render asked for now would be turned away. */
  get full(): boolean {
    return this.#busy >= this.#limits.running && this.#waiting.length >= this.#limits.waiting
  }

  /** Runs `render` in its turn; undefined, at once, when the queue is full. */
  run<T>(render: () => Promise<T>): Promise<T> | undefined {
    if (this.full) return undefined
    return this.#turn().then(async () => {
      const started = performance.now()
      try {
        return await render()
      } finally {
        this.#release(performance.now() - started)
      }
    })
  }

  #turn(): Promise<void> {
    if (this.#busy < this.#limits.running) {
      this.#busy += 1
      return Promise.resolve()
    }
    // The slot is handed over as it is: still busy.
    return new Promise((resolve) => this.#waiting.push(resolve))
  }

  #release(elapsed: number) {
    // A timer, even of 0 ms, lets the requests that arrived during the render be answered
    // before the next render starts, rather than after it (a resolved promise would not).
    const rest = Math.min(elapsed * (1 / this.#limits.share - 1), this.#limits.maxRestMs)
    setTimeout(() => {
      const next = this.#waiting.shift()
      if (next) next()
      else this.#busy -= 1
    }, rest)
  }
}
