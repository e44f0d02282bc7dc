import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { products } from './catalog.ts'

/**
 * A product's options (decision 053): 0 to 3 ('Tamanho', 'Cor', 'Modelo do carro'), in order. The
 * check and the unique position make the database refuse a fourth.
 */
export const productOptions = pgTable(
  'product_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    unique('product_options_position_key').on(t.productId, t.position),
    check('product_options_position_range', sql`${t.position} between 0 and 2`),
  ],
)

/** An option's values, in order ('37 cm', '38 cm'); a rename keeps the id, so the variants stay. */
export const productOptionValues = pgTable(
  'product_option_values',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    optionId: uuid('option_id')
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    value: text('value').notNull(),
  },
  (t) => [unique('product_option_values_position_key').on(t.optionId, t.position)],
)

/**
 * What is sold and counted: a combination of the product's option values, with its own stock. A
 * product without options has one variant, whose id is the product's own (migration 0033 gave
 * every product its variant so), so the movements and order lines written before variants, whose
 * `variant_id` is null, are that variant's. `products.stock` is the sum of its variants' stock;
 * the stock books (inventory/stock-ledger-repository.ts) change both in one statement, the
 * product's row locked first.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The order the owner reads them in. */
    position: integer('position').notNull().default(0),
    /** Its values (product_option_values ids), one per option in option order; none for the one variant. */
    valueIds: uuid('value_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** '38 cm / Vermelha' as the values are spelt now; '' for the one variant. */
    label: text('label').notNull().default(''),
    stock: integer('stock').notNull().default(0),
    /** Grows with every change of its stock (the products' trigger's function, migration 0034). */
    stockVersion: bigint('stock_version', { mode: 'number' }).notNull().default(0),
    /** Its own price; null for the product's. */
    priceCents: integer('price_cents'),
    /** Unique in the shop whatever its case. */
    sku: text('sku'),
    /** One of the product's photos (its file's name or address); null for the product's cover. */
    photo: text('photo'),
    /** Off is 'Não oferecido': kept with its history, never sold. */
    offered: boolean('offered').notNull().default(true),
    /**
     * When the owner took it out of the product's variants: one that an order line, a movement or
     * a lead names is kept so (not offered, no stock, its label as it was), never deleted.
     */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('product_variants_stock_non_negative', sql`${t.stock} >= 0`),
    check('product_variants_price_non_negative', sql`${t.priceCents} >= 0`),
    unique('product_variants_combination_key').on(t.productId, t.valueIds),
    uniqueIndex('product_variants_sku_key')
      .on(sql`upper(${t.sku})`)
      .where(sql`${t.sku} is not null`),
  ],
)
