import { monitorEventLoopDelay } from 'node:perf_hooks'
import { describe, expect, it } from 'vitest'
import { HashingBusyError, OWASP_ARGON2ID_COST, PasswordHasher } from './passwords.ts'
import { scryptHash } from './scrypt-hashes.ts'

const cheap = { memoryCost: 256, timeCost: 1, parallelism: 1 }

describe('PasswordHasher at the production cost', () => {
  const hasher = new PasswordHasher()

  it("uses OWASP's recommended Argon2id parameters by default", () => {
    expect(hasher.cost).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 })
    expect(OWASP_ARGON2ID_COST).toEqual(hasher.cost)
  })

  it('hashes with a fresh salt, records the parameters and verifies only the right password', async () => {
    const a = await hasher.hash('correct horse battery staple')
    const b = await hasher.hash('correct horse battery staple')
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/)
    expect(a).not.toBe(b)
    expect(await hasher.verify('correct horse battery staple', a)).toBe(true)
    expect(await hasher.verify('correct horse battery stapler', a)).toBe(false)
    expect(hasher.needsRehash(a)).toBe(false)
  })

  it('hashes off the event loop: timers keep firing while hashes run', async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 })
    delay.enable()
    const queued = new PasswordHasher({ maxQueue: 30 })
    const started = performance.now()
    await Promise.all(Array.from({ length: 30 }, (_, i) => queued.hash(`password number ${i}`)))
    const took = performance.now() - started
    delay.disable()
    // Thirty hashes take well over a hundred milliseconds; the loop never stalls for a fraction of it.
    expect(took).toBeGreaterThan(50)
    expect(delay.max / 1e6).toBeLessThan(took / 2)
  })

  it('checks a password stored with scrypt before Argon2id, and asks for it to be rehashed', async () => {
    const old = await scryptHash('an older password', { N: 2 ** 17, r: 8, p: 1 })
    expect(old).toMatch(/^scrypt\$131072\$8\$1\$/)
    expect(await hasher.verify('an older password', old)).toBe(true)
    expect(await hasher.verify('an older passworD', old)).toBe(false)
    expect(hasher.needsRehash(old)).toBe(true)
  })
})

describe('PasswordHasher', () => {
  it('treats the same text in another Unicode form as the same password', async () => {
    const hasher = new PasswordHasher({ cost: cheap })
    const composed = 'ọ̀rẹ́ café'.normalize('NFC')
    const decomposed = composed.normalize('NFD')
    expect(composed).not.toBe(decomposed)
    expect(await hasher.verify(decomposed, await hasher.hash(composed))).toBe(true)
    const old = await scryptHash(composed, { N: 2 ** 10, r: 8, p: 1 })
    expect(await hasher.verify(decomposed, old)).toBe(true)
  })

  it('refuses hashes it cannot read, and asks to rehash weaker ones', async () => {
    const strong = new PasswordHasher({ cost: { ...cheap, memoryCost: 512 } })
    const weak = await new PasswordHasher({ cost: cheap }).hash('secret password')
    expect(strong.needsRehash(weak)).toBe(true)
    expect(strong.needsRehash(await strong.hash('secret password'))).toBe(false)
    expect(await strong.verify('secret password', weak)).toBe(true)
    const junk = [
      '',
      'plain text',
      'scrypt$x$8$1$abc$def',
      'scrypt$1$1$1$AA==$AA==',
      'bcrypt$2b$10$abc',
      '$argon2id$v=19$m=256,t=1,p=1$short',
      weak.replace('argon2id', 'argon2i'),
    ]
    for (const stored of junk) {
      expect(await strong.verify('secret password', stored)).toBe(false)
      expect(strong.needsRehash(stored)).toBe(true)
    }
  })

  it('spends a real check on an unknown account, and always says no', async () => {
    const hasher = new PasswordHasher({ cost: cheap })
    expect(await hasher.verifyNothing('anything at all')).toBe(false)
  })

  it('runs at most `concurrency` hashes at once and refuses beyond the queue', async () => {
    const hasher = new PasswordHasher({ cost: cheap, concurrency: 1, maxQueue: 2 })
    const running = [hasher.hash('one'), hasher.hash('two'), hasher.hash('three')]
    expect(hasher.load).toEqual({ active: 1, waiting: 2 })
    expect(hasher.hasCapacity()).toBe(false)
    await expect(hasher.hash('four')).rejects.toBeInstanceOf(HashingBusyError)
    await Promise.all(running)
    expect(hasher.load).toEqual({ active: 0, waiting: 0 })
    // Freed slots are used again.
    expect(hasher.hasCapacity()).toBe(true)
    await expect(hasher.hash('five')).resolves.toMatch(/^\$argon2id\$/)
  })
})
