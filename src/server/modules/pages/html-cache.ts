import type { CachedJson } from '#server/catalog-cache/catalog-cache.ts'

/** A drawn page: its parts, the document made of them, and what it was drawn from. */
export interface DrawnPage {
  status: 200 | 404
  /** What is inside #root. */
  html: string
  /** The data block's value; its products' stock is put in from `stocks`. */
  state: unknown
  lcpImage: string | undefined
  /** The tags of its <head>: title, description, canonical, link preview, JSON-LD. */
  head: string | undefined
  /** The answers it was drawn from, in the order it asked, with what they held then. */
  sources: readonly { url: string; base: string }[]
  /** The stock each product shows in `document`. */
  stocks: ReadonlyMap<string, number>
  document: CachedJson
}

/**
 * The drawn public pages, by path, least recently used dropped first. An entry is served only while
 * the answers it was drawn from hold the same things apart from stock (decision 022); nothing ever
 * has to empty this cache.
 */
export class HtmlCache {
  private readonly entries = new Map<string, DrawnPage>()
  private bytes = 0

  constructor(
    private readonly maxEntries = 200,
    private readonly maxBytes = 16 * 1024 * 1024,
  ) {}

  get(path: string): DrawnPage | undefined {
    const entry = this.entries.get(path)
    if (entry) {
      this.entries.delete(path)
      this.entries.set(path, entry)
    }
    return entry
  }

  set(path: string, entry: DrawnPage): void {
    const size = entry.document.body.byteLength
    if (size > this.maxBytes) return
    this.delete(path)
    this.entries.set(path, entry)
    this.bytes += size
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break
      this.delete(oldest)
    }
  }

  get size(): number {
    return this.entries.size
  }

  private delete(path: string) {
    const entry = this.entries.get(path)
    if (!entry) return
    this.entries.delete(path)
    this.bytes -= entry.document.body.byteLength
  }
}
