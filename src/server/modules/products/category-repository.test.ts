import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categoryKey } from '#domain/category.ts'
import type { Database } from '#server/db/client.ts'
import { rawRows } from '#server/db/raw-rows.ts'
import { openTestDatabase } from '#server/testing/test-database.ts'
import { ACCENTED, UNACCENTED } from '#domain/search-text.ts'
import { categoryKeySql } from './category-repository.ts'

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

const EXAMPLES = [
  'Organizadores',
  'organizadores',
  ' Organizadôres ',
  'ILUMINAÇÃO',
  'Iluminação',
  'Capas \t de  Volante',
  'Acessórios Úteis',
  'Pára-Sol Ñandú',
  'Ýÿ Åå',
  '',
  ACCENTED,
  ACCENTED.toLowerCase(),
]

describe('the category key in SQL', () => {
  it('is categoryKey (#domain/category.ts) for every Portuguese letter and spacing', async () => {
    for (const name of EXAMPLES) {
      const [row] = await rawRows<{ key: string }>(
        database.db,
        sql`select ${categoryKeySql(sql`${name}::text`)} as key`,
      )
      expect(row!.key, name).toBe(categoryKey(name))
    }
  })

  it('strips each accented letter to the letter categoryKey leaves', () => {
    expect([...ACCENTED].map(categoryKey).join('')).toBe(UNACCENTED.toLowerCase())
  })

  it('is the key migration 0017 merged the categories by', () => {
    const migration = readFileSync(
      new URL('../../db/migrations/0017_category-spellings.sql', import.meta.url),
      'utf8',
    )
    expect(migration).toContain(`translate("category", '${ACCENTED}', '${UNACCENTED}')`)
    expect(migration).toContain(`'\\s+', ' ', 'g')`)
  })
})
