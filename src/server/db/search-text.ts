import { and, like, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { ACCENTED, UNACCENTED } from '#domain/search-text.ts'
import { containsPattern } from './like.ts'

/**
 * `foldSearchText` (#domain/search-text.ts) in SQL: accents off by translate() (PGlite has no
 * `unaccent`), then lower case. Immutable, so it can define a generated column. The letters are
 * literals, not parameters, for the columns' definitions to be plain SQL.
 */
export const foldSql = (text: SQL) =>
  sql`lower(translate(${text}, ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${UNACCENTED}'`)}))`

/** A text's digits only (decision 030: a WhatsApp number as typed). Immutable, as foldSql. */
export const digitsSql = (text: SQL) => sql`regexp_replace(${text}, '[^0-9]', '', 'g')`

/**
 * Every word of a search (`searchWords`, already folded) somewhere in a folded column, in any
 * order: one LIKE '%word%' each, all of which a pg_trgm GIN index on the column serves.
 * Undefined for no words: no search.
 */
export function everyWordIn(column: AnyPgColumn | SQL, words: readonly string[]): SQL | undefined {
  return words.length > 0
    ? and(...words.map((word) => like(column, containsPattern(word))))
    : undefined
}
