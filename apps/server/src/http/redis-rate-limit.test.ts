import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { externalService } from '../testing/external.ts'
import { TestClock } from '../testing/services.ts'
import { RateLimiter, type RateLimitRule } from './rate-limit.ts'
import { RedisRateLimitStore } from './redis-rate-limit.ts'

/**
 * Runs against the Redis at TEST_REDIS_URL (CI sets it whenever a Redis server is reachable,
 * as it does TEST_DATABASE_URL for PostgreSQL).
 */
const redisUrl = externalService('TEST_REDIS_URL', 'rate limits in Redis')

const rule: RateLimitRule = {
  name: `test-${randomUUID()}`,
  limit: 3,
  windowMs: 60_000,
  message: 'Slow down. Please try again in {minutes}.',
}

describe.runIf(redisUrl)('rate limits in Redis', () => {
  const stores: RedisRateLimitStore[] = []
  const server = () => {
    const store = new RedisRateLimitStore(redisUrl as string)
    stores.push(store)
    return new RateLimiter(store, new TestClock())
  }
  afterAll(() => Promise.all(stores.map((store) => store.close())))

  it('count hits from two servers together', async () => {
    const [one, two] = [server(), server()]
    expect((await one.consume(rule, 'ada')).allowed).toBe(true)
    expect((await two.consume(rule, 'ada')).allowed).toBe(true)
    expect((await one.consume(rule, 'ada')).allowed).toBe(true)
    const fourth = await two.consume(rule, 'ada')
    expect(fourth.allowed).toBe(false)
    expect(fourth.allowed === false && fourth.retryAfterSeconds).toBeGreaterThan(55)
    expect((await one.check(rule, 'ada')).allowed).toBe(false)
    // Another key has its own count; a reset on one server frees the key on both.
    expect((await two.consume(rule, 'bayo')).allowed).toBe(true)
    await one.reset(rule, 'ada')
    expect((await two.check(rule, 'ada')).allowed).toBe(true)
  })

  it('count exactly when many hits arrive at once', async () => {
    const limiters = [server(), server()]
    const verdicts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => limiters[i % 2]?.consume(rule, 'flood')),
    )
    expect(verdicts.filter((v) => v?.allowed)).toHaveLength(rule.limit)
  })
})

describe('a rate-limit store that cannot be reached', () => {
  it('leaves the server counting on its own, and says so once', async () => {
    const store = new RedisRateLimitStore('redis://127.0.0.1:1')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const limiter = new RateLimiter(store, new TestClock())
      for (let i = 0; i < rule.limit; i++)
        expect((await limiter.consume(rule, 'x')).allowed).toBe(true)
      expect((await limiter.consume(rule, 'x')).allowed).toBe(false)
      expect(warn).toHaveBeenCalledTimes(1)
      expect(String(warn.mock.calls[0]?.[0])).toContain('counting on this server meanwhile')
    } finally {
      warn.mockRestore()
      await store.close()
    }
  })
})
