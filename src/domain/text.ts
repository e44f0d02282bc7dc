export const SHORT_DESCRIPTION_LENGTH = 100

/** The first 100 characters of a description (counted as the reader sees them, not UTF-16 units). */
export function shortDescription(description: string): string {
  const chars = Array.from(description)
  return chars.length <= SHORT_DESCRIPTION_LENGTH
    ? description
    : chars.slice(0, SHORT_DESCRIPTION_LENGTH).join('')
}

/** Orders are shown by the first 8 characters of their id. */
export function shortId(id: string): string {
  return id.slice(0, 8)
}
