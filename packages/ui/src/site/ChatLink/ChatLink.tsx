import { ChatIcon } from '../../primitives/icons/icons.tsx'

export interface ChatLinkProps {
  /** The messaging app's chat URL, e.g. `https://wa.me/234...`. */
  href: string
  /**
   * What the link says to screen readers.
   * @defaultValue 'Chat with us on WhatsApp'
   */
  label?: string
  /**
   * Opens in a new tab (the messaging app); a page of the store opens in place.
   * @defaultValue true
   */
  external?: boolean
}

/** The floating chat button in the corner of every page; opens the messaging app in a new tab. */
export function ChatLink({
  href,
  label = 'Chat with us on WhatsApp',
  external = true,
}: ChatLinkProps) {
  return (
    <a
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      aria-label={label}
      className="fixed right-4 bottom-4 z-30 print:hidden inline-flex h-14 w-14 items-center justify-center rounded-full bg-[#0b6b3a] text-white shadow-lg transition-transform hover:scale-105 sm:right-6 sm:bottom-6"
    >
      <ChatIcon width={28} height={28} />
    </a>
  )
}
