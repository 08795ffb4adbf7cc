import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

/**
 * Passwords stored before Argon2id (ADR 011): `scrypt$N$r$p$salt$key`. They are still checked as
 * they are, and rehashed with Argon2id at the shopper's next successful login; no new hash is
 * made in this form outside tests.
 */
export interface ScryptCost {
  /** CPU/memory cost: memory used is 128 × N × r bytes. */
  N: number
  r: number
  p: number
}

const KEY_LENGTH = 32

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

function decode(stored: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | undefined {
  const [scheme, N, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return undefined
  const cost = { N: Number(N), r: Number(r), p: Number(p) }
  if (!Object.values(cost).every(Number.isSafeInteger)) return undefined
  return { cost, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') }
}

export const isScryptHash = (stored: string): boolean => stored.startsWith('scrypt$')

/** Whether the password matches a stored scrypt hash; false for one that cannot be read. */
export async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const decoded = decode(stored)
  if (!decoded) return false
  const key = await derive(password, decoded.salt, decoded.cost).catch(() => undefined)
  return key !== undefined && key.length === decoded.key.length && timingSafeEqual(key, decoded.key)
}

/** A hash in the old form, as accounts made before Argon2id hold one (for tests). */
export async function scryptHash(password: string, cost: ScryptCost): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, cost)
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  )
}
