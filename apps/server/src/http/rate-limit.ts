import { MINUTE_MS } from '@adire/contract'
import type { Context, Env, MiddlewareHandler } from 'hono'
import type { Clock } from '../clock.ts'
import { describeError, errorJson } from './errors.ts'

/** A fixed window of hits for one key. */
export interface WindowCount {
  count: number
  /** Epoch milliseconds at which the window ends and the count starts again from zero. */
  resetAt: number
}

/**
 * Where hit counts live. In memory for one server; a shared store (Redis: INCR and PEXPIRE)
 * implements the same three calls so that several servers count together.
 */
export interface RateLimitStore {
  /** Counts one hit in the key's current window (opening one of `windowMs` if none is open). */
  hit(key: string, windowMs: number, now: number): Promise<WindowCount>
  /** The current window's count, without counting. */
  peek(key: string, now: number): Promise<WindowCount | undefined>
  reset(key: string): Promise<void>
}

/**
 * Counts in this process's memory. Expired windows are swept as keys are added, and the number
 * of keys is capped, so a flood of distinct addresses cannot grow it without bound.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, WindowCount>()

  constructor(private readonly maxKeys = 100_000) {}

  /** Keys held now. */
  get size(): number {
    return this.windows.size
  }

  async hit(key: string, windowMs: number, now: number): Promise<WindowCount> {
    let window = this.windows.get(key)
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= this.maxKeys) this.sweep(now)
      window = { count: 0, resetAt: now + windowMs }
      this.windows.set(key, window)
    }
    window.count += 1
    return { ...window }
  }

  async peek(key: string, now: number): Promise<WindowCount | undefined> {
    const window = this.windows.get(key)
    return window && window.resetAt > now ? { ...window } : undefined
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key)
  }

  /**
   * Makes room: drops ended windows, and if the store is still full (an attack from very many
   * addresses), the oldest tenth of the live ones (Map iteration follows insertion order).
   * Evicting in bulk keeps the cost per insert constant rather than one full scan each.
   */
  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key)
    const keep = Math.floor(this.maxKeys * 0.9)
    for (const key of this.windows.keys()) {
      if (this.windows.size <= keep) break
      this.windows.delete(key)
    }
  }
}

/** A limit on how often something may happen per key. */
export interface RateLimitRule {
  /** Namespaces the keys of this rule in the shared store. */
  name: string
  limit: number
  windowMs: number
  /** Said to the client once the limit is reached; `{minutes}` is filled in. */
  message: string
}

export type RateLimitVerdict =
  | { allowed: true }
  | { allowed: false; retryAfterSeconds: number; message: string }

/**
 * Applies rules to a store. When a shared store fails (Redis unreachable), this server counts
 * in its own memory meanwhile: limits keep holding per server, and nobody is turned away
 * because a counter is out of reach.
 */
export class RateLimiter {
  private readonly fallback = new MemoryRateLimitStore()
  private lastWarning = 0

  constructor(
    private readonly store: RateLimitStore,
    private readonly clock: Clock,
  ) {}

  /** Runs a store call, on this server's own counts if the store fails. */
  private async withStore<T>(call: (store: RateLimitStore) => Promise<T>): Promise<T> {
    try {
      return await call(this.store)
    } catch (error) {
      const now = Date.now()
      if (now - this.lastWarning > MINUTE_MS) {
        this.lastWarning = now
        console.warn(
          '[server] The rate-limit store failed; counting on this server meanwhile:',
          // Its keys hold e-mail addresses (login failures are counted per account).
          describeError(error, { stack: false }),
        )
      }
      return call(this.fallback)
    }
  }

  /** Counts one attempt and says whether it is within the limit. */
  async consume(rule: RateLimitRule, key: string): Promise<RateLimitVerdict> {
    const now = this.clock.now().getTime()
    const window = await this.withStore((store) =>
      store.hit(`${rule.name}:${key}`, rule.windowMs, now),
    )
    return this.verdict(rule, window, now, window.count > rule.limit)
  }

  /** Whether an attempt would still be allowed, without counting it (e.g. before a login). */
  async check(rule: RateLimitRule, key: string): Promise<RateLimitVerdict> {
    const now = this.clock.now().getTime()
    const window = await this.withStore((store) => store.peek(`${rule.name}:${key}`, now))
    return this.verdict(rule, window, now, (window?.count ?? 0) >= rule.limit)
  }

  reset(rule: RateLimitRule, key: string): Promise<void> {
    return this.withStore((store) => store.reset(`${rule.name}:${key}`))
  }

  private verdict(
    rule: RateLimitRule,
    window: WindowCount | undefined,
    now: number,
    over: boolean,
  ): RateLimitVerdict {
    if (!over || !window) return { allowed: true }
    const retryAfterSeconds = Math.max(1, Math.ceil((window.resetAt - now) / 1000))
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
    return {
      allowed: false,
      retryAfterSeconds,
      message: rule.message.replace('{minutes}', `${minutes} minute${minutes === 1 ? '' : 's'}`),
    }
  }
}

/** The 429 for a refused request, with Retry-After. */
export function tooMany(c: Context, verdict: Extract<RateLimitVerdict, { allowed: false }>) {
  c.header('Retry-After', String(verdict.retryAfterSeconds))
  return errorJson(c, verdict.message, 429)
}

/** Middleware: counts each request against `rule` under `key(c)`; 429 once over the limit. */
export const limitBy =
  <E extends Env = Env>(
    limiter: RateLimiter,
    rule: RateLimitRule,
    key: (c: Context<E>) => string,
  ): MiddlewareHandler<E> =>
  async (c, next) => {
    const verdict = await limiter.consume(rule, key(c))
    if (!verdict.allowed) return tooMany(c, verdict)
    await next()
  }
