import type { PageMeta } from './seo.ts'
import { pageMeta } from './static-page-meta.ts'

/** One question of the Help Center (docs/product.md §2). */
export interface FaqEntry {
  /** Stable id, used for anchors and element ids. */
  id: string
  question: string
  answer: string
}

/**
 * The Help Center's questions. The storefront shows them as an accordion and the server's page
 * meta describes them to search engines as an FAQPage, so both read this one list.
 */
export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: 'track-order',
    question: 'How do I track my order?',
    answer:
      'Log in and open My Orders (the Order Tracking link at the bottom of every page). Each order shows its date, items, payment method and current status. Press Track Order to fetch the latest status.',
  },
  {
    id: 'returns',
    question: 'What is your return policy?',
    answer:
      'You can return any item within 30 days of delivery, free of charge, as long as it is unworn, in its original condition and with its tags still attached. Contact us with your order number and we will arrange the return; once the item reaches us and has been checked, we refund you the way you paid.',
  },
  {
    id: 'payment-methods',
    question: 'Which payment methods do you accept?',
    answer:
      'We accept debit and credit cards (Visa, Mastercard and Verve), paid securely through Paystack. PayPal is coming soon, and cash on delivery is offered where it is available for your address. Checkout shows the options open to you.',
  },
  {
    id: 'change-address',
    question: 'Can I change my delivery address after ordering?',
    answer:
      'Yes, as long as your order has not been shipped. Contact our support team by phone, e-mail or the form on our Contact page with your order number and the new address, and we will update it for you. Once an order has shipped, its address can no longer be changed.',
  },
]

/**
 * The Help Center's meta, with its questions and answers as structured data so that search
 * results can show them directly. Apart from `pageMeta`, which every page loads: the questions
 * load with the Help Center only.
 */
export function helpCenterMeta(): PageMeta {
  return {
    ...pageMeta('helpCenter'),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: FAQ_ENTRIES.map((entry) => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: entry.answer },
      })),
    },
  }
}
