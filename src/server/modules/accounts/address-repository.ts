import { eq } from 'drizzle-orm'
import type { Address } from '#domain/schemas/address.ts'
import type { Db } from '#server/db/client.ts'
import { userAddresses } from '#server/db/schema/accounts.ts'

export async function findAddress(db: Db, userId: string): Promise<Address | null> {
  const rows = await db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .limit(1)
  const row = rows[0]
  if (!row) return null
  return {
    name: row.name,
    whatsapp: row.whatsapp,
    cep: row.cep,
    street: row.street,
    number: row.number,
    complement: row.complement ?? undefined,
    neighborhood: row.neighborhood,
    city: row.city,
    state: row.state as Address['state'],
  }
}

export async function saveAddress(db: Db, userId: string, address: Address): Promise<void> {
  const values = { ...address, complement: address.complement ?? null, updatedAt: new Date() }
  await db
    .insert(userAddresses)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userAddresses.userId, set: values })
}
