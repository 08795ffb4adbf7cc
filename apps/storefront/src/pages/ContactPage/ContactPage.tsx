import { CONTACT_LIMITS, type ContactRequest, type ContactRequestInput } from '@adire/contract'
import { Button, Container, FormAlert, SectionTitle, TextArea, TextField } from '@adire/ui'
import { useMutation } from '@tanstack/react-query'
import type { FormEvent } from 'react'
import { sendContactMessage } from '../../api/contact.ts'
import { formSchema, useSchemaForm } from '../../app/forms.ts'
import { usePageMeta } from '../../app/usePageMeta.ts'
import { storeConfig } from '../../config.ts'
import { telHref } from '../../content/format.ts'

/** In form order: the first invalid field in this order gets the focus. */
const EMPTY: ContactRequestInput = { name: '', email: '', message: '' }
const loadSchema = formSchema('ContactRequest')

function ContactDetails() {
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
      <dl className="space-y-4 rounded-card border border-line bg-surface-raised p-6">
        <div>
          <dt className="text-sm font-semibold tracking-wider text-muted uppercase">Phone</dt>
          <dd className="mt-1">
            <a href={telHref(storeConfig.supportPhone)} className={linkClass}>
              {storeConfig.supportPhone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold tracking-wider text-muted uppercase">E-mail</dt>
          <dd className="mt-1">
            <a href={`mailto:${storeConfig.supportEmail}`} className={linkClass}>
              {storeConfig.supportEmail}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold tracking-wider text-muted uppercase">Social</dt>
          <dd className="mt-1 font-medium text-ink">{storeConfig.socialHandle}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold tracking-wider text-muted uppercase">Studio</dt>
          <dd className="mt-1 text-ink">Lagos, Nigeria</dd>
        </div>
      </dl>
    </section>
  )
}

function ContactForm() {
  const { values, errors, update, check, clear } = useSchemaForm(loadSchema, EMPTY)
  const send = useMutation({
    mutationFn: (message: ContactRequest) => sendContactMessage(message),
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
            hint={`Between ${CONTACT_LIMITS.messageMin} and ${CONTACT_LIMITS.messageMax.toLocaleString('en-NG')} characters.`}
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
