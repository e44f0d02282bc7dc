import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { photoListColumns } from './photos.ts'

/** A project the admin generated for one client; it waits in their cart until accepted and bought. */
export const customProducts = pgTable(
  'custom_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull(),
    category: text('category').notNull(),
    requiresTermsAcceptance: boolean('requires_terms_acceptance').notNull().default(true),
    termsAccepted: boolean('terms_accepted').notNull().default(false),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    termsVersion: text('terms_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('custom_products_price_cents_positive', sql`${t.priceCents} > 0`),
    index('custom_products_user_id_idx').on(t.userId, t.createdAt.desc()),
  ],
)

/** A project's photos in order (decision 035); `custom_products.image` keeps the cover's address. */
export const customProductPhotos = pgTable(
  'custom_product_photos',
  {
    customProductId: uuid('custom_product_id')
      .notNull()
      .references(() => customProducts.id, { onDelete: 'cascade' }),
    ...photoListColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.customProductId, t.position] }),
    check('custom_product_photos_photo_or_url', sql`(${t.photo} is null) <> (${t.url} is null)`),
    index('custom_product_photos_photo_idx').on(t.photo),
  ],
)
