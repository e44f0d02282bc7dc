import type { LcpImage } from '#domain/page-data.ts'
import type { CachedJson } from '#server/catalog-cache/catalog-cache.ts'
import { Lru } from '#server/catalog-cache/lru.ts'

/** A drawn page: its parts, the document made of them, and what it was drawn from. */
export interface DrawnPage {
  status: 200 | 404
  /** What is inside #root. */
  html: string
  /** The data block's value; its products' stock is put in from `stocks`. */
  state: unknown
  lcpImage: LcpImage | undefined
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
 * has to empty this cache. Only canonical paths are kept (decision 025).
 */
export class HtmlCache {
  private readonly pages: Lru<{ size: number; page: DrawnPage }>

  constructor(maxEntries = 200, maxBytes = 16 * 1024 * 1024) {
    this.pages = new Lru(maxEntries, maxBytes)
  }

  get(path: string): DrawnPage | undefined {
    return this.pages.get(path)?.page
  }

  set(path: string, page: DrawnPage): void {
    this.pages.set(path, { size: page.document.body.byteLength, page })
  }

  get size(): number {
    return this.pages.size
  }
}
