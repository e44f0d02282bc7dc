/**
 * The invisible characters a category loses when it is stored (decision 041): the soft hyphen, the
 * zero-width space, non-joiner and joiner, the direction marks, the word joiner, the invisible
 * operators and the byte-order mark, first and last code point of each run. Pasted along with a
 * name, they made a second category that looks like the first. One list for the JavaScript
 * (`categoryName`) and the SQL (category-repository.ts, migration 0026). A part of \p{Cf} only: the
 * rest (bidi embeddings and isolates, Arabic signs, emoji tags) can change how a name is drawn.
 */
export const INVISIBLE_RANGES: readonly (readonly [first: number, last: number])[] = [
  [0x00ad, 0x00ad],
  [0x200b, 0x200f],
  [0x2060, 0x2064],
  [0xfeff, 0xfeff],
]

/** INVISIBLE_RANGES as a regular expression's class, each code point written by `escape`. */
export function invisibleClass(escape: (codePoint: number) => string): string {
  const runs = INVISIBLE_RANGES.map(([first, last]) =>
    first === last ? escape(first) : `${escape(first)}-${escape(last)}`,
  )
  return `[${runs.join('')}]`
}

const INVISIBLE = new RegExp(
  invisibleClass((c) => `\\u{${c.toString(16)}}`),
  'gu',
)

/**
 * A category as it is stored: without the invisible characters, then in Unicode NFC, so
 * 'Orga\u0301nizadores' is stored as 'Orgánizadores'. Stripping comes first: a character between
 * a letter and its accent would keep them apart.
 */
export function categoryName(name: string): string {
  return name.replace(INVISIBLE, '').normalize('NFC')
}

/**
 * The one name a category goes by (decision 028): trimmed, accents, case and invisible characters
 * ignored, inner spaces collapsed, so 'organizadores', ' Organizadôres ' and 'Organizadores' are
 * one category. The database computes the same key for Portuguese letters with lower() and
 * translate() (category-repository.ts and migrations 0017 and 0026), as PGlite has no `unaccent`.
 */
export function categoryKey(name: string): string {
  // Lower case before NFD: lowering may add a mark ('İ' is 'i' and a dot above), stripped next.
  return categoryName(name)
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The catalog's spelling of a category asked for in another one ('organizadores' for
 * 'Organizadores'); undefined when the catalog has it as written or has nothing like it.
 */
export function keptSpelling(asked: string, categories: readonly string[]): string | undefined {
  if (categories.includes(asked)) return undefined
  const key = categoryKey(asked)
  return categories.find((category) => categoryKey(category) === key)
}
