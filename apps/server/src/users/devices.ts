/**
 * A device as a shopper recognises it in their list of sessions: "Chrome on Android", "Safari on
 * iPhone". Read from the User-Agent the browser sent at sign-in, which it chooses freely: a
 * label to recognise a device by, never evidence of anything.
 */
const BROWSERS: [RegExp, string][] = [
  // Checked in this order: Edge, Opera and Samsung's browser also say "Chrome", Chrome says
  // "Safari".
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Chrome|CriOS)\//, 'Chrome'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
]
const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
]

/** The longest User-Agent kept: real ones are a few hundred characters. */
export const USER_AGENT_MAX = 512

export function deviceName(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device'
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1]
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1]
  if (browser && system) return `${browser} on ${system}`
  return browser ?? (system ? `A browser on ${system}` : 'Unknown device')
}
