// src/domain/search-text.ts searchWords, for the SQL limit (plain node cannot import the .ts):
// the words a search must all find, folded as the database folds products.search_text. The
// benchmark checks the limit's JSON against the shop's for every search, which catches a drift.
const ACCENTED = 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÝýÿÇçÑñ'
const UNACCENTED = 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuYyyCcNn'
const PLAIN = new Map([...ACCENTED].map((letter, i) => [letter, UNACCENTED[i]]))
const SMALL_WORDS = new Set(
  'a o e as os ao aos de da do das dos em na no nas nos num numa um uma para pra pro por com sem'.split(
    ' ',
  ),
)
const MAX_WORDS = 12

const fold = (text) =>
  [...text.normalize('NFC')]
    .map((ch) => PLAIN.get(ch) ?? ch)
    .join('')
    .toLowerCase()

export function searchWords(q) {
  const all = fold(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
  const kept = all.filter((word) => !SMALL_WORDS.has(word))
  const words = [...new Set(kept.length > 0 ? kept : all)]
  return words
    .filter((word) => !words.some((other) => other !== word && other.includes(word)))
    .slice(0, MAX_WORDS)
}

/** src/domain/search-text.ts similarWords: the words a search that found nothing is tried again with. */
export function similarWords(words) {
  if (words.some((word) => word.length > 30)) return []
  return words.filter((word) => word.length >= 3)
}
