import { Entry, split, type CachedJson } from './live-entry.ts'
import { Lru } from './lru.ts'
import { parseStockPayload, StockMap, type StockReading } from './stock-map.ts'

// An answer's pieces live beside the entry that makes them (live-entry.ts); the rest of the server
// names them by this file, as before.
export { LiveStock, serialize, toCachedJson, type CachedJson } from './live-entry.ts'

interface CatalogCacheOptions {
  maxEntries?: number
  maxBytes?: number
  /** The searches' own LRU (see `get`): anything can be searched for, so it is kept small. */
  searchEntries?: number
  searchBytes?: number
}

/**
 * Whether an answer is a search's (kept apart from the store's pages): a fixed yes or no, or a
 * question about the loaded value (an empty page for a category the catalog does not have).
 */
export type SearchLike = boolean | ((value: unknown) => boolean)

/**
 * The catalog read routes' answers, serialized once and kept in process, least recently used
 * dropped first, with each product's current stock put in when served (decision 020). Correctness rests
 * on these rules:
 * - every committed write to products reaches the cache: a stock-only change as a reading
 *   (observeStock, from this instance's own writes at commit and, from the others, NOTIFY
 *   catalog_changed 'stock:<id>:<stock>:<version>'), any other change as invalidate();
 * - readings carry the product's stock_version and the newest wins, whatever order they arrive in;
 * - an answer is stored only if no invalidation happened while it was read, so a read that began
 *   before a commit cannot put pre-commit data back after the invalidation;
 * - while changes cannot be heard (suspend), nothing is served from or stored in the cache, and
 *   the stock heard before is forgotten.
 */
export class CatalogCache {
  private readonly entries: Lru<Entry>
  private readonly searches: Lru<Entry>
  private readonly loading = new Map<string, Promise<Entry>>()
  private readonly stock = new StockMap()
  private generation = 0
  /** Bumped whenever changes could have been missed: readings from reads begun before are dropped. */
  private epoch = 0
  private paused = false
  private hitCount = 0

  constructor(options: CatalogCacheOptions = {}) {
    this.entries = new Lru(options.maxEntries ?? 500, options.maxBytes ?? 32 * 1024 * 1024)
    this.searches = new Lru(options.searchEntries ?? 50, options.searchBytes ?? 4 * 1024 * 1024)
  }

  /**
   * The answer for `key`; on a miss, `load` builds it (once, however many ask at the same time).
   * An answer that is `search`-like (a search, a deep page: any text or number can be asked, issue
   * 34) is kept in a small LRU of its own, so made-up requests cannot push the store's pages out.
   */
  get(key: string, load: () => Promise<unknown>, search: SearchLike = false): Promise<CachedJson> {
    const hit = this.entries.get(key) ?? this.searches.get(key)
    if (hit) {
      this.hitCount++
      return Promise.resolve(this.serve(hit))
    }
    if (this.paused) {
      // Nothing heard, nothing kept: the bytes as read, with the stock as read.
      return load().then((loaded) => {
        const { value, readings } = split(loaded)
        return new Entry(value, readings, new StockMap()).json
      })
    }
    const pending = this.loading.get(key)
    if (pending) return pending.then((entry) => this.serve(entry))
    const generation = this.generation
    const epoch = this.epoch
    const promise = load()
      .then((loaded) => {
        const { value, readings } = split(loaded)
        // A reading older than one already heard is ignored by the map.
        if (epoch === this.epoch) for (const reading of readings) this.stock.observe(reading)
        const entry = new Entry(value, readings, this.stock)
        if (generation === this.generation) this.store(key, entry, search, value)
        return entry
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key)
      })
    this.loading.set(key, promise)
    return promise.then((entry) => this.serve(entry))
  }

  /** Stock this instance's own committed writes left (the notification follows, for the others). */
  observeStock(readings: readonly StockReading[]): void {
    if (this.paused) return
    for (const reading of readings) this.stock.observe(reading)
  }

  /** A notification on catalog_changed: a product's new stock, or any other change. */
  notified(payload: string): void {
    const reading = parseStockPayload(payload)
    if (reading) this.observeStock([reading])
    else this.invalidate()
  }

  /** The catalog changed (after commit): forget every page, including reads in flight. */
  invalidate(): void {
    this.generation++
    this.entries.clear()
    this.searches.clear()
    // Later requests must not join a read that may have begun before the commit.
    this.loading.clear()
  }

  /** Changes can no longer be heard: serve from the database until resume(). */
  suspend(): void {
    this.paused = true
    this.forgetAll()
  }

  /** Listening again; whatever changed meanwhile is unknown, so start empty. */
  resume(): void {
    this.forgetAll()
    this.paused = false
  }

  /** True while changes cannot be heard (nothing is cached meanwhile). */
  get suspended(): boolean {
    return this.paused
  }

  /** Answers kept, in both LRUs. */
  get size(): number {
    return this.entries.size + this.searches.size
  }

  /** Answers kept in the searches' LRU. */
  get searchSize(): number {
    return this.searches.size
  }

  /** Answers served from a kept entry since start (for the tests and the figures of decision 025). */
  get hits(): number {
    return this.hitCount
  }

  private forgetAll() {
    this.epoch++
    this.stock.clear()
    this.invalidate()
  }

  private serve(entry: Entry): CachedJson {
    return entry.serve(this.stock)
  }

  private store(key: string, entry: Entry, search: SearchLike, value: unknown) {
    const isSearch = typeof search === 'function' ? search(value) : search
    const [kept, other] = isSearch ? [this.searches, this.entries] : [this.entries, this.searches]
    other.delete(key)
    // Counted at its size when stored: a new stock changes it by a few digits at most.
    kept.set(key, entry)
  }
}
