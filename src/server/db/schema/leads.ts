import { index, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { products } from './catalog.ts'
import { productVariants } from './variants.ts'

export const leadKind = pgEnum('lead_kind', ['notify', 'interest'])

/**
 * 'Avise-me' (notify) and 'Interessado' (interest) requests: one per product, variant and number
 * (decision 053). A lead saved before variants, or for a product's one variant, names none.
 */
export const productLeads = pgTable(
  'product_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The variant asked for (its own stock, its own made-to-order price); null for the product. */
    variantId: uuid('variant_id').references(() => productVariants.id),
    whatsapp: text('whatsapp').notNull(),
    carInfo: text('car_info').notNull(),
    kind: leadKind('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('product_leads_product_variant_whatsapp_key')
      .on(t.productId, t.variantId, t.whatsapp)
      .nullsNotDistinct(),
    index('product_leads_created_at_idx').on(t.createdAt.desc()),
  ],
)
