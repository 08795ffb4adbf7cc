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
  /** Measured as on a desktop (Lighthouse's desktop settings), as the store team works. */
  desktop?: true
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

/** The shopper's pages named in `names` (`--pages`), in the table's order; all without names. */
export function shopperPagesNamed(names: readonly string[] | undefined): BenchPage[] {
  return names ? pages.filter((page) => names.includes(page.name)) : pages
}

/** The store team's pages, measured signed in as a team member on a desktop (the `admin` area). */
export const adminPages: BenchPage[] = [
  { name: 'admin-home', path: '/admin', private: true, desktop: true },
  { name: 'admin-orders', path: '/admin/orders', private: true, desktop: true },
  { name: 'admin-products', path: '/admin/products', private: true, desktop: true },
  {
    name: 'admin-product',
    path: '/admin/products/indigo-adire-hoodie',
    private: true,
    desktop: true,
  },
  { name: 'admin-new-product', path: '/admin/products/new', private: true, desktop: true },
  { name: 'admin-settings', path: '/admin/settings', private: true, desktop: true },
  { name: 'admin-messages', path: '/admin/messages', private: true, desktop: true },
  { name: 'admin-customers', path: '/admin/customers', private: true, desktop: true },
  {
    name: 'admin-departments',
    path: '/admin/products/departments',
    private: true,
    desktop: true,
  },
  // The page as the orders list opens it, before any order is chosen.
  {
    name: 'admin-packing-slips',
    path: '/admin/orders/packing-slips',
    private: true,
    desktop: true,
  },
]
