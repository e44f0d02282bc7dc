import type { CachedJson } from '#server/catalog-cache/catalog-cache.ts'

/** A page's HTML and the answers it was drawn from (URL and tag, in the order it asked). */
export interface CachedPage {
  html: CachedJson
  sources: readonly { url: string; tag: string }[]
}

/**
 * The drawn HTML of the public pages, by path, least recently used dropped first. An entry is
 * served only while every answer it was drawn from still has its tag (decision 022): a sale
 * changes a product's stock, hence its answer's ETag, and the next visitor gets the page drawn
 * again; nothing ever has to empty this cache.
 */
export class HtmlCache {
  private readonly entries = new Map<string, CachedPage>()
  private bytes = 0

  constructor(
    private readonly maxEntries = 200,
    private readonly maxBytes = 16 * 1024 * 1024,
  ) {}

  get(path: string): CachedPage | undefined {
    const entry = this.entries.get(path)
    if (entry) {
      this.entries.delete(path)
      this.entries.set(path, entry)
    }
    return entry
  }

  set(path: string, entry: CachedPage): void {
    const size = entry.html.body.byteLength
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
    this.bytes -= entry.html.body.byteLength
  }
}
