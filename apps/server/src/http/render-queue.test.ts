import { describe, expect, it } from 'vitest'
import { RenderQueue } from './render-queue.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('RenderQueue', () => {
  it('runs renders one at a time in order, and turns one away when the waiting line is full', async () => {
    const queue = new RenderQueue({ running: 1, waiting: 2, share: 1, maxRestMs: 100 })
    const order: string[] = []
    const render = (name: string) => async () => {
      order.push(`start ${name}`)
      await sleep(5)
      order.push(`end ${name}`)
      return name
    }
    const runs = ['a', 'b', 'c'].map((name) => queue.run(render(name)))
    expect(queue.full).toBe(true)
    expect(queue.run(render('d'))).toBeUndefined()
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c'])
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c'])
    await sleep(5)
    expect(queue.full).toBe(false)
  })

  it('rests between renders in proportion to how long each took', async () => {
    // A third of the time: a render of 30 ms is followed by 60 ms of rest.
    const queue = new RenderQueue({ running: 1, waiting: 1, share: 1 / 3, maxRestMs: 100 })
    let firstEnded = 0
    const first = queue.run(async () => {
      await sleep(30)
      firstEnded = performance.now()
    })
    const secondStarted = (await queue.run(async () => performance.now())) ?? Number.NaN
    await first
    // Timers may fire a millisecond early.
    expect(secondStarted - firstEnded).toBeGreaterThanOrEqual(55)
  })

  it('rests no longer than its bound after a render that mostly waited', async () => {
    const queue = new RenderQueue({ running: 1, waiting: 1, share: 1 / 3, maxRestMs: 20 })
    let firstEnded = 0
    const first = queue.run(async () => {
      await sleep(200) // a cold start: the page's code loading, the database answering
      firstEnded = performance.now()
    })
    const secondStarted = (await queue.run(async () => performance.now())) ?? Number.NaN
    await first
    // Not the 400 ms a third of the thread would ask for.
    expect(secondStarted - firstEnded).toBeLessThan(150)
  })

  it('frees the slot when a render fails', async () => {
    const queue = new RenderQueue({ running: 1, waiting: 0, share: 1, maxRestMs: 100 })
    await expect(queue.run(() => Promise.reject(new Error('render bug')))).rejects.toThrow()
    await sleep(5)
    expect(await queue.run(async () => 'rendered')).toBe('rendered')
  })
})
