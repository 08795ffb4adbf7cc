import path from 'node:path'
import {
  DEFAULT_STORE_SETTINGS,
  DELIVERY_FEE,
  LOW_STOCK_THRESHOLD,
  lowStockThresholdRule,
  MINUTE_MS,
  nairaSetting,
  paymentHoldRule,
} from '@adire/contract'
import { z } from 'zod'
import { ORDER_LIMITS } from './orders/limits.ts'
import type { PaystackKeys } from './payments/gateway.ts'
import { PAYSTACK_API } from './payments/paystack/client.ts'

const port = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535')

const url = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol)
        } catch {
          return false
        }
      },
      `must be a URL starting with ${protocols.join(' or ')}//`,
    )

const EnvSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  STATIC_DIR: z.string().trim().min(1).optional(),
  SSR_ENTRY: z.string().trim().min(1).optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().trim().min(3).max(200).optional(),
  // The settings' own rules, so that "2,500" means the same here as on the settings screen.
  DELIVERY_FEE: nairaSetting().default(DELIVERY_FEE),
  LOW_STOCK_THRESHOLD: lowStockThresholdRule().default(LOW_STOCK_THRESHOLD),
  // Minutes a started payment holds its units: the settings screen's rule (whole minutes).
  STOCK_HOLD_MINUTES: paymentHoldRule().default(DEFAULT_STORE_SETTINGS.paymentHoldMinutes),
  PAYSTACK_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^sk_(test|live)_\w+$/, 'must be a Paystack secret key (sk_test_... or sk_live_...)')
    .optional(),
  PAYSTACK_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(/^pk_(test|live)_\w+$/, 'must be a Paystack public key (pk_test_... or pk_live_...)')
    .optional(),
  PAYSTACK_BASE_URL: url(['https:', 'http:']).optional(),
  PAYSTACK_EMULATOR: z.enum(['true', 'false'], { message: 'must be true or false' }).optional(),
  // Seconds the emulator takes to see a bank transfer land (Paystack: seconds to minutes).
  PAYSTACK_EMULATOR_TRANSFER_SECONDS: z.coerce
    .number({ message: 'must be a number of seconds' })
    .min(0, 'must be 0 or more')
    .max(3600, 'must be at most 3600 (an hour)')
    .default(60),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  CORS_ORIGINS: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^https?:\/\/[^/\s]+$/,
            'must list origins such as https://shop.example, comma-separated',
          ),
      ),
    )
    .optional(),
  PAYSTACK_WEBHOOK_IPS: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((ip) => ip.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.union([z.ipv4(), z.ipv6()], { message: 'must list IP addresses, comma-separated' }),
      ),
    )
    .optional(),
  ORDER_LIMIT_PER_ACCOUNT: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(ORDER_LIMITS.paymentsPerAccount.limit),
  TRUST_PROXY: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 10')
    .max(10, 'must be between 0 and 10')
    .default(0),
})

/**
 * The variables that give a store setting its first value: stored at a store's first start
 * (the settings service's seed), after which the settings screen's value is the one that counts.
 */
export const FIRST_START_SETTINGS = [
  'DELIVERY_FEE',
  'LOW_STOCK_THRESHOLD',
  'STOCK_HOLD_MINUTES',
] as const satisfies readonly (keyof z.input<typeof EnvSchema>)[]

/** Never echoed in an error message: they may hold passwords. */
const SECRET_VARIABLES = new Set([
  'AUTH_SECRET',
  'SMTP_URL',
  'DATABASE_URL',
  'REDIS_URL',
  'PAYSTACK_SECRET_KEY',
])

const isLocalAddress = (url: string) => {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '')
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\./.test(host)
  )
}

export interface Config {
  port: number
  host: string
  /** Where the embedded database (and later the mail outbox) keep their files. */
  dataDir: string
  /** A PostgreSQL URL; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | undefined
  /** The address shoppers reach the store at; used in emails, canonical URLs and payment callbacks. */
  publicUrl: string
  /** The built storefront to serve; absent in API-only test setups. */
  staticDir: string
  /** The server-rendering bundle (`vite build --ssr`); pages render in the browser without it. */
  ssrEntry: string
  production: boolean
  /** Keys the stored session and reset tokens; generated into `dataDir` when unset. */
  authSecret: string | undefined
  /** Sends e-mail through this server; without it, mail is written to `dataDir/outbox`. */
  smtpUrl: string | undefined
  /** The sender of the store's e-mails. */
  mailFrom: string
  /** How many reverse proxies in front of the server to trust for X-Forwarded-For. */
  trustedProxies: number
  /** Naira added to every order for delivery. */
  deliveryFee: number
  /** Orders placed or paid again per account in `ORDER_LIMITS`' window. */
  orderLimitPerAccount: number
  /** How long a started payment holds its units (STOCK_HOLD_MINUTES; Paystack's window is 30). */
  stockHoldMs: number
  /** At or below this many units a counted size is low: "Only N left", the Low stock filter. */
  lowStockThreshold: number
  /** Paystack's keys; without them payments go to the built-in emulator (no money moves). */
  paystack: PaystackKeys | undefined
  /** Seconds the emulator's bank transfers take to land (PAYSTACK_EMULATOR_TRANSFER_SECONDS). */
  emulatorTransferSeconds: number
  /** Rate-limit counts shared by several servers; in memory without it. */
  redisUrl: string | undefined
  /** Other sites allowed to call the API from a browser; none by default. */
  corsOrigins: string[]
  /** If set, only these addresses may post Paystack webhooks. */
  webhookIps: string[] | undefined
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Reads and validates the configuration; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Treat empty variables as unset, as shells and .env files often leave them empty.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const parsed = EnvSchema.safeParse(present)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0])
      const shown = SECRET_VARIABLES.has(name) ? '(hidden)' : JSON.stringify(present[name] ?? '')
      return `${name}=${shown} ${issue.message}`
    })
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`)
  }
  const e = parsed.data
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '')
  const production = e.NODE_ENV === 'production'
  const paystack = paystackKeys(e, publicUrl, production)
  const repoRoot = path.resolve(import.meta.dirname, '../../..')
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    staticDir: path.resolve(e.STATIC_DIR ?? path.join(repoRoot, 'apps/storefront/dist')),
    ssrEntry: path.resolve(
      e.SSR_ENTRY ?? path.join(repoRoot, 'apps/storefront/dist-server/entry-server.js'),
    ),
    production,
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `Adire <no-reply@${new URL(publicUrl).hostname}>`,
    trustedProxies: e.TRUST_PROXY,
    deliveryFee: e.DELIVERY_FEE,
    orderLimitPerAccount: e.ORDER_LIMIT_PER_ACCOUNT,
    stockHoldMs: Math.round(e.STOCK_HOLD_MINUTES * MINUTE_MS),
    lowStockThreshold: e.LOW_STOCK_THRESHOLD,
    paystack,
    emulatorTransferSeconds: e.PAYSTACK_EMULATOR_TRANSFER_SECONDS,
    redisUrl: e.REDIS_URL,
    corsOrigins: e.CORS_ORIGINS ?? [],
    webhookIps: e.PAYSTACK_WEBHOOK_IPS,
  }
}

/**
 * Paystack's keys, both or neither. Without keys, payments are emulated, which a deployment
 * must ask for (PAYSTACK_EMULATOR=true): a store on a public address never takes test payments
 * by accident.
 */
function paystackKeys(
  e: z.infer<typeof EnvSchema>,
  publicUrl: string,
  production: boolean,
): PaystackKeys | undefined {
  const secretKey = e.PAYSTACK_SECRET_KEY
  const publicKey = e.PAYSTACK_PUBLIC_KEY
  if (Boolean(secretKey) !== Boolean(publicKey)) {
    throw new ConfigError(
      'Set both PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY, or neither to take test payments through the built-in emulator.',
    )
  }
  if (secretKey && publicKey) {
    if (e.PAYSTACK_EMULATOR === 'true') {
      throw new ConfigError(
        'PAYSTACK_EMULATOR=true asks for test payments, but Paystack keys are set: keep one or the other.',
      )
    }
    return { secretKey, publicKey, baseUrl: e.PAYSTACK_BASE_URL ?? PAYSTACK_API }
  }
  if (production && !isLocalAddress(publicUrl) && e.PAYSTACK_EMULATOR !== 'true') {
    throw new ConfigError(
      `PUBLIC_URL (${publicUrl}) is not a local address but no Paystack keys are set. Set PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY, or PAYSTACK_EMULATOR=true to take test payments only (no money moves).`,
    )
  }
  return undefined
}
