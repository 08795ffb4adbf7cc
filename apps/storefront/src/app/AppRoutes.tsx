import { PAGE_ROUTES } from '@adire/contract'
import { matchRoutes, Outlet, type Params, type RouteObject, useRoutes } from 'react-router-dom'
import type { PageData } from '../shop/api/products.ts'
import { Layout } from './Layout.tsx'
import { Page, type PageName } from './pages.tsx'
import { RouterRoot, type RouterRootProps } from './RouterRoot.tsx'

interface PageRoute {
  path: string
  page: PageName
  /**
   * Pages under the shared layout (docs/product.md §2); the account screens stand alone, and
   * so do the store team's, whose shell is their own (`admin/AdminShell.tsx`, §11.10).
   */
  layout: boolean
  /**
   * The product data a page shows, which the server renders it with and the browser primes its
   * cache with before hydrating (see `loadPageData`, `primePageData`): the home page's
   * products, the collection's pages, or one product; false for pages rendered without products
   * (the cart and checkout fetch their lines' products in the browser).
   */
  products: PageData | false
}

const r = PAGE_ROUTES

/** The routes of docs/product.md §2 (and the store team's), one page module each; `*` is the 404 page. */
export const PAGE_TABLE: PageRoute[] = [
  { path: r.home, page: 'HomePage', layout: true, products: 'featured' },
  { path: r.collection, page: 'CollectionPage', layout: true, products: 'collection' },
  { path: r.about, page: 'AboutPage', layout: true, products: false },
  { path: r.contact, page: 'ContactPage', layout: true, products: false },
  { path: r.product, page: 'ProductPlaceholderPage', layout: true, products: false },
  { path: r.cart, page: 'CartPage', layout: true, products: false },
  { path: r.placeOrder, page: 'PlaceOrderPage', layout: true, products: false },
  { path: r.orders, page: 'OrdersPage', layout: true, products: false },
  // Beyond the original spec: the shopper's own account pages (signed in).
  { path: r.orderDetails, page: 'OrderDetailsPage', layout: true, products: false },
  { path: r.account, page: 'AccountPage', layout: true, products: false },
  { path: r.addresses, page: 'AddressesPage', layout: true, products: false },
  { path: r.helpCenter, page: 'HelpCenterPage', layout: true, products: false },
  { path: r.delivery, page: 'DeliveryPage', layout: true, products: false },
  { path: r.termsOfUse, page: 'TermsOfUsePage', layout: true, products: false },
  { path: r.privacyPolicy, page: 'PrivacyPolicyPage', layout: true, products: false },
  { path: r.productDetails, page: 'ProductDetailsPage', layout: true, products: 'product' },
  { path: r.verify, page: 'VerifyPage', layout: true, products: false },
  // Beyond the original spec: the store team's pages (their own chunks, never loaded by
  // shoppers), each in the team's own shell rather than the shop's layout.
  { path: r.adminHome, page: 'AdminHomePage', layout: false, products: false },
  { path: r.adminOrders, page: 'AdminOrdersPage', layout: false, products: false },
  { path: r.adminPackingSlips, page: 'AdminPackingSlipsPage', layout: false, products: false },
  { path: r.adminProducts, page: 'AdminProductsPage', layout: false, products: false },
  { path: r.adminProductNew, page: 'AdminProductEditorPage', layout: false, products: false },
  { path: r.adminDepartments, page: 'AdminDepartmentsPage', layout: false, products: false },
  { path: r.adminProductEdit, page: 'AdminProductEditorPage', layout: false, products: false },
  { path: r.adminDiscounts, page: 'AdminDiscountsPage', layout: false, products: false },
  { path: r.adminDiscountNew, page: 'AdminDiscountEditorPage', layout: false, products: false },
  { path: r.adminDiscountEdit, page: 'AdminDiscountEditorPage', layout: false, products: false },
  { path: r.adminReturns, page: 'AdminReturnsPage', layout: false, products: false },
  { path: r.adminReturn, page: 'AdminReturnPage', layout: false, products: false },
  { path: r.adminMessages, page: 'AdminMessagesPage', layout: false, products: false },
  { path: r.adminSettings, page: 'AdminSettingsPage', layout: false, products: false },
  { path: r.adminCustomers, page: 'AdminCustomersPage', layout: false, products: false },
  { path: r.adminCustomer, page: 'AdminCustomerPage', layout: false, products: false },
  { path: '*', page: 'NotFoundPage', layout: true, products: false },
  { path: r.login, page: 'LoginPage', layout: false, products: false },
  { path: r.signup, page: 'SignupPage', layout: false, products: false },
  { path: r.forgotPassword, page: 'ForgotPasswordPage', layout: false, products: false },
  { path: r.resetPassword, page: 'ResetPasswordPage', layout: false, products: false },
  { path: r.confirmEmail, page: 'ConfirmEmailPage', layout: false, products: false },
  { path: r.refundDetails, page: 'RefundDetailsPage', layout: false, products: false },
]

interface PageMatch extends PageRoute {
  /** The path's parameters, such as an order's `reference`. */
  params: Params
}

/**
 * The table as React Router's routes: the pages under the shared layout as children of a
 * layout route, the account screens beside it. React Router ranks them (a fixed path such as
 * `/admin/products/new` before `/admin/products/:id`, `*` last) and ignores letter case and a
 * trailing slash, as the address bar does for shoppers.
 */
const ROUTES: RouteObject[] = [
  {
    element: (
      <Layout>
        <Outlet />
      </Layout>
    ),
    children: PAGE_TABLE.filter((route) => route.layout).map(routeObject),
  },
  ...PAGE_TABLE.filter((route) => !route.layout).map(routeObject),
]

function routeObject(route: PageRoute): RouteObject {
  return { path: route.path, element: <Page name={route.page} />, handle: route }
}

/** The page a path shows, with its parameters: as `AppRoutes` will render it. */
export function matchPage(pathname: string): PageMatch {
  const matches = matchRoutes(ROUTES, pathname) ?? []
  const match = matches.at(-1)
  const route = (match?.route.handle ?? NOT_FOUND) as PageRoute
  return { ...route, params: match?.params ?? {} }
}

const NOT_FOUND = PAGE_TABLE.find((route) => route.path === '*') as PageRoute

/** The storefront's pages, for the browser, the server and the stories alike. */
export function AppRoutes({ storedToken, storedCart }: RouterRootProps = {}) {
  return (
    <RouterRoot storedToken={storedToken} storedCart={storedCart}>
      {useRoutes(ROUTES)}
    </RouterRoot>
  )
}
