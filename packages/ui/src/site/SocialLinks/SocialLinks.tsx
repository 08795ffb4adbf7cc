import { formatPhone, type StoreContact, socialProfiles, whatsappLink } from '@adire/contract'

export interface SocialLinksProps {
  /** The store's contact, as its team set it: a network without a handle is left out. */
  contact: StoreContact
  /** The list's name for screen readers, when it stands alone (`Follow us`). */
  label?: string
  className?: string
  linkClassName?: string
}

/**
 * The store's social profiles (docs/product.md §9.7), each a link to the network in a new tab
 * (`Instagram @adire.store`); nothing when none is set.
 */
export function SocialLinks({ contact, label, className, linkClassName }: SocialLinksProps) {
  const profiles = socialProfiles(contact)
  if (profiles.length === 0) return null
  return (
    <ul aria-label={label} className={className}>
      {profiles.map((profile) => (
        <li key={profile.network}>
          <a
            href={profile.href}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClassName}
          >
            {profile.network} {profile.handle}
          </a>
        </li>
      ))}
    </ul>
  )
}

/** The store's WhatsApp number, written to be read (`+234 803 123 4567`), opening the chat. */
export function WhatsAppLink({ number, className }: { number: string; className?: string }) {
  return (
    <a href={whatsappLink(number)} target="_blank" rel="noopener noreferrer" className={className}>
      {formatPhone(number)}
    </a>
  )
}
