import {
  REFUND_DETAILS_TEXTS,
  type RefundBank,
  type RefundDetailsRequest,
  type RefundDetailsResponse,
} from '@adire/contract'
import { answered, call } from '../../api/client.ts'

/** GET /api/refunds/details/:token: the refund an e-mailed link stands for. */
export async function fetchRefundDetails(
  token: string,
  signal?: AbortSignal,
): Promise<RefundDetailsResponse['refund']> {
  const { refund } = await answered(
    call('refundDetails', {
      params: { token },
      fallbackMessage: REFUND_DETAILS_TEXTS.unavailable,
      ...(signal ? { signal } : {}),
    }),
    REFUND_DETAILS_TEXTS.unavailable,
  )
  return refund
}

/** GET /api/refunds/banks: the banks a refund can be paid into. */
export async function fetchRefundBanks(signal?: AbortSignal): Promise<RefundBank[]> {
  const { banks } = await answered(
    call('refundBanks', {
      fallbackMessage: REFUND_DETAILS_TEXTS.banksUnavailable,
      ...(signal ? { signal } : {}),
    }),
    REFUND_DETAILS_TEXTS.banksUnavailable,
  )
  return banks
}

/** POST /api/refunds/details/:token: the shopper's bank account for the refund. */
export function sendRefundDetails(token: string, body: RefundDetailsRequest) {
  return answered(
    call('sendRefundDetails', {
      params: { token },
      body,
      fallbackMessage: REFUND_DETAILS_TEXTS.unavailable,
    }),
    REFUND_DETAILS_TEXTS.unavailable,
  )
}

/** POST /api/refunds/link/:orderId: a new link e-mailed to the signed-in shopper. */
export function sendRefundDetailsLink(token: string, orderId: string) {
  return answered(
    call('sendRefundDetailsLink', {
      params: { orderId },
      token,
      fallbackMessage: REFUND_DETAILS_TEXTS.linkFailed,
    }),
    REFUND_DETAILS_TEXTS.linkFailed,
  )
}
