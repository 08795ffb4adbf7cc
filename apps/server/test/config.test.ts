import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../src/config.ts'

describe('loadConfig', () => {
  it('gives a working default configuration with nothing set', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.dataDir).toBe(path.resolve('./data'))
    expect(config.databaseUrl).toBeUndefined()
    expect(config.publicUrl).toBe('http://localhost:3000')
  })

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/adire',
      DATABASE_URL: 'postgres://shop@db:5432/adire',
      PUBLIC_URL: 'https://adire.example/',
      NODE_ENV: 'production',
    })
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/tmp/adire',
      databaseUrl: 'postgres://shop@db:5432/adire',
      publicUrl: 'https://adire.example',
      production: true,
    })
  })

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000)
  })

  it.each([
    [{ PORT: 'abc' }, /PORT="abc" must be a number/],
    [{ PORT: '70000' }, /PORT="70000" must be between 0 and 65535/],
    [
      { DATABASE_URL: 'mysql://x' },
      /DATABASE_URL="mysql:\/\/x" must be a URL starting with postgres:/,
    ],
    [{ PUBLIC_URL: 'adire.example' }, /PUBLIC_URL="adire.example" must be a URL/],
  ])('rejects %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(message)
  })
})
