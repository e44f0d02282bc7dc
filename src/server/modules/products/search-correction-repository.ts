import { sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { rawRows } from '#server/db/raw-rows.ts'
import { products } from '#server/db/schema/catalog.ts'
import { trigramSchema } from '#server/db/trigram.ts'
import { storeCatalog } from './product-repository.ts'

/**
 * Each word of a search (folded, #domain similarWords) corrected to the catalog word most like it
 * (decision 050): of catalog_words (migration 0032), by pg_trgm's similarity (the `%` operator at
 * its threshold of 0.3, served by catalog_words_trgm_idx), the first a store product has; a word
 * like none is kept as it is. Undefined where pg_trgm is not installed: no search is corrected.
 * Bounded whatever the catalog's size: the words are a few thousand.
 */
export async function correctedWords(
  db: Db,
  words: readonly string[],
): Promise<string[] | undefined> {
  const schema = await trigramSchema(db)
  if (!schema || words.length === 0) return undefined
  const ext = sql.raw(schema)
  const rows = await rawRows<{ word: string; corrected: string | null }>(
    db,
    sql`select q.word, (
        select w.word from catalog_words w
        where w.word operator(${ext}.%) q.word
          and exists (
            select 1 from ${products}
            where ${storeCatalog} and ${products.searchText} like '%' || w.word || '%'
          )
        order by ${ext}.similarity(w.word, q.word) desc, w.word
        limit 1
      ) as corrected
      from unnest(${sql.param([...words])}::text[]) with ordinality as q(word, i)
      order by q.i`,
  )
  return rows.map((row) => row.corrected ?? row.word)
}
