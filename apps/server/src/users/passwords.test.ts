import { monitorEventLoopDelay } from 'node:perf_hooks'
import { describe, expect, it } from 'vitest'
import { HashingBusyError, OWASP_SCRYPT_COST, PasswordHasher } from './passwords.ts'

const cheap = { N: 2 ** 10, r: 8, p: 1 }

describe('PasswordHasher at the production cost', () => {
  const hasher = new PasswordHasher()

  it("uses OWASP's recommended scrypt parameters by default", () => {
    expect(hasher.cost).toEqual({ N: 131072, r: 8, p: 1 })
    expect(OWASP_SCRYPT_COST).toEqual(hasher.cost)
  })

  it('hashes with a fresh salt, records the parameters and verifies only the right password', async () => {
    const a = await hasher.hash('correct horse battery staple')
    const b = await hasher.hash('correct horse battery staple')
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$/)
    expect(a).not.toBe(b)
    expect(await hasher.verify('correct horse battery staple', a)).toBe(true)
    expect(await hasher.verify('correct horse battery stapler', a)).toBe(false)
  })

  it('hashes off the event loop: timers keep firing while a hash runs', async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 })
    delay.enable()
    const started = performance.now()
    await hasher.hash('a password that takes a while')
    const took = performance.now() - started
    delay.disable()
    // A hash takes a few hundred milliseconds here; the loop never stalls for a fraction of it.
    expect(took).toBeGreaterThan(50)
    expect(delay.max / 1e6).toBeLessThan(took / 2)
  })
})

describe('PasswordHasher', () => {
  it('treats the same text in another Unicode form as the same password', async () => {
    const hasher = new PasswordHasher({ cost: cheap })
    const composed = 'ọ̀rẹ́ café'.normalize('NFC')
    const decomposed = composed.normalize('NFD')
    expect(composed).not.toBe(decomposed)
    expect(await hasher.verify(decomposed, await hasher.hash(composed))).toBe(true)
  })

  it('refuses hashes it cannot read, and asks to rehash weaker ones', async () => {
    const strong = new PasswordHasher({ cost: { N: 2 ** 12, r: 8, p: 1 } })
    const weak = await new PasswordHasher({ cost: cheap }).hash('secret password')
    expect(strong.needsRehash(weak)).toBe(true)
    expect(strong.needsRehash(await strong.hash('secret password'))).toBe(false)
    expect(await strong.verify('secret password', weak)).toBe(true)
    for (const junk of ['', 'plain text', 'scrypt$x$8$1$abc$def', 'bcrypt$2b$10$abc']) {
      expect(await strong.verify('secret password', junk)).toBe(false)
    }
  })

  it('spends a real check on an unknown account, and always says no', async () => {
    const hasher = new PasswordHasher({ cost: cheap })
    expect(await hasher.verifyNothing('anything at all')).toBe(false)
  })

  it('runs at most `concurrency` hashes at once and refuses beyond the queue', async () => {
    const hasher = new PasswordHasher({
      cost: { N: 2 ** 14, r: 8, p: 1 },
      concurrency: 1,
      maxQueue: 2,
    })
    const running = [hasher.hash('one'), hasher.hash('two'), hasher.hash('three')]
    expect(hasher.load).toEqual({ active: 1, waiting: 2 })
    expect(hasher.hasCapacity()).toBe(false)
    await expect(hasher.hash('four')).rejects.toBeInstanceOf(HashingBusyError)
    await Promise.all(running)
    expect(hasher.load).toEqual({ active: 0, waiting: 0 })
    // Freed slots are used again.
    expect(hasher.hasCapacity()).toBe(true)
    await expect(hasher.hash('five')).resolves.toMatch(/^scrypt\$/)
  })
})
