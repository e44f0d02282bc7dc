/**
 * The one name a category goes by (issue 37): trimmed, accents and case ignored, inner spaces
 * collapsed, so 'organizadores', ' Organizadôres ' and 'Organizadores' are one category. The
 * database computes the same key for Portuguese letters with lower() and translate()
 * (category-repository.ts and migration 0017), as PGlite has no `unaccent`.
 */
export function categoryKey(name: string): string {
  // Lower case first: lowering may add a mark ('İ' is 'i' and a dot above), stripped next.
  return name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim()
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
