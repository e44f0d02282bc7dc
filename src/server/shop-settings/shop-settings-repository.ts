import { and, eq, sql } from 'drizzle-orm'
import {
  changedShopSettings,
  storedShopSettings,
  type ShopSettings,
  type VersionedShopSettings,
} from '#domain/shop-settings.ts'
import { photoNameOfUrl } from '#domain/photos.ts'
import type { Db } from '#server/db/client.ts'
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '#server/db/pg-error.ts'
import { shopSettings, shopSettingsChanges } from '#server/db/schema/shop-settings.ts'

const toVersioned = (row: typeof shopSettings.$inferSelect): VersionedShopSettings => ({
  settings: storedShopSettings(row.data),
  version: row.version,
  updatedAt: row.updatedAt?.toISOString() ?? null,
})

/** The stored settings; undefined before the first start seeded them. */
export async function readShopSettings(db: Db): Promise<VersionedShopSettings | undefined> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1)).limit(1)
  return row && toVersioned(row)
}

/** The first start's settings (from the environment); a database that has them keeps its own. */
export async function seedShopSettings(db: Db, seed: ShopSettings): Promise<void> {
  await db.insert(shopSettings).values({ id: 1, data: seed }).onConflictDoNothing()
}

export type SaveOutcome = { saved: VersionedShopSettings; changed: boolean } | { stale: true }

/**
 * Saves the panel's settings if `version` is still the stored one, with one audit row naming who
 * changed which fields (none when nothing changed: the version stays, nothing is notified).
 */
export async function saveShopSettings(
  db: Db,
  input: { settings: ShopSettings; version: number; by: { id: string; email: string } },
): Promise<SaveOutcome | { unknownPhoto: true }> {
  try {
    return await saveIfCurrent(db, input)
  } catch (error) {
    // The image names an uploaded photo that is not (or no longer) recorded.
    if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) return { unknownPhoto: true }
    throw error
  }
}

function saveIfCurrent(
  db: Db,
  input: { settings: ShopSettings; version: number; by: { id: string; email: string } },
): Promise<SaveOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(shopSettings).where(eq(shopSettings.id, 1)).for('update')
    if (!row || row.version !== input.version) return { stale: true as const }
    const before = storedShopSettings(row.data)
    const changes = changedShopSettings(before, input.settings)
    if (Object.keys(changes).length === 0) return { saved: toVersioned(row), changed: false }
    const [updated] = await tx
      .update(shopSettings)
      .set({
        data: input.settings,
        version: sql`${shopSettings.version} + 1`,
        updatedAt: new Date(),
        updatedBy: input.by.id,
        imagePhoto: photoNameOfUrl(input.settings.image) ?? null,
        bannerPhoto: photoNameOfUrl(input.settings.banner.image) ?? null,
      })
      .where(and(eq(shopSettings.id, 1), eq(shopSettings.version, input.version)))
      .returning()
    await tx.insert(shopSettingsChanges).values({
      changedBy: input.by.id,
      changedByEmail: input.by.email,
      version: updated!.version,
      changes,
    })
    return { saved: toVersioned(updated!), changed: true }
  })
}
