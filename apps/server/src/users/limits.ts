import { MINUTE_MS } from '@adire/contract'
import type { RateLimitRule } from '../http/rate-limit.ts'

/**
 * The account endpoints' limits. Many Nigerian mobile subscribers share one public address
 * (carrier-grade NAT), so limits per address are generous and only stop floods; guessing a
 * password is stopped per account, and only for a quarter of an hour, so nobody can lock a
 * shopper out for long.
 */
export const USER_LIMITS = {
  /** Any account call from one address. */
  burstPerAddress: {
    name: 'users-address',
    limit: 60,
    windowMs: MINUTE_MS,
    message: 'Too many requests from your network. Please try again in {minutes}.',
  },
  /** Failed logins for one account from one address. */
  failuresPerAccountAndAddress: {
    name: 'login-failures-account-address',
    limit: 5,
    windowMs: 15 * MINUTE_MS,
    message: 'Too many failed login attempts. Please try again in {minutes}.',
  },
  /** Failed logins for one account from anywhere: bounds guessing spread over many addresses. */
  failuresPerAccount: {
    name: 'login-failures-account',
    limit: 30,
    windowMs: 15 * MINUTE_MS,
    message: 'Too many failed login attempts. Please try again in {minutes}.',
  },
  registrationsPerAddress: {
    name: 'register-address',
    limit: 20,
    windowMs: 60 * MINUTE_MS,
    message: 'Too many accounts created from your network. Please try again in {minutes}.',
  },
  /** Reset e-mails to one address: nobody can flood a mailbox through the store. */
  resetEmailsPerAccount: {
    name: 'forgot-email',
    limit: 3,
    windowMs: 60 * MINUTE_MS,
    message: 'Too many reset requests for this address. Please try again in {minutes}.',
  },
  /**
   * Changes of e-mail asked for by one account: each sends a link and a notice. As many as a
   * forgotten password's, since the notice may go to an address not yet proven (only this
   * account has it).
   */
  emailChangesPerAccount: {
    name: 'email-change-account',
    limit: 3,
    windowMs: 60 * MINUTE_MS,
    message: 'Too many changes of e-mail asked for. Please try again in {minutes}.',
  },
  /**
   * Links sent to an address no account has proven (a sign-up's, a change's new address, the
   * account page's "send again"), per recipient and whoever asks: as many as a forgotten
   * password's, so no one can flood a stranger's mailbox through the store (ADR 034).
   */
  mailsToUnprovenAddress: {
    name: 'unproven-address-mail',
    limit: 3,
    windowMs: 60 * MINUTE_MS,
    message: 'Too many e-mails to this address. Please try again in {minutes}.',
  },
} as const satisfies Record<string, RateLimitRule>
