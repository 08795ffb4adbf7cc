import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadAuthSecret, newToken, TokenHasher } from './tokens.ts'

describe('tokens', () => {
  it('are 43 URL-safe characters (256 bits) and never repeat', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newToken))
    expect(tokens.size).toBe(1000)
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('hash differently under different secrets, and refuse what cannot be a token', () => {
    const token = newToken()
    const a = new TokenHasher(Buffer.from('secret a'.repeat(5)))
    const b = new TokenHasher(Buffer.from('secret b'.repeat(5)))
    expect(a.hash(token)).toBe(a.hash(token))
    expect(a.hash(token)).not.toBe(b.hash(token))
    expect(a.hash(token)).not.toContain(token)
    for (const junk of ['', 'short', `${token}x`, `${token.slice(1)}=`, 'a.b.c']) {
      expect(a.hash(junk)).toBeUndefined()
    }
  })
})

describe('loadAuthSecret', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'adire-secret-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('prefers AUTH_SECRET', () => {
    const loaded = loadAuthSecret('x'.repeat(40), dir)
    expect(loaded.source).toBe('AUTH_SECRET')
    expect(loaded.secret.toString()).toBe('x'.repeat(40))
  })

  it('otherwise generates one in DATA_DIR once, private to the server, and reuses it', () => {
    const first = loadAuthSecret(undefined, dir)
    const file = path.join(dir, 'auth-secret')
    expect(first.source).toBe(file)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readFileSync(file, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/)
    expect(loadAuthSecret(undefined, dir).secret.equals(first.secret)).toBe(true)
  })
})
