import type { ContactRequest } from '@adire/contract'
import type { Database } from '../db/client.ts'
import { contactMessages } from '../db/schema.ts'

/**
 * The support inbox: messages from the contact page. It knows nothing of HTTP; the route hands
 * it a message already checked against the contract.
 */
export class ContactInbox {
  constructor(private readonly db: Database) {}

  /** Stores one message and returns its id. */
  async receive(message: ContactRequest): Promise<string> {
    const [row] = await this.db
      .insert(contactMessages)
      .values({ name: message.name, email: message.email, message: message.message })
      .returning({ id: contactMessages.id })
    if (!row) throw new Error('The contact message was not stored')
    return row.id
  }
}
