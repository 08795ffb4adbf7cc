import type { AdminCountsResponse } from '@adire/contract'

/** The newest paid order as the counts name it. */
export type NewestPaid = AdminCountsResponse['newestPaid']

/**
 * The paid order to announce, if the counts name one newer than the shell had seen: none on the
 * first answer (`seen` undefined: what was there before the page opened is not news), the first
 * order a store ever takes, or one paid later than the one seen.
 */
export function newPaidOrder(seen: NewestPaid | undefined, latest: NewestPaid): NewestPaid {
  if (seen === undefined || latest === null) return null
  if (seen === null) return latest
  const newer =
    latest.at > seen.at || (latest.at === seen.at && latest.orderNumber > seen.orderNumber)
  return newer ? latest : null
}
