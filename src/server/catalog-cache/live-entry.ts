import { createHash } from 'node:crypto'
import { variantStockKey, type StockMap, type StockReading } from './stock-map.ts'

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

/**
 * The value, serialized with each live product's `stock` taken from `stockOf`, and each live
 * variant's (an object with its `values`, keyed variantStockKey: a product's one variant has the
 * product's id).
 */
export function serialize(
  value: unknown,
  live: ReadonlySet<string>,
  stockOf: (id: string) => number,
) {
  return JSON.stringify(value, function (this: Record<string, unknown>, key, field: unknown) {
    if (key !== 'stock' || typeof this.id !== 'string') return field
    const id = Array.isArray(this.values) ? variantStockKey(this.id) : this.id
    return live.has(id) ? stockOf(id) : field
  })
}

/**
 * One cached answer without its stock: the loaded value, and the bytes last made from it with the
 * stock they carry. Serving checks those stocks against the stock map and remakes the bytes (and
 * their ETag) only when one changed, so a sale costs the pages that show the product one
 * serialization each, never a database read.
 */
export class Entry {
  private readonly ids: string[]
  private readonly live: ReadonlySet<string>
  private readonly loaded: Map<string, number>
  private readonly held: Map<string, number>
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
    this.held = new Map(readings.map((r) => [r.id, r.held ?? 0]))
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

  /** The stock each answer shows now: as heard (or as loaded), less what it holds back. */
  private current(stockMap: StockMap) {
    return this.ids.map((id) =>
      Math.max(0, (stockMap.stockOf(id) ?? this.loaded.get(id)!) - this.held.get(id)!),
    )
  }

  private build() {
    const stocks = new Map(this.ids.map((id, i) => [id, this.stocks[i]!]))
    const json = toCachedJson(serialize(this.value, this.live, (id) => stocks.get(id)!))
    // The first bytes' tag stands for the value, whatever stock is put in later.
    json.live = { base: this.json?.live?.base ?? json.etag, stocks }
    return json
  }
}

export function split(loaded: unknown): { value: unknown; readings: readonly StockReading[] } {
  return loaded instanceof LiveStock ? loaded : { value: loaded, readings: [] }
}
