/**
 * Forgiving search (decision 029): case and accents ignored, every word found in any order. The
 * database keeps the same folded text in generated columns (products.search_text,
 * shipping_addresses.search_name, migration 0018) with lower() and translate() over this very pair
 * of letters, as PGlite has no `unaccent`; search-text.test.ts checks the migration spells them so.
 */

/** The accented letters of Portuguese (and the rest of Latin-1), and each without its accent. */
export const ACCENTED = 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÝýÿÇçÑñ'
export const UNACCENTED = 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuYyyCcNn'

const PLAIN = new Map([...ACCENTED].map((letter, i) => [letter, UNACCENTED[i]!]))

/** A text as the database folds it: each accented letter without its accent, then lower case. */
export function foldSearchText(text: string): string {
  let folded = ''
  for (const ch of text.normalize('NFC')) folded += PLAIN.get(ch) ?? ch
  return folded.toLowerCase()
}

/**
 * The small words shoppers leave out or change ('capa do volante' for 'Capa de Volante'): never
 * required, unless the search has nothing else.
 */
const SMALL_WORDS = new Set(
  'a o e as os ao aos de da do das dos em na no nas nos num numa um uma para pra pro por com sem'.split(
    ' ',
  ),
)

/** Enough for any real search; a search of 100 words matches on its first 12. */
export const SEARCH_MAX_WORDS = 12

/**
 * The words a search must all find, folded: split at anything that is not a letter or a digit
 * ('porta-óculos' is 'porta' and 'oculos'), small words dropped, no word twice nor inside another
 * (the longer one says it). Punctuation alone, or accents alone, is no search at all: [].
 */
export function searchWords(q: string): string[] {
  const all = foldSearchText(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
  const kept = all.filter((word) => !SMALL_WORDS.has(word))
  const words = [...new Set(kept.length > 0 ? kept : all)]
  return words
    .filter((word) => !words.some((other) => other !== word && other.includes(word)))
    .slice(0, SEARCH_MAX_WORDS)
}

/** The shortest word a typo is forgiven in: with fewer letters a typo is another word. */
export const SIMILAR_WORD_MIN = 3
/** The longest: no product's word is longer, so no product is like it (nor is work spent on it). */
export const SIMILAR_WORD_MAX = 30

/**
 * The words of a search that found nothing which are corrected to the catalog's words most like
 * them (decision 050): those of at least three letters; none when one of them is longer than any
 * product's word (catalog_words keeps words of 3 to 30 letters, migration 0032).
 */
export function similarWords(words: readonly string[]): string[] {
  if (words.some((word) => word.length > SIMILAR_WORD_MAX)) return []
  return words.filter((word) => word.length >= SIMILAR_WORD_MIN)
}
