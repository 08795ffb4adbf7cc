import { Redis } from 'ioredis'
import type { RateLimitStore, WindowCount } from './rate-limit.ts'

/**
 * Counts one hit and opens the window on the first, in one step on the Redis server, so that
 * hits from several store servers at once are counted exactly. Answers the count and the
 * milliseconds left in the window.
 */
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`

/**
 * Rate-limit counts in Redis (REDIS_URL), shared by every server of the store: a flood spread
 * over several servers is counted once. Keys expire with their window, so Redis holds nothing
 * stale.
 */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis

  constructor(
    url: string,
    private readonly prefix = 'adire:rate:',
  ) {
    // Calls wait for the connection (the first ones are made before it is up), but only through
    // one reconnection attempt: then the limiter counts on this server meanwhile (RateLimiter).
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 })
    this.redis.on('error', () => {
      // Reported per call by the limiter; ioredis reconnects by itself.
    })
  }

  async hit(key: string, windowMs: number, now: number): Promise<WindowCount> {
    const [count, ttl] = (await this.redis.eval(HIT, 1, this.prefix + key, windowMs)) as [
      number,
      number,
    ]
    return { count, resetAt: now + (ttl > 0 ? ttl : windowMs) }
  }

  async peek(key: string, now: number): Promise<WindowCount | undefined> {
    const [count, ttl] = await Promise.all([
      this.redis.get(this.prefix + key),
      this.redis.pttl(this.prefix + key),
    ])
    if (count === null || ttl <= 0) return undefined
    return { count: Number(count), resetAt: now + ttl }
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key)
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect())
  }
}
