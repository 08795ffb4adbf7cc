import type { ContactRequest } from '@adire/contract'
import type { Database } from '../db/client.ts'
import { contactMessages } from '../db/schema.ts'
import { contactMessageMail } from '../mail/messages.ts'
import type { MailQueue } from '../mail/queue.ts'
import type { SettingsSource } from '../store/settings.ts'

/**
 * The support inbox: messages from the contact page, each told to the store's e-mail address
 * when it has one (docs/product.md §12). It knows nothing of HTTP; the route hands it a message
 * already checked against the contract.
 */
export class ContactInbox {
  constructor(private readonly deps: { db: Database; mail: MailQueue; settings: SettingsSource }) {}

  /** Stores one message (and its e-mail to the store, in the same transaction); returns its id. */
  async receive(message: ContactRequest): Promise<string> {
    const { storeEmail } = this.deps.settings.current()
    const id = await this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contactMessages)
        .values({ name: message.name, email: message.email, message: message.message })
        .returning({ id: contactMessages.id })
      if (!row) throw new Error('The contact message was not stored')
      if (storeEmail) await this.deps.mail.add(contactMessageMail(storeEmail, message), tx)
      return row.id
    })
    if (storeEmail) this.deps.mail.deliver()
    return id
  }
}
