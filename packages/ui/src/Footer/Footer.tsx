import { collectionPath, PAGE_ROUTES } from '@adire/contract'
import { Link } from '../Link/Link.tsx'
import { Logo } from '../Navbar/Logo.tsx'

/** The footer's link columns (docs/product.md §2). */
export const FOOTER_COLUMNS = [
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
    // The filter values are the ones the store has always linked; `Hoodle` is kept on purpose
    // so old links keep working. Sunglasses is added so every department has a way in.
    links: [
      { label: 'Head wear', href: collectionPath('HeadWear') },
      { label: 'Hoodies', href: collectionPath('Hoodle') },
      { label: 'Jerseys', href: collectionPath('Jersey') },
      { label: 'Pants', href: collectionPath('Pant') },
      { label: 'Polos', href: collectionPath('Polo') },
      { label: 'Shorts', href: collectionPath('Short') },
      { label: 'T-shirts', href: collectionPath('T-Shirt') },
      { label: 'Sunglasses', href: collectionPath('Sunglasses') },
    ],
  },
] as const

export interface FooterProps {
  /** The year in the copyright line. */
  year: number
}

/** The store's footer: a short promise, link columns and the copyright line. */
export function Footer({ year }: FooterProps) {
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
        </div>
        {FOOTER_COLUMNS.map((column) => (
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
      <p className="border-t border-line py-5 text-center text-muted">
        © {year} Adire. All rights reserved.
      </p>
    </footer>
  )
}
