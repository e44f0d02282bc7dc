import { and, asc, eq, inArray, or } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { userRoleChanges, users } from '#server/db/schema/accounts.ts'
import type { UserRow } from './user-repository.ts'

/** Why a role change was not made; the route says each in pt-BR. */
export type RoleRefusal = 'not-found' | 'not-admin-anymore' | 'stale' | 'own-role' | 'last-admin'

export type RoleOutcome = { changed: UserRow } | { refused: RoleRefusal }

/**
 * Makes `userId` an admin or takes the role back, with its audit row, only when the account is
 * still what the owner saw (`isAdmin` is the role asked for: asking for the role it already has is
 * a stale page), never from oneself and never from the last admin. Every admin row, the account and
 * the one asking are locked first, in id order: two admins demoting each other at once on two
 * instances take turns, and the second sees it is no longer an admin.
 */
export function changeAdminRole(
  db: Db,
  input: { userId: string; isAdmin: boolean; by: { id: string; email: string } },
): Promise<RoleOutcome> {
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: users.id, isAdmin: users.isAdmin })
      .from(users)
      .where(or(eq(users.isAdmin, true), inArray(users.id, [input.userId, input.by.id])))
      .orderBy(asc(users.id))
      .for('update')
    const target = locked.find((row) => row.id === input.userId)
    const asking = locked.find((row) => row.id === input.by.id)
    if (!asking?.isAdmin) return { refused: 'not-admin-anymore' }
    if (!target) return { refused: 'not-found' }
    if (target.isAdmin === input.isAdmin) return { refused: 'stale' }
    if (!input.isAdmin && locked.filter((row) => row.isAdmin).length <= 1) {
      return { refused: 'last-admin' }
    }
    if (!input.isAdmin && target.id === input.by.id) return { refused: 'own-role' }
    const [changed] = await tx
      .update(users)
      .set({ isAdmin: input.isAdmin })
      .where(and(eq(users.id, input.userId), eq(users.isAdmin, !input.isAdmin)))
      .returning()
    await tx.insert(userRoleChanges).values({
      userId: changed!.id,
      userEmail: changed!.email,
      isAdmin: input.isAdmin,
      changedBy: input.by.id,
      changedByEmail: input.by.email,
    })
    return { changed: changed! }
  })
}
