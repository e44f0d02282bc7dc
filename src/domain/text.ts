export const SHORT_DESCRIPTION_LENGTH = 100
/** The admin's downloads table shows this much of a URL (spec.md section 9). */
export const DOWNLOAD_URL_LENGTH = 40

// Grapheme clusters where the runtime can tell them (an emoji family or a flag is one character);
// code points otherwise, which at least never splits a surrogate pair.
const segmenter =
  typeof Intl.Segmenter === 'function'
    ? new Intl.Segmenter('pt-BR', { granularity: 'grapheme' })
    : null

function characters(text: string): string[] {
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text)
}

/** The first 100 characters of a description, counted as the reader sees them. */
export function shortDescription(description: string): string {
  const chars = characters(description)
  return chars.length <= SHORT_DESCRIPTION_LENGTH
    ? description
    : chars.slice(0, SHORT_DESCRIPTION_LENGTH).join('')
}

/** Orders are shown by the first 8 characters of their id. */
export function shortId(id: string): string {
  return id.slice(0, 8)
}

/** The first `max` characters and '...' when the text is longer; the whole text otherwise. */
export function truncate(text: string, max: number): string {
  const chars = characters(text)
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}...`
}
