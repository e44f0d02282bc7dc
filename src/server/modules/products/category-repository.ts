import { sql, type SQL } from 'drizzle-orm'
import { invisibleClass } from '#domain/category.ts'
import type { Db } from '#server/db/client.ts'
import { foldSql } from '#server/db/search-text.ts'

// An E'' string, so the \u escapes are read whatever standard_conforming_strings says.
const INVISIBLE_SQL = `E'${invisibleClass((c) => `\\u${c.toString(16).toUpperCase().padStart(4, '0')}`)}'`

/**
 * `categoryName` (#domain/category.ts) in SQL: the invisible characters off, then NFC (PostgreSQL
 * 13 and later, PGlite too). Literals only, as foldSql. Migration 0026 spells it out.
 */
export const categoryNameSql = (name: SQL) =>
  sql`normalize(regexp_replace(${name}, ${sql.raw(INVISIBLE_SQL)}, '', 'g'), NFC)`

/**
 * `categoryKey` (#domain/category.ts) in SQL: the same key for every Portuguese spelling, by
 * translate() over the accented letters (PGlite has no `unaccent`), after categoryNameSql, which
 * composes a letter typed apart from its accent into the one translate() knows. Migrations 0017
 * (without categoryNameSql) and 0026 spell it out.
 */
export const categoryKeySql = (name: SQL | string) =>
  sql`btrim(regexp_replace(${foldSql(categoryNameSql(sql`${name}`))}, '\\s+', ' ', 'g'))`

/**
 * `found(category)`: the catalog's distinct categories (a null ends the list), by a skip scan over
 * products_category_created_at_idx: one index probe per category instead of reading every product.
 * The store's leaves out the categories only hidden products have; the owner's keeps them (a
 * category's spelling is the owner's catalog's, hidden products included).
 */
export function catalogCategoriesScan(scope: 'store' | 'owner') {
  const shown = scope === 'store' ? sql`and not p.hidden` : sql``
  return sql`
    with recursive found(category) as (
      (select p.category from products p where not p.made_for_client ${shown}
       order by p.category limit 1)
      union all
      select (
        select p.category from products p
        where p.category > found.category and not p.made_for_client ${shown}
        order by p.category limit 1
      )
      from found where found.category is not null
    )`
}

/**
 * The category `name` is stored as: the catalog's spelling of it when the catalog has one under
 * another case or accents (the spelling of the oldest product among them: the first one kept),
 * else `name`. `except` leaves out the product being edited, so the owner may respell a category
 * only that product has. A skip scan of the categories, as listCategories, then one index probe
 * for each with the same key.
 */
export function keptCategory(name: string, except?: string): SQL {
  const others = except ? sql`and p.id <> ${except}::uuid` : sql``
  return sql`coalesce((
    ${catalogCategoriesScan('owner')}
    select f.category from found f
    cross join lateral (
      select p.created_at, p.id from products p
      where p.category = f.category and not p.made_for_client ${others}
      order by p.created_at, p.id limit 1
    ) oldest
    where f.category is not null and ${categoryKeySql(sql`f.category`)} = ${categoryKeySql(sql`${name}::text`)}
    order by oldest.created_at, oldest.id limit 1
  ), ${name}::text)`
}

/**
 * Until the transaction ends, no other save of a category with `name`'s key: the second of two
 * saves typing 'organizadores' and 'Organizadores' at once waits, then finds the first's spelling.
 */
export async function lockCategory(tx: Db, name: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended('category:' || ${categoryKeySql(sql`${name}::text`)}, 0))`,
  )
}
