import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { availableParallelism } from 'node:os'

/** scrypt's cost parameters. */
export interface ScryptCost {
  /** CPU/memory cost: memory used is 128 × N × r bytes. */
  N: number
  r: number
  p: number
}

/** OWASP's recommended minimum for scrypt: N = 2^17, r = 8, p = 1 (128 MiB, ~0.3 s here). */
export const OWASP_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 }

const KEY_LENGTH = 32
const SALT_LENGTH = 16

/** The server is too busy hashing to take another login now (answered with 503). */
export class HashingBusyError extends Error {
  override name = 'HashingBusyError'
}

export interface PasswordHasherOptions {
  cost?: ScryptCost
  /**
   * Hashes computed at once. Each takes a libuv pool thread and 128 MiB while it runs, so this
   * bounds the memory a flood of logins can take and leaves a core for everything else.
   * @defaultValue one less than the machine's cores, at least 1
   */
  concurrency?: number
  /** Hashes allowed to wait for a slot; beyond it a request is refused at once. @defaultValue 16 */
  maxQueue?: number
}

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // Runs on libuv's thread pool, never on the event loop.
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...cost, maxmem: 256 * cost.N * cost.r },
      (error, key) => (error ? reject(error) : resolve(key)),
    )
  })
}

/** `scrypt$N$r$p$salt$key`: the parameters travel with the hash, so the cost can be raised later. */
function encode(cost: ScryptCost, salt: Buffer, key: Buffer): string {
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  )
}

function decode(stored: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | undefined {
  const [scheme, N, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return undefined
  const cost = { N: Number(N), r: Number(r), p: Number(p) }
  if (!Object.values(cost).every(Number.isSafeInteger)) return undefined
  return { cost, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') }
}

/**
 * Hashes and checks passwords with scrypt (memory-hard, built into Node), a bounded number at a
 * time. A request that would have to wait behind a full queue is refused instead of holding
 * memory and a connection for seconds.
 */
export class PasswordHasher {
  readonly cost: ScryptCost
  private readonly concurrency: number
  private readonly maxQueue: number
  private active = 0
  private readonly waiting: (() => void)[] = []
  /** Checked against when the e-mail has no account, so that case takes as long as a real one. */
  private dummyHash: Promise<string> | undefined

  constructor({
    cost = OWASP_SCRYPT_COST,
    concurrency,
    maxQueue = 16,
  }: PasswordHasherOptions = {}) {
    this.cost = cost
    this.concurrency = concurrency ?? Math.max(1, availableParallelism() - 1)
    this.maxQueue = maxQueue
  }

  /** Hashes running and waiting now (for tests and the benchmark). */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length }
  }

  /**
   * Whether a hash asked for now would get a slot or a place in the queue. Checked before any
   * other work of a login, so that a flood is turned away for the price of this comparison.
   */
  hasCapacity(): boolean {
    return this.active < this.concurrency || this.waiting.length < this.maxQueue
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_LENGTH)
    const key = await this.limited(() => derive(password, salt, this.cost))
    return encode(this.cost, salt, key)
  }

  /** Whether the password matches the stored hash; compared in constant time. */
  async verify(password: string, stored: string): Promise<boolean> {
    const decoded = decode(stored)
    if (!decoded) return false
    const key = await this.limited(() => derive(password, decoded.salt, decoded.cost))
    return key.length === decoded.key.length && timingSafeEqual(key, decoded.key)
  }

  /** Spends the time of a real check, for an e-mail without an account. Always false. */
  async verifyNothing(password: string): Promise<false> {
    this.dummyHash ??= this.hash(randomBytes(16).toString('hex'))
    await this.verify(password, await this.dummyHash)
    return false
  }

  /** Whether a stored hash was made at a lower cost than today's (rehash it at the next login). */
  needsRehash(stored: string): boolean {
    const decoded = decode(stored)
    return (
      !decoded ||
      decoded.cost.N < this.cost.N ||
      decoded.cost.r < this.cost.r ||
      decoded.cost.p < this.cost.p
    )
  }

  private async limited<T>(work: () => Promise<T>): Promise<T> {
    await this.acquire()
    try {
      return await work()
    } finally {
      this.release()
    }
  }

  private async acquire(): Promise<void> {
    if (this.active < this.concurrency) {
      this.active += 1
      return
    }
    if (this.waiting.length >= this.maxQueue) throw new HashingBusyError('Too many logins at once')
    // The releasing hash hands its slot over directly, so `active` never overshoots.
    await new Promise<void>((resolve) => this.waiting.push(resolve))
  }

  private release(): void {
    const next = this.waiting.shift()
    if (next) next()
    else this.active -= 1
  }
}
