import { PAGE_ROUTES } from '../shared/routes.ts'
import type { StoreContact } from './store-contact.ts'

/*
 * How shoppers reach the store (issue 41): settings the store team changes on the settings
 * screen or the command line (`npm run admin -- settings set whatsapp-number 2348031234567`),
 * shown by the footer, the contact page, the chat link and the legal pages on every server
 * within two seconds. Each is optional: what is not set is not shown.
 */

/** The contact settings, in the order screens list them. */
export const CONTACT_SETTINGS = [
  'whatsappNumber',
  'storePhone',
  'contactEmail',
  'storeAddress',
  'instagramHandle',
  'tiktokHandle',
  'xHandle',
  'facebookHandle',
] as const
export type ContactSetting = (typeof CONTACT_SETTINGS)[number]

/** A store that has said nothing yet. */
export const NO_STORE_CONTACT: StoreContact = {
  whatsappNumber: null,
  storePhone: null,
  contactEmail: null,
  storeAddress: null,
  instagramHandle: null,
  tiktokHandle: null,
  xHandle: null,
  facebookHandle: null,
}

/** `+2348031234567` as shoppers read it: `+234 803 123 4567`. */
export function formatPhone(phone: string): string {
  const nigerian = /^\+234(\d{3})(\d{3})(\d{4})$/.exec(phone)
  return nigerian ? `+234 ${nigerian[1]} ${nigerian[2]} ${nigerian[3]}` : phone
}

/** The chat link: WhatsApp's own address for the number (`https://wa.me/2348031234567`). */
export const whatsappLink = (phone: string) => `https://wa.me/${phone.replace(/^\+/, '')}`

/** The store's social profiles that are set, each with its network's name and address. */
export function socialProfiles(
  contact: StoreContact,
): { network: string; handle: string; href: string }[] {
  const profiles = [
    { network: 'Instagram', handle: contact.instagramHandle, href: 'https://www.instagram.com/' },
    { network: 'TikTok', handle: contact.tiktokHandle, href: 'https://www.tiktok.com/@' },
    { network: 'X', handle: contact.xHandle, href: 'https://x.com/' },
    { network: 'Facebook', handle: contact.facebookHandle, href: 'https://www.facebook.com/' },
  ]
  return profiles.flatMap(({ network, handle, href }) =>
    handle ? [{ network, handle: `@${handle}`, href: `${href}${handle}` }] : [],
  )
}

/**
 * The floating chat button (docs/product.md §2): WhatsApp with the store's number, in a new
 * tab; a store that has set none yet sends shoppers to its contact page instead.
 */
export function chatLinkOf(contact: Pick<StoreContact, 'whatsappNumber'>): {
  href: string
  label: string
  external: boolean
} {
  return contact.whatsappNumber
    ? {
        href: whatsappLink(contact.whatsappNumber),
        label: 'Chat with us on WhatsApp',
        external: true,
      }
    : { href: PAGE_ROUTES.contact, label: 'Contact us', external: false }
}
