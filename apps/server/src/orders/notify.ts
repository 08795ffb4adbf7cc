import { type Order, PAGE_ROUTES } from '@adire/contract'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { users } from '../db/schema.ts'
import { type Mail, newOrderMail, type Recipient, recipientOf } from '../mail/messages.ts'
import type { MailQueue } from '../mail/queue.ts'
import type { SettingsSource } from '../store/settings.ts'

/**
 * Queues an e-mail to an order's shopper in `tx`, so it is sent if and only if `tx` commits
 * (mail/queue.ts). `compose` gets the shopper, named only if their address is proven (ADR 034),
 * and the link to My Orders.
 */
export async function queueShopperMail(
  tx: Database,
  deps: { mail: MailQueue; publicUrl: string },
  userId: string,
  compose: (user: Recipient, ordersLink: string) => Mail,
): Promise<void> {
  const [user] = await tx
    .select({ name: users.name, email: users.email, emailConfirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(eq(users.id, userId))
  if (!user) return
  const ordersLink = `${deps.publicUrl}${PAGE_ROUTES.orders}`
  await deps.mail.add(compose(recipientOf(user), ordersLink), tx, userId)
}

/**
 * Queues the new order's notice to the store's e-mail, when it has one, in `tx`; filed under the
 * order's shopper, as it names them (their erasure takes it while it waits).
 */
export async function queueNewOrderMail(
  tx: Database,
  deps: { mail: MailQueue; publicUrl: string; settings: SettingsSource },
  order: Order,
  userId: string,
): Promise<void> {
  const { storeEmail } = deps.settings.current()
  if (!storeEmail) return
  const adminLink = `${deps.publicUrl}${PAGE_ROUTES.adminOrders}?q=${encodeURIComponent(order.reference)}`
  await deps.mail.add(newOrderMail(storeEmail, order, adminLink), tx, userId)
}
