/**
 * Whether a failed call is worth repeating: not when the server refused it (a 4xx), and at most
 * twice more. (Free of imports: the store team's queries use it, and anything they import from
 * TanStack Query makes the bundler split query-core out of the entry chunk.)
 */
export function worthRetrying(failureCount: number, error: Error): boolean {
  const status = (error as { status?: unknown }).status
  const refused = typeof status === 'number' && status >= 400 && status < 500
  return !refused && failureCount < 2
}
