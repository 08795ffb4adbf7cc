// The titles and descriptions of the pages whose texts are fixed. Apart from seo.ts: the browser
// loads them only when the shopper moves to another page, since the server writes the first
// page's into its HTML (see the storefront's usePageMeta).
import { PAGE_ROUTES, type PageRoute } from '../shared/routes.ts'
import { DEFAULT_SHARE_IMAGE, type PageMeta } from './seo.ts'

export type StaticPage = Exclude<PageRoute, 'productDetails'>

/**
 * How a page stands with search engines (ADR 019). By default it is indexed and listed in the
 * sitemap. 'unlisted': indexed (a search for "Adire login" or "Adire orders" should find it, and
 * what a crawler sees is the same signed-out page for everyone) but not offered in the sitemap,
 * having no content of its own; 'private': `noindex`, a step that means nothing out of context.
 */
type Indexing = 'unlisted' | 'private'

const entries: Record<StaticPage, [title: string, description: string, indexing?: Indexing]> = {
  home: [
    'Adire | Clothing for Nigerian shoppers',
    'Shop hoodies, jerseys, t-shirts, polos, pants, shorts, head wear and sunglasses from Adire, priced in naira and delivered across Nigeria.',
  ],
  collection: [
    'Collection | Adire',
    'The full Adire collection: head wear, hoodies, jerseys, pants, polos, shorts, t-shirts and sunglasses, priced in naira.',
  ],
  about: [
    'About us | Adire',
    'The story, mission and values behind Adire: sustainable style, inclusive fashion and global trends, made for Nigeria.',
  ],
  contact: [
    'Contact us | Adire',
    'Reach the Adire team by phone, e-mail or message: questions about orders, sizes, delivery and returns.',
  ],
  product: ['Products | Adire', 'Browse Adire products by department.'],
  cart: [
    'Your Shopping Cart | Adire',
    'Your Adire shopping cart: the items you picked, their sizes and quantities, and the total with delivery, ready to check out and pay by card.',
    'unlisted',
  ],
  placeOrder: [
    'Checkout | Adire',
    'Enter your delivery details and pay securely by card.',
    'private',
  ],
  orders: [
    'My Orders | Adire',
    'Track your Adire orders: the items, payment and delivery status of each order, and its history from payment to your door.',
    'unlisted',
  ],
  orderDetails: [
    'Order details | Adire',
    'One of your Adire orders: its items, payments, delivery and history, and its receipt.',
    'private',
  ],
  account: [
    'My account | Adire',
    'Your Adire account: your name and e-mail, your password, the devices signed in and your data.',
    'unlisted',
  ],
  addresses: [
    'My addresses | Adire',
    'The delivery addresses saved with your Adire account, and the one checkout fills in.',
    'unlisted',
  ],
  confirmEmail: ['Confirm your e-mail | Adire', 'Confirming your new e-mail address.', 'private'],
  refundDetails: [
    'Your refund | Adire',
    'Tell us which bank account your Adire refund should be paid into.',
    'private',
  ],
  helpCenter: [
    'Help Center | Adire',
    'Answers about tracking orders, free 30-day returns, payment methods and changing your delivery address.',
  ],
  delivery: [
    'Delivery | Adire',
    'Where Adire delivers across Nigeria, what delivery costs to each state and how long it takes, and when it is free.',
  ],
  termsOfUse: [
    'Terms of Use | Adire',
    'The terms that apply when you shop at Adire: orders, payments, delivery and returns.',
  ],
  privacyPolicy: [
    'Privacy Policy | Adire',
    'How Adire collects, uses and protects your personal data under the Nigeria Data Protection Act 2023.',
  ],
  verify: ['Verifying payment | Adire', 'Confirming your payment.', 'private'],
  login: [
    'Login | Adire',
    'Log in to your Adire account to check out, see your orders and track their delivery across Nigeria.',
    'unlisted',
  ],
  signup: [
    'Sign up | Adire',
    'Create an Adire account to keep your cart, pay for your orders by card and follow them to your door.',
    'unlisted',
  ],
  forgotPassword: [
    'Forgot password | Adire',
    'Get a link to reset your Adire password.',
    'private',
  ],
  resetPassword: ['Reset password | Adire', 'Choose a new Adire password.', 'private'],
  adminHome: [
    'Home (store team) | Adire',
    "The store team's Home: today's sales, the orders to pack, what waits for the team and the store's setup.",
    'private',
  ],
  adminOrders: [
    'Orders (store team) | Adire',
    "The store team's view of every order: find an order, follow it and move it along.",
    'private',
  ],
  adminPackingSlips: [
    'Packing slips (store team) | Adire',
    "The store team's packing slips: each order's address, phone and items, to print on A4 or a receipt printer.",
    'private',
  ],
  adminProducts: [
    'Products (store team) | Adire',
    "The store team's catalogue: find a product, add one, change it or take it off sale.",
    'private',
  ],
  adminProductNew: [
    'New product (store team) | Adire',
    "The store team's editor for a new product: name, department, price, sizes and photos.",
    'private',
  ],
  adminDepartments: [
    'Departments (store team) | Adire',
    "The store team's departments: add, rename and order the shop's departments, and remove empty ones.",
    'private',
  ],
  adminProductEdit: [
    'Edit product (store team) | Adire',
    "The store team's editor for a product: its details, photos, status and history.",
    'private',
  ],
  adminDiscounts: [
    'Discount codes (store team) | Adire',
    "The store team's discount codes: what each takes off, its uses, the money given away and the sales.",
    'private',
  ],
  adminDiscountNew: [
    'New discount code (store team) | Adire',
    "The store team's editor for a new discount code: what it takes off, for whom and when.",
    'private',
  ],
  adminDiscountEdit: [
    'Discount code (store team) | Adire',
    'A discount code as the store team sees it: its terms, uses, pause and end, and its history.',
    'private',
  ],
  adminReturns: [
    'Returns (store team) | Adire',
    "The store team's returns and size exchanges: approve or decline them, mark them received, refund or ship the exchange.",
    'private',
  ],
  adminReturn: [
    'Return (store team) | Adire',
    'A return as the store team handles it: its items, refund, the shopper’s reason and its history.',
    'private',
  ],
  adminSettings: [
    'Settings (store team) | Adire',
    "The store's settings: its e-mail address, delivery fee and zones, ways to pay, low-stock threshold and payment hold.",
    'private',
  ],
  adminMessages: [
    'Messages (store team) | Adire',
    "The store team's inbox: messages from the contact page, to answer and mark handled.",
    'private',
  ],
  adminCustomers: [
    'Customers (store team) | Adire',
    "The store team's customers: who bought, how often and how much, found by name, e-mail or phone.",
    'private',
  ],
  adminCustomer: [
    'Customer (store team) | Adire',
    'A customer as the store team sees them: their orders and saved addresses.',
    'private',
  ],
}

/** The meta of a page that is not a product page. */
export function pageMeta(page: StaticPage): PageMeta {
  const [title, description, indexing] = entries[page]
  const meta: PageMeta = {
    title,
    description,
    path: PAGE_ROUTES[page],
    image: DEFAULT_SHARE_IMAGE,
    type: 'website',
    noindex: indexing === 'private',
  }
  return meta
}

/** Whether the sitemap offers the page to search engines: indexed pages with content of their own. */
export function inSitemap(page: StaticPage): boolean {
  return entries[page][2] === undefined
}
