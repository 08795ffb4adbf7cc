import {
  CATEGORIES,
  collectionPath,
  type Department,
  footerFilterOf,
  formatPhone,
  PAGE_ROUTES,
  type StoreContact,
} from '@adire/contract'
import { cn } from '../../lib/cn.ts'
import { Link } from '../../primitives/Link/Link.tsx'
import { Logo } from '../Navbar/Logo.tsx'
import { SocialLinks, WhatsAppLink } from '../SocialLinks/SocialLinks.tsx'

/**
 * The footer's link columns (docs/product.md §2): the store's pages, and a SHOP column with a link
 * per department in the shop's order (§11.13). The seeded departments keep the filter values the
 * store has always linked (`Hoodle` on purpose, so old links keep working); Sunglasses, and every
 * department the team adds, has its way in too.
 */
export function footerColumns(departments: readonly Department[] = CATEGORIES) {
  return [
    {
      title: 'COMPANY',
      links: [
        { label: 'About us', href: PAGE_ROUTES.about },
        { label: 'Collection', href: PAGE_ROUTES.collection },
        { label: 'Contact', href: PAGE_ROUTES.contact },
      ],
    },
    {
      title: 'HELP',
      links: [
        { label: 'Help Center', href: PAGE_ROUTES.helpCenter },
        { label: 'Delivery', href: PAGE_ROUTES.delivery },
        { label: 'Order Tracking', href: PAGE_ROUTES.orders },
        { label: 'Privacy Policy', href: PAGE_ROUTES.privacyPolicy },
        { label: 'Terms of Use', href: PAGE_ROUTES.termsOfUse },
      ],
    },
    {
      title: 'SHOP',
      links: departments.map((department) => ({
        label: department.label,
        href: collectionPath(footerFilterOf(department)),
      })),
    },
  ]
}

export interface FooterProps {
  /** The year in the copyright line. */
  year: number
  /** How shoppers reach the store, as its team set it: what is not set is not shown. */
  contact: StoreContact
  /** The ways to pay, as one phrase (`Card or bank transfer`); none shown when not given. */
  paymentWays?: string | undefined
  /** The shop's departments in its order; the eight seeded by default. */
  departments?: readonly Department[] | undefined
}

/** `+2348031234567` as a `tel:` link. */
const telHref = (phone: string) => `tel:${phone}`

/**
 * The store's footer: a short promise with the store's contact (phone, WhatsApp, e-mail,
 * address, social profiles) and the ways to pay, link columns, and the copyright line, which
 * keeps clear of the floating chat button.
 */
export function Footer({ year, contact, paymentWays, departments }: FooterProps) {
  const linkClass = 'text-muted underline-offset-2 hover:text-ink hover:underline'
  return (
    // Always below the fold: the browser lays it out only when it nears the screen.
    <footer className="render-when-visible mt-16 print:hidden border-t border-line bg-surface-raised text-sm [contain-intrinsic-size:auto_560px]">
      <div className="mx-auto grid w-full max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr_1fr] lg:px-8">
        <div className="max-w-sm">
          <Logo />
          <p className="mt-4 text-muted">
            Clothing made for Nigerian weather and Nigerian weekends: hand-finished adire, honest
            prices in naira, delivered to your door.
          </p>
          {/* A list only when the team set a way: an empty one would still be announced. */}
          {contact.storePhone ||
          contact.whatsappNumber ||
          contact.contactEmail ||
          contact.storeAddress ? (
            <ul aria-label="Reach us" className="mt-5 space-y-1.5">
              {contact.storePhone ? (
                <li>
                  <span className="text-ink">Call </span>
                  <a href={telHref(contact.storePhone)} className={linkClass}>
                    {formatPhone(contact.storePhone)}
                  </a>
                </li>
              ) : null}
              {contact.whatsappNumber ? (
                <li>
                  <span className="text-ink">WhatsApp </span>
                  <WhatsAppLink number={contact.whatsappNumber} className={linkClass} />
                </li>
              ) : null}
              {contact.contactEmail ? (
                <li>
                  <span className="text-ink">E-mail </span>
                  <a href={`mailto:${contact.contactEmail}`} className={cn(linkClass, 'break-all')}>
                    {contact.contactEmail}
                  </a>
                </li>
              ) : null}
              {contact.storeAddress ? <li className="text-muted">{contact.storeAddress}</li> : null}
            </ul>
          ) : null}
          <SocialLinks
            contact={contact}
            label="Follow us"
            className="mt-3 flex flex-wrap gap-x-4 gap-y-1"
            linkClassName={linkClass}
          />
          {paymentWays ? (
            <p className="mt-3 text-muted">
              <span className="text-ink">We accept </span>
              {paymentWays}, paid securely with Paystack.
            </p>
          ) : null}
        </div>
        {footerColumns(departments).map((column) => (
          <nav key={column.title} aria-label={column.title.toLowerCase()}>
            <h2 className="mb-4 font-semibold tracking-wider text-ink">{column.title}</h2>
            <ul className="space-y-2">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="text-muted hover:text-ink hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {/* Padded below so the floating chat button, at its end, covers none of it. */}
      <p className="border-t border-line pt-5 pb-24 text-center text-muted sm:pb-5">
        © {year} Adire. All rights reserved.
      </p>
    </footer>
  )
}
