import { sql, type SQL } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { foldSql } from '#server/db/search-text.ts'
import { photoListColumns } from './photos.ts'

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    /**
     * What the store's card says 'A partir de' and the price orders sort by (decision 053): the
     * lowest price among its offered variants, each its own price or else the product's; the
     * price for a product without options. Written with every change of a price or a variant, in
     * its transaction (product-repository.ts, store-card-repository.ts).
     */
    lowestPriceCents: integer('lowest_price_cents').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull(),
    category: text('category').notNull().default(''),
    stock: integer('stock').notNull().default(0),
    isCustomOrder: boolean('is_custom_order').notNull().default(false),
    /**
     * Business days to make the piece after the order (decision 054): 'Prazo de produção: 5 dias
     * úteis'; 0 for one in stock. Counted before the shop's handling days and the transit.
     */
    productionDays: smallint('production_days').notNull().default(0),
    /**
     * A custom project bought by its one client: a real product for the order's sake, but never
     * listed, shown or sold to anyone else.
     */
    madeForClient: boolean('made_for_client').notNull().default(false),
    /**
     * 'Oculto da loja': out of the store, its search, categories, sitemap and checkout, but kept
     * with its sales history and shown to the owner (decision 045). A product orders name cannot
     * be deleted; it can be hidden.
     */
    hidden: boolean('hidden').notNull().default(false),
    videoUrl: text('video_url'),
    /**
     * Seeded demonstration data (SEED_DEMO), which the panel's 'Remover dados de demonstração'
     * deletes; migration 0014 marked the seed's rows from before the column.
     */
    demo: boolean('demo').notNull().default(false),
    /** Bumped by each owner edit only (sales change stock and updated_at all the time). */
    version: integer('version').notNull().default(1),
    /**
     * Bumped by a trigger on every change of stock (migration 0012), so the catalog caches keep
     * the newest stock they hear of whatever order the news arrives in.
     */
    stockVersion: bigint('stock_version', { mode: 'number' }).notNull().default(0),
    /**
     * The option values its offered variants have ('38 cm Vermelha Onix'), for the search
     * (decision 053); '' without options. Written by the variants' save, in its transaction.
     */
    variantValues: text('variant_values').notNull().default(''),
    /**
     * What the store's search reads (decision 028): name, category, description and the values of
     * its variants, folded as `foldSearchText` folds a search (accents off, lower case). The
     * database keeps it.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL =>
        foldSql(
          sql`${products.name} || ' ' || ${products.category} || ' ' || ${products.description} || ' ' || ${products.variantValues}`,
        ),
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_price_cents_non_negative', sql`${t.priceCents} >= 0`),
    // The guarded stock UPDATE relies on this never being crossed.
    check('products_stock_non_negative', sql`${t.stock} >= 0`),
    // The store's order (created_at desc, id desc), nulls first as an ORDER BY ... DESC has them:
    // an index kept 'nulls last' cannot serve it, and every page became a sort of the whole table.
    index('products_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('products_category_created_at_idx').on(
      t.category,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The store's price orders ('menor-preco', 'maior-preco'): made-to-order products, whose price
    // the store hides, after the priced ones; keyset pages by (lowest price, id) from either end
    // (a product in variants sorts by its cheapest offered one: decision 053).
    // Not partial: a partial index on 'not made_for_client' (or 'not hidden') would be the planner's cheapest way to
    // find catalog rows for every other query, and pull them off their own indexes.
    check('products_production_days_range', sql`${t.productionDays} between 0 and 120`),
    index('products_price_asc_idx').on(t.isCustomOrder, t.lowestPriceCents, t.id),
    index('products_price_desc_idx').on(sql`(not ${t.isCustomOrder})`, t.lowestPriceCents, t.id),
    // Every word of a search, LIKE '%word%' on the folded text (pg_trgm). fastupdate = off: PGlite
    // runs no autovacuum to empty a pending list. Migration 0018 skips it on a server that refuses
    // CREATE EXTENSION (see 0004); the search then still works, by scanning.
    index('products_search_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
)

/**
 * Every word of the products' folded texts, of 3 to 30 letters (decision 050), added by triggers
 * on products (migration 0032): what a misspelt search is corrected to, by trigram similarity. A
 * word of a product since renamed or deleted stays; a correction is only made to a word some
 * store product has. The trigram index is skipped where pg_trgm is not installed (see 0004).
 */
export const catalogWords = pgTable('catalog_words', { word: text('word').primaryKey() }, (t) => [
  index('catalog_words_trgm_idx')
    .using('gin', t.word.op('gin_trgm_ops'))
    .with({ fastupdate: false }),
])

/** A product's photos in order (decision 035); `products.image` keeps the cover's address. */
export const productPhotos = pgTable(
  'product_photos',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    ...photoListColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.position] }),
    check('product_photos_photo_or_url', sql`(${t.photo} is null) <> (${t.url} is null)`),
    index('product_photos_photo_idx').on(t.photo),
  ],
)
