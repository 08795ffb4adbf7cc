import { PAGE_ROUTES } from '@adire/contract'
import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { Layout } from './Layout.tsx'
import { RouterRoot } from './RouterRoot.tsx'

/** Each page is its own chunk, loaded when first visited (checkout code never ships on /). */
const page = (
  load: () => Promise<{ default: React.ComponentType }>,
): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
})

const r = PAGE_ROUTES

export const routes: RouteObject[] = [
  {
    element: <RouterRoot />,
    children: [
      {
        element: <Layout />,
        children: [
          { index: true, ...page(() => import('../pages/HomePage.tsx')) },
          { path: r.collection, ...page(() => import('../pages/CollectionPage.tsx')) },
          { path: r.about, ...page(() => import('../pages/AboutPage.tsx')) },
          { path: r.contact, ...page(() => import('../pages/ContactPage.tsx')) },
          { path: r.product, ...page(() => import('../pages/ProductPlaceholderPage.tsx')) },
          { path: r.cart, ...page(() => import('../pages/CartPage.tsx')) },
          { path: r.placeOrder, ...page(() => import('../pages/PlaceOrderPage.tsx')) },
          { path: r.orders, ...page(() => import('../pages/OrdersPage.tsx')) },
          { path: r.helpCenter, ...page(() => import('../pages/HelpCenterPage.tsx')) },
          { path: r.termsOfUse, ...page(() => import('../pages/TermsOfUsePage.tsx')) },
          { path: r.privacyPolicy, ...page(() => import('../pages/PrivacyPolicyPage.tsx')) },
          { path: r.productDetails, ...page(() => import('../pages/ProductDetailsPage.tsx')) },
          { path: r.verify, ...page(() => import('../pages/VerifyPage.tsx')) },
          { path: '*', ...page(() => import('../pages/NotFoundPage.tsx')) },
        ],
      },
      // Account screens sit outside the shared layout (SPEC.md §2).
      { path: r.login, ...page(() => import('../pages/LoginPage.tsx')) },
      { path: r.signup, ...page(() => import('../pages/SignupPage.tsx')) },
      { path: r.forgotPassword, ...page(() => import('../pages/ForgotPasswordPage.tsx')) },
      { path: r.resetPassword, ...page(() => import('../pages/ResetPasswordPage.tsx')) },
    ],
  },
]

export const createRouter = () => createBrowserRouter(routes)
