import { sql } from 'drizzle-orm'
import {
  check,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { photos } from './photos.ts'

/**
 * The shop's business settings (decision 037): one row, its `data` a ShopSettings (#domain/shop-settings.ts)
 * read through the settings' schema, seeded from the environment on the first start. `version` grows
 * by one per save: a save naming another version is a stale tab's and is refused. A trigger
 * (migration 0022) notifies 'shop_settings_changed' so every instance reads the new row.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: smallint('id').primaryKey().default(1),
    version: integer('version').notNull().default(1),
    data: jsonb('data').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    /** The uploaded photo the shop's image is, if it is one: the photos' cleanup keeps it. */
    imagePhoto: text('image_photo').references(() => photos.name),
    /** The uploaded photo the store's banner is (decision 048), kept the same way. */
    bannerPhoto: text('banner_photo').references(() => photos.name),
  },
  (t) => [check('shop_settings_one_row', sql`${t.id} = 1`)],
)

/** One row per save in the panel: who, when, and each changed field's value before and after. */
export const shopSettingsChanges = pgTable('shop_settings_changes', {
  id: uuid('id').primaryKey().defaultRandom(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  /** The account, kept by e-mail too: the row outlives a deleted account. */
  changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
  changedByEmail: text('changed_by_email').notNull(),
  version: integer('version').notNull(),
  /** { "pix.key": { "from": "...", "to": "..." }, ... } */
  changes: jsonb('changes').notNull(),
})
