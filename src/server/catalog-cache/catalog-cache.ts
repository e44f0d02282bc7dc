import { createHash } from 'node:crypto'
import { parseStockPayload, StockMap, type StockReading } from './stock-map.ts'

/** One cached answer: the serialized JSON and its strong ETag (a hash of those bytes). */
export interface CachedJson {
  body: Uint8Array<ArrayBuffer>
  etag: string
  /** Compressed copies, made on first demand (not counted in maxBytes: a fraction of body). */
  encoded: Map<string, Uint8Array<ArrayBuffer>>
  /**
   * Live answers only: the tag of what the answer holds apart from its products' stock (the same
   * while only stock changes), and the stock of each product in these bytes.
   */
  live?: { base: string; stocks: ReadonlyMap<string, number> }
}

interface CatalogCacheOptions {
  maxEntries?: number
  maxBytes?: number
}

const encoder = new TextEncoder()

/** `text` as a cached answer: its bytes and a strong ETag made from them. */
export function toCachedJson(text: string): CachedJson {
  const body = encoder.encode(text)
  // A content hash, not a counter: every instance gives the same bytes the same ETag.
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`
  return { body, etag, encoded: new Map() }
}

/** What a loader returns when its answer shows products' stock: the answer and each stock read. */
export class LiveStock<T = unknown> {
  constructor(
    readonly value: T,
    readonly readings: readonly StockReading[],
  ) {}
}

/** The value, serialized with each live product's `stock` taken from `stockOf`. */
export function serialize(
  value: unknown,
  live: ReadonlySet<string>,
  stockOf: (id: string) => number,
) {
  return JSON.stringify(value, function (this: Record<string, unknown>, key, field: unknown) {
    if (key === 'stock' && typeof this.id === 'string' && live.has(this.id)) return stockOf(this.id)
    return field
  })
}

/**
 * One cached answer without its stock: the loaded value, and the bytes last made from it with the
 * stock they carry. Serving checks those stocks against the stock map and remakes the bytes (and
 * their ETag) only when one changed, so a sale costs the pages that show the product one
 * serialization each, never a database read.
 */
class Entry {
  private readonly ids: string[]
  private readonly live: ReadonlySet<string>
  private readonly loaded: Map<string, number>
  private stocks: number[]
  json: CachedJson
  /** Bytes of the first serialization, for the cache's size limit. */
  readonly size: number

  constructor(
    private readonly value: unknown,
    readings: readonly StockReading[],
    stockMap: StockMap,
  ) {
    this.loaded = new Map(readings.map((r) => [r.id, r.stock]))
    this.ids = [...this.loaded.keys()]
    this.live = new Set(this.ids)
    this.stocks = this.current(stockMap)
    this.json = this.build()
    this.size = this.json.body.byteLength
  }

  /** The bytes with the stock as `stockMap` has it now (the loaded stock for what it lacks). */
  serve(stockMap: StockMap): CachedJson {
    const stocks = this.current(stockMap)
    if (stocks.some((stock, i) => stock !== this.stocks[i])) {
      this.stocks = stocks
      this.json = this.build()
    }
    return this.json
  }

  private current(stockMap: StockMap) {
    return this.ids.map((id) => stockMap.stockOf(id) ?? this.loaded.get(id)!)
  }

  private build() {
    const stocks = new Map(this.ids.map((id, i) => [id, this.stocks[i]!]))
    const json = toCachedJson(serialize(this.value, this.live, (id) => stocks.get(id)!))
    // The first bytes' tag stands for the value, whatever stock is put in later.
    json.live = { base: this.json?.live?.base ?? json.etag, stocks }
    return json
  }
}

function split(loaded: unknown): { value: unknown; readings: readonly StockReading[] } {
  return loaded instanceof LiveStock ? loaded : { value: loaded, readings: [] }
}

/**
 * The catalog read routes' answers, serialized once and kept in process, least recently used
 * dropped first, with each product's current stock put in when served (issue 20). Correctness rests
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
  private readonly entries = new Map<string, Entry>()
  private readonly loading = new Map<string, Promise<Entry>>()
  private readonly stock = new StockMap()
  private generation = 0
  /** Bumped whenever changes could have been missed: readings from reads begun before are dropped. */
  private epoch = 0
  private bytes = 0
  private paused = false
  private readonly maxEntries: number
  private readonly maxBytes: number

  constructor(options: CatalogCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 500
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024
  }

  /** The answer for `key`; on a miss, `load` builds it (once, however many ask at the same time). */
  get(key: string, load: () => Promise<unknown>): Promise<CachedJson> {
    const hit = this.entries.get(key)
    if (hit) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key)
      this.entries.set(key, hit)
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
        if (generation === this.generation) this.store(key, entry)
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
    // Later requests must not join a read that may have begun before the commit.
    this.loading.clear()
    this.bytes = 0
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

  get size(): number {
    return this.entries.size
  }

  private forgetAll() {
    this.epoch++
    this.stock.clear()
    this.invalidate()
  }

  private serve(entry: Entry): CachedJson {
    return entry.serve(this.stock)
  }

  private store(key: string, entry: Entry) {
    // Counted at its size when stored: a new stock changes it by a few digits at most.
    if (entry.size > this.maxBytes) return
    const replaced = this.entries.get(key)
    if (replaced) {
      this.entries.delete(key)
      this.bytes -= replaced.size
    }
    this.entries.set(key, entry)
    this.bytes += entry.size
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break
      this.entries.delete(oldest)
      this.bytes -= old.size
    }
  }
}
