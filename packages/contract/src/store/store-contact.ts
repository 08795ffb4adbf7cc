import { z } from 'zod'
import { normalisePhone } from '../orders/order.ts'
import { allowedCharacters } from '../shared/text.ts'

/** A phone number in one form (+2348031234567), from anything `normalisePhone` reads. */
const phoneSetting = (label: string) =>
  z
    .string({ message: `${label} must be a phone number` })
    .trim()
    .transform((typed, ctx) => {
      const phone = normalisePhone(typed)
      if (!phone) {
        ctx.addIssue({
          code: 'custom',
          message: `${label} must be a phone number such as 0803 123 4567 or +234 803 123 4567`,
        })
        return z.NEVER
      }
      return phone
    })
    .nullable()

/** A handle on a social network, kept without its `@`. */
const handleSetting = (network: string) =>
  z
    .string({ message: `The ${network} handle must be text` })
    .trim()
    .transform((typed) => typed.replace(/^@/, ''))
    .pipe(
      z
        .string()
        .regex(
          /^[A-Za-z0-9._]{1,30}$/,
          `The ${network} handle may hold letters, digits, dots and underscores (at most 30)`,
        ),
    )
    .nullable()

/** The rules of the store's contact settings (store-contact-rules.ts tells their story). */
export const StoreContactSettings = z.object({
  /** The floating chat link's WhatsApp number. */
  whatsappNumber: phoneSetting('The WhatsApp number'),
  /** The phone number shown to shoppers. */
  storePhone: phoneSetting('The phone number'),
  /** The e-mail address shown to shoppers (new orders go to the store e-mail address). */
  contactEmail: z
    .string({ message: 'The contact e-mail must be an e-mail address' })
    .trim()
    .max(254, 'The contact e-mail must be an e-mail address')
    .pipe(z.email({ message: 'The contact e-mail must be an e-mail address' }))
    .nullable(),
  /** Where the store is, as shoppers read it. */
  storeAddress: z
    .string({ message: 'The address must be text' })
    .trim()
    .min(1, 'The address must not be empty')
    .max(200, 'The address must be at most 200 characters')
    .check(allowedCharacters('The address'))
    .nullable(),
  instagramHandle: handleSetting('Instagram'),
  tiktokHandle: handleSetting('TikTok'),
  xHandle: handleSetting('X'),
  facebookHandle: handleSetting('Facebook'),
})
/** How shoppers reach the store; each is null until the team sets it. */
export type StoreContact = z.infer<typeof StoreContactSettings>
