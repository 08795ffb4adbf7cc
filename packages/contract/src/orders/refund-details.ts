/*
 * A refund Paystack cannot pay back to the card it came from (`needs-attention`, docs/product.md
 * §10.6): the shopper gives the bank account it should go to, on the page their e-mailed link
 * opens. The texts here are the store's; the schemas are what the server validates with.
 */
import { z } from 'zod'
import { endpoint } from '../shared/endpoint.ts'
import { REFUND_DETAILS_TEXTS } from './refund-details-rules.ts'

export const RefundBank = z.object({ id: z.string(), name: z.string() })
export type RefundBank = z.infer<typeof RefundBank>

export const RefundBanksResponse = z.object({
  success: z.literal(true),
  banks: z.array(RefundBank),
})
export type RefundBanksResponse = z.infer<typeof RefundBanksResponse>

/** What the link's page shows before the shopper answers. */
export const RefundDetailsResponse = z.object({
  success: z.literal(true),
  refund: z.object({
    orderReference: z.string(),
    /** Naira. */
    amount: z.number().nonnegative(),
    currency: z.string(),
  }),
})
export type RefundDetailsResponse = z.infer<typeof RefundDetailsResponse>

/** The shopper's bank account for the refund. */
export const RefundDetailsRequest = z.object({
  accountNumber: z
    .string({ error: REFUND_DETAILS_TEXTS.accountNumberInvalid })
    .trim()
    .regex(/^\d{10}$/, REFUND_DETAILS_TEXTS.accountNumberInvalid),
  bankId: z
    .string({ error: REFUND_DETAILS_TEXTS.bankRequired })
    .trim()
    .min(1, REFUND_DETAILS_TEXTS.bankRequired)
    .max(20, REFUND_DETAILS_TEXTS.bankUnknown)
    .regex(/^\d+$/, REFUND_DETAILS_TEXTS.bankUnknown),
})
export type RefundDetailsRequest = z.infer<typeof RefundDetailsRequest>

export const RefundDetailsSentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
})

/** A new link e-mailed to the signed-in shopper whose order's refund waits for their account. */
export const RefundLinkSentResponse = RefundDetailsSentResponse
export type RefundLinkSentResponse = z.infer<typeof RefundLinkSentResponse>

export const refundDetailsApi = {
  /** Beyond the original spec: the banks a refund can be paid into (Paystack's list, cached). */
  refundBanks: endpoint({
    method: 'GET',
    path: '/api/refunds/banks',
    auth: false,
    request: undefined,
    response: RefundBanksResponse,
  }),
  /** Beyond the original spec: the refund an e-mailed link's token stands for; 404 when it is not valid. */
  refundDetails: endpoint({
    method: 'GET',
    path: '/api/refunds/details/:token',
    auth: false,
    request: undefined,
    response: RefundDetailsResponse,
  }),
  /** Beyond the original spec: the shopper's bank account for it, given to Paystack. */
  sendRefundDetails: endpoint({
    method: 'POST',
    path: '/api/refunds/details/:token',
    auth: false,
    request: RefundDetailsRequest,
    response: RefundDetailsSentResponse,
  }),
  /**
   * Beyond the original spec: e-mails the signed-in shopper a new link for their order's refund
   * that waits for a bank account (the old links stop working); 409 when none waits.
   */
  sendRefundDetailsLink: endpoint({
    method: 'POST',
    path: '/api/refunds/link/:orderId',
    auth: true,
    request: undefined,
    response: RefundLinkSentResponse,
  }),
}
