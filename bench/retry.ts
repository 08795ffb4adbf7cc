/**
 * A failure caused by the shared machine rather than by what is measured: our server killed by
 * someone else's `pkill`, or the storefront rebuilt mid-measurement. The area is measured again.
 */
export class RetryableError extends Error {
  override name = 'RetryableError'
}
