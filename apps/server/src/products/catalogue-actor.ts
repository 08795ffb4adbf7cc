import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { users } from '../db/schema.ts'

/* Who changes the catalogue, and which ids products have: shared by the product editor and the stock. */

/** Who changes a product or its stock: a store team member (by their account), or the command line. */
export type CatalogueActor = { userId: string } | 'command line'

/** A product's id as the store writes it: what `productSlug` makes, or an id a CSV gives. */
export const PRODUCT_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** How a change records who made it: the team member's e-mail as it is now, or the command line. */
export async function whoChanges(
  tx: Database,
  actor: CatalogueActor,
): Promise<{ changedBy: string; userId: string | null }> {
  if (actor === 'command line') return { changedBy: 'command line', userId: null }
  const [user] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, actor.userId))
  return { changedBy: user?.email ?? 'a former team member', userId: actor.userId }
}
