import { sql, type SQL } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/**
 * An uploaded photo (decision 035): its files live in MEDIA_DIR under its name, never in the
 * database. Pending while no product, project or order item names it; the cleanup job deletes
 * one pending for more than 7 days, files and all.
 */
export const photos = pgTable(
  'photos',
  {
    /** The hash of the processed master and the pipeline's version (#domain/photos.ts). */
    name: text('name').primaryKey(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The WebP widths it is served at. */
    widths: integer('widths').array().notNull(),
    /** All its files together, in bytes. */
    bytes: integer('bytes').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('photos_name_format', sql`${t.name} ~ '^[0-9a-f]{32}$'`),
    index('photos_uploaded_at_idx').on(t.uploadedAt),
  ],
)

/**
 * The photo named by a served address (`/media/<name>-<width>.<ext>`), or null for any other
 * address: what an order line's snapshot of its cover names.
 */
export const photoNameSql = (url: SQL) => sql`substring(${url} from '^/media/([0-9a-f]{32})-')`

/**
 * The columns of one photo in an ordered list (a product's, a project's): an uploaded photo or a
 * typed address, and its alt text. Position 0 is the cover.
 */
export const photoListColumns = () => ({
  position: integer('position').notNull(),
  photo: text('photo').references(() => photos.name, { onDelete: 'no action' }),
  url: text('url'),
  alt: text('alt').notNull(),
})
