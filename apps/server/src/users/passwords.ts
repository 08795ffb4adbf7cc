import { randomBytes } from 'node:crypto'
import { availableParallelism } from 'node:os'
import { hash as argon2Hash, verify as argon2Verify, parseOptions } from '@node-rs/argon2'
import { isScryptHash, verifyScrypt } from './scrypt-hashes.ts'

/** Argon2id's cost parameters, as the PHC string records them. */
export interface Argon2Cost {
  /** Memory per hash, in KiB. */
  memoryCost: number
  /** Passes over that memory. */
  timeCost: number
  parallelism: number
}

/** OWASP's recommended Argon2id parameters: m = 19 MiB, t = 2, p = 1 (about 6 ms here). */
export const OWASP_ARGON2ID_COST: Argon2Cost = { memoryCost: 19456, timeCost: 2, parallelism: 1 }

/** The binding's number for Argon2id (its `Algorithm` enum is declared `const`). */
const ARGON2ID = 2

/** The server is too busy hashing to take another login now (answered with 503). */
export class HashingBusyError extends Error {
  override name = 'HashingBusyError'
}

export interface PasswordHasherOptions {
  cost?: Argon2Cost
  /**
   * Hashes computed at once. Each takes a libuv pool thread and `memoryCost` KiB while it runs,
   * so this bounds the memory a flood of logins can take and leaves a core for everything else.
   * @defaultValue one less than the machine's cores, at least 1
   */
  concurrency?: number
  /** Hashes allowed to wait for a slot; beyond it a request is refused at once. @defaultValue 16 */
  maxQueue?: number
}

/**
 * Hashes and checks passwords with Argon2id (ADR 011), a bounded number at a time. A request
 * that would have to wait behind a full queue is refused instead of holding a connection.
 * Hashes made with scrypt before Argon2id are checked as they are and asked to be rehashed.
 */
export class PasswordHasher {
  readonly cost: Argon2Cost
  private readonly concurrency: number
  private readonly maxQueue: number
  private active = 0
  private readonly waiting: (() => void)[] = []
  /** Checked against when the e-mail has no account, so that case takes as long as a real one. */
  private dummyHash: Promise<string> | undefined

  constructor({
    cost = OWASP_ARGON2ID_COST,
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

  /** `$argon2id$v=19$m=…,t=…,p=…$salt$hash`: the parameters travel with the hash. */
  hash(password: string): Promise<string> {
    return this.limited(() =>
      // The binding draws a fresh 16-byte salt and runs on libuv's pool, off the event loop.
      argon2Hash(password.normalize('NFKC'), { ...this.cost, algorithm: ARGON2ID }),
    )
  }

  /** Whether the password matches the stored hash; compared in constant time. */
  verify(password: string, stored: string): Promise<boolean> {
    const normalized = password.normalize('NFKC')
    if (isScryptHash(stored)) return this.limited(() => verifyScrypt(normalized, stored))
    if (!argon2Options(stored)) return Promise.resolve(false)
    return this.limited(() => argon2Verify(stored, normalized).catch(() => false))
  }

  /** Spends the time of a real check, for an e-mail without an account. Always false. */
  async verifyNothing(password: string): Promise<false> {
    this.dummyHash ??= this.hash(randomBytes(16).toString('hex'))
    await this.verify(password, await this.dummyHash)
    return false
  }

  /** Whether a stored hash is scrypt or Argon2id at a lower cost than today's (rehash at login). */
  needsRehash(stored: string): boolean {
    const options = argon2Options(stored)
    return (
      !options ||
      options.memoryCost < this.cost.memoryCost ||
      options.timeCost < this.cost.timeCost ||
      options.parallelism < this.cost.parallelism
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

/** The parameters of a stored Argon2id hash, or undefined for any other form. */
function argon2Options(stored: string) {
  try {
    const options = parseOptions(stored)
    return options.algorithm === ARGON2ID ? options : undefined
  } catch {
    return undefined
  }
}
