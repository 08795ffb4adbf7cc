import { DrizzleQueryError } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BackgroundTasks } from './background.ts'

/** A task that runs until `finish()` is called, counting its runs. */
function slowTask() {
  let finish = () => {}
  const task = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        finish = resolve
      }),
  )
  return { task, finish: () => finish() }
}

describe('BackgroundTasks.every', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('runs the task on its interval, never two runs at once', async () => {
    const background = new BackgroundTasks()
    const { task, finish } = slowTask()
    const stop = background.every('Test task', 1_000, task)
    await vi.advanceTimersByTimeAsync(3_500)
    expect(task).toHaveBeenCalledTimes(1)
    finish()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(task).toHaveBeenCalledTimes(2)
    stop()
    finish()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(task).toHaveBeenCalledTimes(2)
  })

  it('lets drain() wait for the run in flight when stopped, as shutdown needs', async () => {
    const background = new BackgroundTasks()
    const { task, finish } = slowTask()
    const stop = background.every('Test task', 1_000, task)
    await vi.advanceTimersByTimeAsync(1_000)
    stop()
    let drained = false
    const draining = background.drain().then(() => {
      drained = true
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(drained).toBe(false)
    finish()
    await draining
    expect(drained).toBe(true)
  })

  it('logs a failed run and runs again on the next interval', async () => {
    const background = new BackgroundTasks()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const task = vi.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValue(0)
    const stop = background.every('Test task', 1_000, task)
    await vi.advanceTimersByTimeAsync(2_000)
    stop()
    expect(task).toHaveBeenCalledTimes(2)
    expect(error).toHaveBeenCalledWith('[server] Test task failed:', 'database down')
    error.mockRestore()
  })
})

describe('BackgroundTasks.run', () => {
  it('logs a failed task without its query’s parameters (a shopper’s details)', async () => {
    const background = new BackgroundTasks()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    background.run('Paystack webhook', async () => {
      throw new DrizzleQueryError('insert into "payment_events" ("email") values ($1)', [
        'ada.private@example.com',
      ])
    })
    await background.drain()
    const logged = error.mock.calls.flat().join(' ')
    error.mockRestore()
    expect(logged).toContain('[server] Paystack webhook failed:')
    expect(logged).toContain('insert into "payment_events"')
    expect(logged).not.toContain('ada.private')
  })
})
