/** A LIKE/ILIKE pattern matching `text` anywhere, its wildcards (and the escape) taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
}
