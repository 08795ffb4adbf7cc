import {
  CONTACT_LIMITS,
  type ContactRequest,
  type ContactRequestInput,
  formatPhone,
  NO_STORE_CONTACT,
  paymentWaysText,
  socialProfiles,
  withThousands,
} from '@adire/contract'
import {
  Button,
  Container,
  cn,
  FormAlert,
  SectionTitle,
  SocialLinks,
  TextArea,
  TextField,
  WhatsAppLink,
} from '@adire/ui'
import { useMutation, useQuery } from '@tanstack/react-query'
import type { FormEvent, ReactNode } from 'react'
import { storeQueries } from '../../api/store.ts'
import { formSchema, useSchemaForm } from '../../app/forms.ts'
import { usePageMeta } from '../../app/usePageMeta.ts'
import { useAuth } from '../../providers/session.tsx'
import { sendContactMessage } from './contact.ts'

/** In form order: the first invalid field in this order gets the focus. */
const EMPTY: ContactRequestInput = { name: '', email: '', message: '' }
const loadSchema = formSchema('ContactRequest')

/** One way to reach the store: its name, and the link or text. */
function Way({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold tracking-wider text-muted uppercase">{label}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  )
}

/**
 * How to reach the store, as its team set it on the settings screen (issue 41): each way that
 * is set, with the ways to pay; nothing for a way that is not set.
 */
function ContactDetails() {
  const settings = useQuery(storeQueries.settings()).data
  const contact = settings?.contact ?? NO_STORE_CONTACT
  const linkClass = 'font-medium text-brand underline-offset-2 hover:underline'
  return (
    <section aria-labelledby="contact-details" className="space-y-6">
      <div>
        <h2 id="contact-details" className="font-display text-2xl font-semibold text-ink">
          Get in touch
        </h2>
        <p className="mt-2 text-muted">
          Questions about an order, a size or a delivery? Call, write or send us a message: we
          usually reply within one working day.
        </p>
      </div>
      {settings ? (
        <dl className="space-y-4 rounded-card border border-line bg-surface-raised p-6">
          {contact.storePhone ? (
            <Way label="Phone">
              <a href={`tel:${contact.storePhone}`} className={linkClass}>
                {formatPhone(contact.storePhone)}
              </a>
            </Way>
          ) : null}
          {contact.whatsappNumber ? (
            <Way label="WhatsApp">
              <WhatsAppLink number={contact.whatsappNumber} className={linkClass} />
            </Way>
          ) : null}
          {contact.contactEmail ? (
            <Way label="E-mail">
              <a href={`mailto:${contact.contactEmail}`} className={cn(linkClass, 'break-all')}>
                {contact.contactEmail}
              </a>
            </Way>
          ) : null}
          {socialProfiles(contact).length > 0 ? (
            <Way label="Social">
              <SocialLinks
                contact={contact}
                className="flex flex-col gap-1"
                linkClassName={linkClass}
              />
            </Way>
          ) : null}
          {contact.storeAddress ? (
            <Way label="Address">
              <span className="text-ink">{contact.storeAddress}</span>
            </Way>
          ) : null}
          <Way label="We accept">
            <span className="text-ink">
              {paymentWaysText(settings.paymentChannels)}, paid securely with Paystack
            </span>
          </Way>
        </dl>
      ) : null}
    </section>
  )
}

function ContactForm() {
  const { values, errors, update, check, clear } = useSchemaForm(loadSchema, EMPTY)
  // Signed in, the message is filed under the account (its data export holds it, ADR 034).
  const { token } = useAuth()
  const send = useMutation({
    mutationFn: (message: ContactRequest) => sendContactMessage(message, token),
  })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (send.isPending) return
    const message = await check(event)
    if (!message) {
      send.reset()
      return
    }
    send.mutate(message, {
      // The shopper's text is cleared only once it is safely stored; on failure it stays.
      onSuccess: clear,
    })
  }

  return (
    <section aria-labelledby="contact-form">
      <h2 id="contact-form" className="font-display text-2xl font-semibold text-ink">
        Send Us a Message
      </h2>
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby="contact-form"
        aria-busy={send.isPending}
        className="mt-6 rounded-card border border-line bg-surface-raised p-6"
      >
        <div className="flex flex-col gap-5">
          <TextField
            label="Full Name"
            name="name"
            autoComplete="name"
            required
            maxLength={CONTACT_LIMITS.nameMax}
            value={values.name}
            onChange={(event) => update('name', event.target.value)}
            error={errors.name}
          />
          <TextField
            label="Email Address"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={CONTACT_LIMITS.emailMax}
            value={values.email}
            onChange={(event) => update('email', event.target.value)}
            error={errors.email}
          />
          <TextArea
            label="Message"
            name="message"
            required
            rows={6}
            maxLength={CONTACT_LIMITS.messageMax}
            hint={`Between ${CONTACT_LIMITS.messageMin} and ${withThousands(CONTACT_LIMITS.messageMax)} characters.`}
            value={values.message}
            onChange={(event) => update('message', event.target.value)}
            error={errors.message}
          />
          {send.isError ? <FormAlert>{send.error.message}</FormAlert> : null}
        </div>
        <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-3">
          <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto">
            {send.isPending ? 'Sending...' : 'Submit'}
          </Button>
          {/* Always present, so screen readers announce the confirmation when it appears. */}
          <p role="status" className="font-medium text-success">
            {send.isSuccess ? send.data.message : ''}
          </p>
        </div>
      </form>
    </section>
  )
}

export default function ContactPage() {
  usePageMeta('contact')
  return (
    <Container className="py-10">
      <SectionTitle
        level={1}
        text1="CONTACT"
        text2="US"
        subtitle="We are a small team in Lagos, and a real person reads every message."
      />
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <ContactDetails />
        <ContactForm />
      </div>
    </Container>
  )
}
