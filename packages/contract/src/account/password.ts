/*
 * The password rules as plain numbers, apart from the schemas in users.ts: forms show them as
 * hints in the first visit's code, which must not bring the schemas (and zod) with it.
 */

/** Passwords: at least this long, and no composition rules (NIST SP 800-63B). */
export const PASSWORD_MIN_LENGTH = 8
/** Long passphrases are welcome; the bound only keeps a request from being absurd. */
export const PASSWORD_MAX_LENGTH = 512
