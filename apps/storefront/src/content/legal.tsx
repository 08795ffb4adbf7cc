import { PAGE_ROUTES } from '@adire/contract'
import { Link } from '@adire/ui'
import { storeConfig } from '../config.ts'
import { telHref } from './format.ts'

/** The day the Terms of Use and Privacy Policy were last changed (ISO date, for `<time>`). */
export const LEGAL_LAST_UPDATED = '2026-11-27'

/** How to reach the store, as both legal documents end. */
export function SupportContacts() {
  return (
    <ul>
      <li>
        E-mail: <a href={`mailto:${storeConfig.supportEmail}`}>{storeConfig.supportEmail}</a>
      </li>
      <li>
        Phone: <a href={telHref(storeConfig.supportPhone)}>{storeConfig.supportPhone}</a>
      </li>
      <li>
        Or send us a message from our <Link href={PAGE_ROUTES.contact}>Contact page</Link>.
      </li>
    </ul>
  )
}
