/** Socket errors and PostgreSQL's connection and shutdown classes (08, 57P0x). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
])
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connection error/i

/**
 * Whether an error means the database cannot be reached right now (as opposed to a query it
 * refused): the request may succeed again in a moment, so it is answered with 503.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true
    if (UNAVAILABLE_MESSAGES.test(cause.message)) return true
  }
  return false
}

/**
 * Whether a database error is a unique-constraint violation (PostgreSQL 23505), whichever
 * driver raised it and however drizzle wrapped it.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === '23505') return true
  }
  return false
}
