import { PAGE_ROUTES } from '@adire/contract'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { users } from '../db/schema.ts'
import type { Mail } from '../mail/messages.ts'
import type { MailQueue } from '../mail/queue.ts'

/**
 * Queues an e-mail to an order's shopper in `tx`, so it is sent if and only if `tx` commits
 * (mail/queue.ts). `compose` gets the shopper and the link to My Orders.
 */
export async function queueShopperMail(
  tx: Database,
  deps: { mail: MailQueue; publicUrl: string },
  userId: string,
  compose: (user: { name: string; email: string }, ordersLink: string) => Mail,
): Promise<void> {
  const [user] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
  if (user) await deps.mail.add(compose(user, `${deps.publicUrl}${PAGE_ROUTES.orders}`), tx)
}
