import { createHmac, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** 256 random bits: session and reset tokens cannot be guessed, however many are tried. */
const TOKEN_BYTES = 32
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** A new random token, URL-safe (it travels in headers and in the reset link). */
export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url')
}

/**
 * Turns tokens into what the database stores: an HMAC under the server's secret. Only someone
 * holding both the database and the secret could even check a guess; nobody can reverse one.
 */
export class TokenHasher {
  constructor(private readonly secret: Buffer) {}

  /** The stored form of a token, or undefined when the value cannot be one of ours. */
  hash(token: string): string | undefined {
    if (!TOKEN_PATTERN.test(token)) return undefined
    return createHmac('sha256', this.secret).update(token).digest('base64url')
  }
}

const SECRET_FILE = 'auth-secret'

/**
 * The secret keying stored tokens: AUTH_SECRET when set (it must be, and be the same, on every
 * server sharing a database); otherwise one generated on first start and kept in DATA_DIR.
 * Without a data directory (tests) a fresh one is made for this process.
 */
export function loadAuthSecret(authSecret: string | undefined, dataDir: string | undefined) {
  if (authSecret) return { secret: Buffer.from(authSecret, 'utf8'), source: 'AUTH_SECRET' } as const
  if (!dataDir) return { secret: randomBytes(32), source: 'memory' } as const
  const file = path.join(dataDir, SECRET_FILE)
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true })
    // `wx`: if another process created it meanwhile, keep theirs and read it below.
    try {
      writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
  return { secret: Buffer.from(readFileSync(file, 'utf8').trim(), 'utf8'), source: file } as const
}
