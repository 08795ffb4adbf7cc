import path from 'node:path'
import { z } from 'zod'

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
})

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
    const problems = parsed.error.issues.map(
      (issue) =>
        `${issue.path.join('.')}=${JSON.stringify(present[String(issue.path[0])] ?? '')} ${issue.message}`,
    )
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`)
  }
  const e = parsed.data
  const repoRoot = path.resolve(import.meta.dirname, '../../..')
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    staticDir: path.resolve(e.STATIC_DIR ?? path.join(repoRoot, 'apps/storefront/dist')),
    ssrEntry: path.resolve(
      e.SSR_ENTRY ?? path.join(repoRoot, 'apps/storefront/dist-server/entry-server.js'),
    ),
    production: e.NODE_ENV === 'production',
  }
}
