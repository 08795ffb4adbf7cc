import { describe, expect, it } from 'vitest'
import { TestClock } from '../testing/services.ts'
import { MemoryRateLimitStore, RateLimiter, type RateLimitRule } from './rate-limit.ts'

const rule: RateLimitRule = {
  name: 'test',
  limit: 3,
  windowMs: 60_000,
  message: 'Slow down. Please try again in {minutes}.',
}

function limiter(store = new MemoryRateLimitStore()) {
  const clock = new TestClock()
  return { limiter: new RateLimiter(store, clock), clock, store }
}

describe('RateLimiter', () => {
  it('allows `limit` attempts per window, then refuses with the time left', async () => {
    const { limiter: l, clock } = limiter()
    for (let i = 0; i < 3; i++) expect((await l.consume(rule, 'a')).allowed).toBe(true)
    clock.advance(15_000)
    expect(await l.consume(rule, 'a')).toEqual({
      allowed: false,
      retryAfterSeconds: 45,
      message: 'Slow down. Please try again in 1 minute.',
    })
    // Another key has its own count.
    expect((await l.consume(rule, 'b')).allowed).toBe(true)
    clock.advance(45_000)
    expect((await l.consume(rule, 'a')).allowed).toBe(true)
  })

  it('checks without counting, and forgets a key on reset', async () => {
    const { limiter: l } = limiter()
    for (let i = 0; i < 5; i++) expect((await l.check(rule, 'a')).allowed).toBe(true)
    for (let i = 0; i < 3; i++) await l.consume(rule, 'a')
    expect((await l.check(rule, 'a')).allowed).toBe(false)
    await l.reset(rule, 'a')
    expect((await l.check(rule, 'a')).allowed).toBe(true)
  })

  it('says minutes in the plural', async () => {
    const { limiter: l } = limiter()
    const long = { ...rule, limit: 0, windowMs: 15 * 60_000 }
    const verdict = await l.consume(long, 'a')
    expect(verdict.allowed === false && verdict.message).toBe(
      'Slow down. Please try again in 15 minutes.',
    )
  })
})

describe('MemoryRateLimitStore', () => {
  it('keeps at most maxKeys windows, however many addresses knock', async () => {
    const store = new MemoryRateLimitStore(100)
    for (let i = 0; i < 1000; i++) await store.hit(`key-${i}`, 60_000, 0)
    expect(store.size).toBeLessThanOrEqual(100)
    // The newest keys are the ones kept.
    expect(await store.peek('key-999', 1)).toEqual({ count: 1, resetAt: 60_000 })
  })

  it('stays fast when full: eviction is in bulk, not one full scan per new key', async () => {
    const store = new MemoryRateLimitStore(50_000)
    for (let i = 0; i < 50_000; i++) await store.hit(`fill-${i}`, 60_000, 0)
    const started = performance.now()
    for (let i = 0; i < 20_000; i++) await store.hit(`new-${i}`, 60_000, 1)
    // One scan of 50,000 keys per insert would take minutes; in bulk it is milliseconds.
    expect(performance.now() - started).toBeLessThan(2000)
    expect(store.size).toBeLessThanOrEqual(50_000)
  })

  it('sweeps windows that have ended before forgetting live ones', async () => {
    const store = new MemoryRateLimitStore(10)
    await store.hit('live', 120_000, 0)
    for (let i = 0; i < 9; i++) await store.hit(`short-${i}`, 1_000, 0)
    await store.hit('new', 60_000, 5_000)
    expect(await store.peek('live', 5_000)).toEqual({ count: 1, resetAt: 120_000 })
  })
})
