/** The storefront pages measured by the bundle and Lighthouse figures. */
export interface BenchPage {
  /** Short label for the results table. */
  name: string
  path: string
  /**
   * Kept out of search on purpose (`noindex`, ADR 019): its SEO score leaves out the
   * crawlability audit, which such a page fails by design.
   */
  private?: true
}

export const pages: BenchPage[] = [
  { name: 'home', path: '/' },
  { name: 'collection', path: '/collection' },
  { name: 'product', path: '/productdetails/indigo-adire-hoodie' },
  // The pages selling adds, as a first visit sees them: signed out, with an empty cart.
  { name: 'cart', path: '/cart' },
  { name: 'login', path: '/login' },
  { name: 'signup', path: '/signup' },
  { name: 'orders', path: '/orders' },
  // The shopper's account pages, as a first visit (signed out) sees them.
  { name: 'account', path: '/account' },
  { name: 'addresses', path: '/account/addresses' },
  { name: 'order-details', path: '/orders/ADR-000000', private: true },
  { name: 'confirm-email', path: '/account/confirm-email?token=0123456789abcdef', private: true },
]
