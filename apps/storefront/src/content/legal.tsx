import { formatPhone, PAGE_ROUTES } from '@adire/contract'
import { Link } from '@adire/ui'
import { useStoreContact } from '../api/store.ts'

/** The day the Terms of Use and Privacy Policy were last changed (ISO date, for `<time>`). */
export const LEGAL_LAST_UPDATED = '2026-11-30'

/** How to reach the store, as both legal documents end: the ways its team set, and the form. */
export function SupportContacts() {
  const { contactEmail, storePhone } = useStoreContact()
  return (
    <ul>
      {contactEmail ? (
        <li>
          E-mail: <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
        </li>
      ) : null}
      {storePhone ? (
        <li>
          Phone: <a href={`tel:${storePhone}`}>{formatPhone(storePhone)}</a>
        </li>
      ) : null}
      <li>
        Or send us a message from our <Link href={PAGE_ROUTES.contact}>Contact page</Link>.
      </li>
    </ul>
  )
}
