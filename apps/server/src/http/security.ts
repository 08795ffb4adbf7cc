import { createHash } from 'node:crypto'

/** Paystack's origins, as its documentation lists them for a site's Content-Security-Policy. */
export const PAYSTACK_ORIGINS = {
  script: 'https://js.paystack.co',
  frame: 'https://checkout.paystack.com',
  connect: 'https://api.paystack.co',
} as const

export interface PolicyOptions {
  /** Real Paystack keys: its popup's frame, API and script are allowed, and nothing else of it. */
  paystack: boolean
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g

/** The CSP source for each inline script of a document: its SHA-256, as browsers compute it. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  )
}

/**
 * A page's Content-Security-Policy: its own scripts (the bundle, and its inline ones by hash,
 * never 'unsafe-inline'), its own styles (inline style attributes allowed: React sets a few),
 * images, requests and frames from the store itself (and images from the browser's own memory,
 * for a photo's preview before it uploads), plus Paystack's popup when real keys are set. Nothing may frame the store, set a base URL or load plugins.
 */
export function pageContentSecurityPolicy(html: string, { paystack }: PolicyOptions): string {
  const withPaystack = (own: string, origin: string) => (paystack ? `${own} ${origin}` : own)
  return [
    "default-src 'self'",
    `script-src ${withPaystack(["'self'", ...inlineScriptHashes(html)].join(' '), PAYSTACK_ORIGINS.script)}`,
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    // `blob:` for images only: the photo a team member picked, previewed from the browser's
    // memory while it uploads (issue 44). No script, style, frame or request may use `blob:`.
    "img-src 'self' data: blob:",
    `connect-src ${withPaystack("'self'", PAYSTACK_ORIGINS.connect)}`,
    // The emulator's checkout page is framed from the store itself; Paystack's from its own.
    `frame-src ${withPaystack("'self'", PAYSTACK_ORIGINS.frame)}`,
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** Headers every response of the store carries; HSTS only when it is served over HTTPS. */
export function baseSecurityHeaders(publicUrl: string): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(publicUrl.startsWith('https:')
      ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }
      : {}),
  }
}
