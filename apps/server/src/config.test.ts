import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

describe('loadConfig', () => {
  it('gives a working default configuration with nothing set', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.dataDir).toBe(path.resolve('./data'))
    expect(config.databaseUrl).toBeUndefined()
    expect(config.publicUrl).toBe('http://localhost:3000')
    expect(config.mailFrom).toBe('Adire <no-reply@localhost>')
    expect(config.smtpUrl).toBeUndefined()
    expect(config.trustedProxies).toBe(0)
    expect(config.deliveryFee).toBe(0)
    // No keys: the built-in emulator takes test payments.
    expect(config.paystack).toBeUndefined()
  })

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/adire',
      DATABASE_URL: 'postgres://shop@db:5432/adire',
      PUBLIC_URL: 'https://adire.example/',
      NODE_ENV: 'production',
      AUTH_SECRET: 's'.repeat(40),
      SMTP_URL: 'smtps://shop:pw@mail.adire.example:465',
      MAIL_FROM: 'Adire Orders <orders@adire.example>',
      TRUST_PROXY: '1',
      DELIVERY_FEE: '2500.50',
      ORDER_LIMIT_PER_ACCOUNT: '50',
      PAYSTACK_SECRET_KEY: 'sk_live_abc123',
      PAYSTACK_PUBLIC_KEY: 'pk_live_abc123',
    })
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/tmp/adire',
      databaseUrl: 'postgres://shop@db:5432/adire',
      publicUrl: 'https://adire.example',
      production: true,
      authSecret: 's'.repeat(40),
      smtpUrl: 'smtps://shop:pw@mail.adire.example:465',
      mailFrom: 'Adire Orders <orders@adire.example>',
      trustedProxies: 1,
      deliveryFee: 2500.5,
      orderLimitPerAccount: 50,
      paystack: {
        secretKey: 'sk_live_abc123',
        publicKey: 'pk_live_abc123',
        baseUrl: 'https://api.paystack.co',
      },
    })
  })

  it('takes a delivery fee with kobo, which binary fractions cannot hold exactly', () => {
    expect(loadConfig({ DELIVERY_FEE: '0.07' }).deliveryFee).toBe(0.07)
    expect(loadConfig({ DELIVERY_FEE: '1999.99' }).deliveryFee).toBe(1999.99)
  })

  it('takes how long a payment holds its units, and when stock is low', () => {
    expect(loadConfig({})).toMatchObject({ stockHoldMs: 30 * 60_000, lowStockThreshold: 3 })
    expect(loadConfig({ STOCK_HOLD_MINUTES: '5', LOW_STOCK_THRESHOLD: '5' })).toMatchObject({
      stockHoldMs: 5 * 60_000,
      lowStockThreshold: 5,
    })
    expect(loadConfig({ STOCK_HOLD_MINUTES: '1' }).stockHoldMs).toBe(60_000)
    expect(loadConfig({ STOCK_HOLD_MINUTES: '120' }).stockHoldMs).toBe(120 * 60_000)
    expect(() => loadConfig({ LOW_STOCK_THRESHOLD: '2.5' })).toThrow(
      /LOW_STOCK_THRESHOLD="2.5" must be a whole number of units/,
    )
  })

  // Issue 42, D9: a hold of no time at all let every shopper start paying for the last unit.
  it.each(['0', '1e-9', '0.5', '2.5', '121', '1440', 'soon'])(
    'refuses a payment hold of %s minutes, naming the range the settings screen allows',
    (minutes) => {
      expect(() => loadConfig({ STOCK_HOLD_MINUTES: minutes })).toThrow(
        `STOCK_HOLD_MINUTES="${minutes}" must be a whole number of minutes from 1 to 120`,
      )
    },
  )

  describe('payments', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://adire.example' }

    it('refuses to emulate payments on a public address unless asked to', () => {
      expect(() => loadConfig(production)).toThrow(
        /PUBLIC_URL \(https:\/\/adire\.example\) is not a local address but no Paystack keys are set/,
      )
      expect(loadConfig({ ...production, PAYSTACK_EMULATOR: 'true' }).paystack).toBeUndefined()
      // Locally, and outside production, the emulator is the default.
      expect(loadConfig({ NODE_ENV: 'production' }).paystack).toBeUndefined()
      expect(loadConfig({ PUBLIC_URL: 'https://adire.example' }).paystack).toBeUndefined()
    })

    it('needs both keys, and not the emulator with them', () => {
      expect(() => loadConfig({ PAYSTACK_SECRET_KEY: 'sk_test_abc' })).toThrow(
        /Set both PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY/,
      )
      expect(() =>
        loadConfig({
          PAYSTACK_SECRET_KEY: 'sk_test_abc',
          PAYSTACK_PUBLIC_KEY: 'pk_test_abc',
          PAYSTACK_EMULATOR: 'true',
        }),
      ).toThrow(/keep one or the other/)
    })

    it('never echoes the secret key', () => {
      expect(() => loadConfig({ PAYSTACK_SECRET_KEY: 'pk_oops_secret' })).toThrow(
        /PAYSTACK_SECRET_KEY=\(hidden\) must be a Paystack secret key/,
      )
    })
  })

  it('reads the lists of origins and webhook addresses', () => {
    const config = loadConfig({
      CORS_ORIGINS: 'https://friend.example, http://localhost:5173',
      PAYSTACK_WEBHOOK_IPS: '52.31.139.75,52.49.173.169, 52.214.14.220',
      REDIS_URL: 'redis://127.0.0.1:6379',
    })
    expect(config.corsOrigins).toEqual(['https://friend.example', 'http://localhost:5173'])
    expect(config.webhookIps).toEqual(['52.31.139.75', '52.49.173.169', '52.214.14.220'])
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379')
    expect(loadConfig({}).corsOrigins).toEqual([])
    expect(loadConfig({}).orderLimitPerAccount).toBe(10)
    expect(loadConfig({}).webhookIps).toBeUndefined()
  })

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000)
  })

  it.each([
    [{ PORT: 'abc' }, /PORT="abc" must be a number/],
    [{ PORT: '70000' }, /PORT="70000" must be between 0 and 65535/],
    // Variables that may hold a password are named but never echoed.
    [
      { DATABASE_URL: 'mysql://x' },
      /DATABASE_URL=\(hidden\) must be a URL starting with postgres:/,
    ],
    [{ AUTH_SECRET: 'short-secret' }, /AUTH_SECRET=\(hidden\) must be at least 32 characters/],
    [{ SMTP_URL: 'http://mail:pw@x' }, /SMTP_URL=\(hidden\) must be a URL starting with smtp:/],
    [{ TRUST_PROXY: '-1' }, /TRUST_PROXY="-1" must be between 0 and 10/],
    [{ DELIVERY_FEE: '12.345' }, /DELIVERY_FEE="12.345" must be naira with at most two decimals/],
    [{ DELIVERY_FEE: '-5' }, /DELIVERY_FEE="-5" must be 0 or more/],
    [{ DELIVERY_FEE: 'free' }, /DELIVERY_FEE="free" must be a number of naira/],
    [{ ORDER_LIMIT_PER_ACCOUNT: '0' }, /ORDER_LIMIT_PER_ACCOUNT="0" must be at least 1/],
    [{ REDIS_URL: 'http://cache:6379' }, /REDIS_URL=\(hidden\) must be a URL starting with redis:/],
    [{ CORS_ORIGINS: 'friend.example' }, /CORS_ORIGINS="friend.example" must list origins such as/],
    [
      { PAYSTACK_WEBHOOK_IPS: '52.31.139.75, nope' },
      /PAYSTACK_WEBHOOK_IPS="52.31.139.75, nope" must list IP addresses/,
    ],
    [{ PUBLIC_URL: 'adire.example' }, /PUBLIC_URL="adire.example" must be a URL/],
  ])('rejects %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(message)
  })
})
