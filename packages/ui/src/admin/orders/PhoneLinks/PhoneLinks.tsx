import { normalisePhone, whatsappLink } from '@adire/contract'
import { cn } from '../../../lib/cn.ts'
import { ORDERS_ADMIN_TEXTS } from '../texts.ts'

const T = ORDERS_ADMIN_TEXTS.phone

export interface PhoneLinksProps {
  /** The phone as the order keeps it (`+2348031234567`, in one form since checkout). */
  phone: string
  className?: string
}

/**
 * The customer's phone as the store team uses it (docs/product.md §11.11): a `tel:` link that
 * calls it, and a WhatsApp link (wa.me, the number in international form, 234…). A number the
 * store cannot read as a phone stays plain text.
 */
export function PhoneLinks({ phone, className }: PhoneLinksProps) {
  const international = normalisePhone(phone)
  if (!international) return <span className={cn('tabular-nums', className)}>{phone}</span>
  return (
    <span className={cn('flex flex-wrap items-center gap-x-3 gap-y-1', className)}>
      <a
        href={`tel:${international}`}
        aria-label={T.call(phone)}
        className="font-medium text-ink tabular-nums underline underline-offset-2"
      >
        {phone}
      </a>
      <a
        href={whatsappLink(international)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={T.whatsappLabel(phone)}
        className="font-semibold text-ink underline underline-offset-2"
      >
        {T.whatsapp}
      </a>
    </span>
  )
}
