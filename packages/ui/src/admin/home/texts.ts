import { type HomePeriod, PAGE_ROUTES, type SetupStep } from '@adire/contract'

/*
 * Every word of the store team's Home (docs/product.md §11.10), in one place for the
 * components, the page and the stories' checks.
 */

/** The orders list filtered (admin orders' query: status, refund). */
const ordersWhere = (query: string) => `${PAGE_ROUTES.adminOrders}?${query}`

export const HOME_ADMIN_TEXTS = {
  heading: { text1: 'Store', text2: 'home' },
  signIn: 'Log in with your team account to see how the store is doing.',
  loading: 'Loading the store’s figures',
  failed: (message: string) => `The store’s figures could not be loaded: ${message}`,
  newOrder: (reference: string) => `New order ${reference}`,
  viewOrder: 'View',
  setup: {
    heading: 'Set up your store',
    progress: (done: number, all: number) => `${done} of ${all} done`,
    done: 'Done',
    todo: 'To do',
    steps: {
      storeEmail: {
        label: 'Store e-mail address',
        hint: 'Where new orders and messages are sent.',
        href: PAGE_ROUTES.adminSettings,
        action: 'Set the e-mail',
      },
      contact: {
        label: 'Phone or WhatsApp number',
        hint: 'How shoppers reach you, in every page’s footer.',
        href: PAGE_ROUTES.adminSettings,
        action: 'Add your contact details',
      },
      deliveryZones: {
        label: 'Delivery zones',
        hint: 'What delivery costs, state by state.',
        href: PAGE_ROUTES.adminSettings,
        action: 'Set the zones',
      },
      payments: {
        label: 'Paystack keys',
        hint: 'Using the test emulator: no money moves. Set PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY on the server and restart it to take real payments.',
        href: null,
        action: null,
      },
      productPhoto: {
        label: 'First product photo',
        hint: 'Upload a photo of one of your products.',
        href: PAGE_ROUTES.adminProductNew,
        action: 'Add a product',
      },
    } satisfies Record<
      SetupStep,
      { label: string; hint: string; href: string | null; action: string | null }
    >,
    paystackSet: 'Paystack keys are set: payments are real.',
  },
  work: {
    heading: 'Waiting for you',
    toPack: { label: 'Orders to pack', href: ordersWhere('status=Order+Placed') },
    transfers: {
      label: 'Payments awaiting',
      hint: (amount: string) => `${amount} in bank transfers under way`,
      href: ordersWhere('status=Awaiting+payment'),
    },
    refunds: {
      label: 'Refunds needing you',
      hint: (failed: number, unanswered: number) =>
        [
          failed > 0 ? `${failed} failed` : null,
          unanswered > 0 ? `${unanswered} waiting a week for the shopper` : null,
        ]
          .filter(Boolean)
          .join(', '),
      href: ordersWhere('refund=failed'),
    },
    messages: { label: 'Unread messages', href: `${PAGE_ROUTES.adminMessages}?show=open` },
    returns: {
      label: 'Returns needing you',
      hint: (toDecide: number, toSettle: number) =>
        [
          toDecide > 0 ? `${toDecide} to approve or decline` : null,
          toSettle > 0 ? `${toSettle} to refund or ship` : null,
        ]
          .filter(Boolean)
          .join(', '),
      href: PAGE_ROUTES.adminReturns,
    },
  },
  sales: {
    heading: 'Sales',
    periods: { today: 'Today', week: 'This week', month: 'This month' } satisfies Record<
      HomePeriod,
      string
    >,
    before: { today: 'yesterday', week: 'last week', month: 'last month' } satisfies Record<
      HomePeriod,
      string
    >,
    paidSales: 'Paid sales',
    orders: 'Orders',
    average: 'Average order',
    /** The change on the same stretch of the period before. */
    change: (percent: number, before: string) =>
      percent === 0
        ? `Same as ${before} by now`
        : `${percent > 0 ? 'Up' : 'Down'} ${Math.abs(percent)}% on ${before} by now`,
    noneBefore: (before: string) => `Nothing sold ${before} by now`,
    note: 'Money kept for paid orders: refunds taken off, in Lagos time.',
    testsLeftOut: (n: number) =>
      `${n === 1 ? '1 test payment' : `${n} test payments`} this month (the built-in emulator: no money moved) ${n === 1 ? 'is' : 'are'} left out.`,
    testsIncluded: 'Test payments are included in these figures.',
    includeTests: 'Include test payments',
    excludeTests: 'Leave test payments out',
  },
  stock: {
    heading: 'Running out',
    none: 'No size is low on stock.',
    soldOut: 'Sold out',
    left: (units: number) => `${units} left`,
    summary: (low: number, soldOut: number) => `${soldOut} sold out, ${low} low`,
    seeAll: 'See every product low on stock',
    seeAllHref: `${PAGE_ROUTES.adminProducts}?stock=low`,
  },
  best: {
    heading: 'Best sellers',
    choose: 'Best sellers of',
    none: 'Nothing sold in this period yet.',
    sold: (units: number) => (units === 1 ? '1 sold' : `${units} sold`),
    list: 'Best-selling products',
  },
} as const

/** A product's editor, for the links of Home's lists. */
export const productEditorHref = (id: string) =>
  PAGE_ROUTES.adminProductEdit.replace(':id', encodeURIComponent(id))
