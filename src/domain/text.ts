export const SHORT_DESCRIPTION_LENGTH = 100
/** The admin's downloads table shows this much of a URL (spec.md section 9). */
export const DOWNLOAD_URL_LENGTH = 40

// Grapheme clusters where the runtime can tell them (an emoji family or a flag is one character);
// code points otherwise, which at least never splits a surrogate pair.
const segmenter =
  typeof Intl.Segmenter === 'function'
    ? new Intl.Segmenter('pt-BR', { granularity: 'grapheme' })
    : null

/**
 * The first `count` characters of a text, or all of them when it has fewer. Stops reading there:
 * a catalog page shortens 48 descriptions of any length on every cache miss.
 */
function firstCharacters(text: string, count: number): string[] {
  const chars: string[] = []
  for (const piece of segmenter ? segmenter.segment(text) : text) {
    if (chars.length === count) break
    chars.push(typeof piece === 'string' ? piece : piece.segment)
  }
  return chars
}

/** The text cut to `max` characters, or undefined when it has no more than that. */
function cut(text: string, max: number): string | undefined {
  // A text has never more characters than UTF-16 units.
  if (text.length <= max) return undefined
  const chars = firstCharacters(text, max + 1)
  return chars.length <= max ? undefined : chars.slice(0, max).join('')
}

/** The first 100 characters of a description, counted as the reader sees them. */
export function shortDescription(description: string): string {
  return cut(description, SHORT_DESCRIPTION_LENGTH) ?? description
}

/** Orders are shown by the first 8 characters of their id. */
export function shortId(id: string): string {
  return id.slice(0, 8)
}

/**
 * What the owner typed in the order search read as the start of an order id ('#3F2A' as the panel
 * shows ids, or '3f2a9b1c-0c'), in lower case as uuids print; undefined when it cannot be one.
 */
export function shortIdPrefix(search: string): string | undefined {
  const typed = search.trim().replace(/^#/, '').toLowerCase()
  return /^[0-9a-f-]{1,36}$/.test(typed) ? typed : undefined
}

/** The fewest leading characters of an order id that open it (decision 030): the short id's 8. */
export const QUOTED_ID_MIN_LENGTH = 8

/**
 * The start of an order id as customers quote it (`/admin/pedidos/8339dd61`, from an email or
 * WhatsApp): 8 characters or more of one, in lower case; undefined when it cannot be one.
 */
export function quotedIdPrefix(quoted: string): string | undefined {
  const prefix = shortIdPrefix(quoted)
  return prefix && prefix.length >= QUOTED_ID_MIN_LENGTH ? prefix : undefined
}

/** The first `max` characters and '...' when the text is longer; the whole text otherwise. */
export function truncate(text: string, max: number): string {
  const short = cut(text, max)
  return short === undefined ? text : `${short}...`
}
