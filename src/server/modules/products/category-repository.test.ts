import { readFileSync } from 'node:fs'
import { sql, type SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categoryKey, categoryName, INVISIBLE_RANGES } from '#domain/category.ts'
import type { Database } from '#server/db/client.ts'
import { rawRows } from '#server/db/raw-rows.ts'
import { openTestDatabase } from '#server/testing/test-database.ts'
import { ACCENTED, UNACCENTED } from '#domain/search-text.ts'
import { categoryKeySql, categoryNameSql } from './category-repository.ts'

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

const INVISIBLES = INVISIBLE_RANGES.flatMap(([first, last]) =>
  Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
)

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
  // Decision 041: pasted invisible characters, a letter typed apart from its accent.
  'Organizadores\u200b',
  'Orga\u0301nizadores',
  `Organi${INVISIBLES.join('')}zadores`,
  'Orga\u200b\u0301nizadores',
  ' \ufeffCapas\u00ad de Volante\u2060 ',
  'Iluminac\u0327a\u0303o',
  ACCENTED.normalize('NFD'),
]

const one = async (query: SQL) =>
  (await rawRows<{ value: string }>(database.db, sql`select ${query} as value`))[0]!.value

describe('the category key in SQL', () => {
  it('is categoryKey (#domain/category.ts) for every Portuguese letter and spacing', async () => {
    for (const name of EXAMPLES) {
      expect(await one(categoryKeySql(sql`${name}::text`)), name).toBe(categoryKey(name))
    }
  })

  it("gives a zero-width space's and a decomposed accent's spelling the key of 'Organizadores'", async () => {
    for (const name of ['Organizadores\u200b', 'Orga\u0301nizadores', '\ufeffOrganiza\u00addores'])
      expect(await one(categoryKeySql(sql`${name}::text`)), name).toBe('organizadores')
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

describe('the category as stored, in SQL', () => {
  it('is categoryName (#domain/category.ts)', async () => {
    for (const name of EXAMPLES) {
      expect(await one(categoryNameSql(sql`${name}::text`)), name).toBe(categoryName(name))
    }
  })

  it('strips the code points categoryName strips, and no other one (the whole BMP)', async () => {
    const [row] = await rawRows<{ stripped: number[] }>(
      database.db,
      sql`select array_agg(g order by g) as stripped from generate_series(1, 65535) g
          where g not between 55296 and 57343 and ${categoryNameSql(sql`chr(g)`)} = ''`,
    )
    const bmp = Array.from({ length: 65535 }, (_, i) => String.fromCodePoint(i + 1))
    const stripped = bmp.filter((c) => categoryName(c) === '').map((c) => c.codePointAt(0))
    expect(row!.stripped).toEqual(INVISIBLES.map((c) => c.codePointAt(0)))
    expect(stripped).toEqual(row!.stripped)
  })

  it('is what migration 0026 stores and merges the categories by', () => {
    const migration = readFileSync(
      new URL('../../db/migrations/0026_category-invisible-characters.sql', import.meta.url),
      'utf8',
    )
    const text = (query: SQL) => new PgDialect().sqlToQuery(query).sql
    expect(migration).toContain(text(categoryNameSql(sql.raw('"category"'))))
    for (const column of ['"category"', '"p"."category"', '"c"."category"'])
      expect(migration).toContain(text(categoryKeySql(sql.raw(column))))
  })
})
