import { createHash } from 'node:crypto'

/** One cached answer: the serialized JSON and its strong ETag (a hash of those bytes). */
export interface CachedJson {
  body: Uint8Array<ArrayBuffer>
  etag: string
  /** Compressed copies, made on first demand (not counted in maxBytes: a fraction of body). */
  encoded: Map<string, Uint8Array<ArrayBuffer>>
}

interface CatalogCacheOptions {
  maxEntries?: number
  maxBytes?: number
}

const encoder = new TextEncoder()

function toCachedJson(value: unknown): CachedJson {
  const body = encoder.encode(JSON.stringify(value))
  // A content hash, not a counter: every instance gives the same bytes the same ETag.
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`
  return { body, etag, encoded: new Map() }
}

/**
 * The catalog read routes' answers, serialized once and kept in process, least recently used
 * dropped first. Correctness rests on three rules:
 * - every committed write to products calls invalidate() (this instance) or reaches it through
 *   LISTEN catalog_changed (the others);
 * - an answer is stored only if no invalidation happened while it was read, so a read that began
 *   before a commit cannot put pre-commit data back after the invalidation;
 * - while changes cannot be heard (suspend), nothing is served from or stored in the cache.
 */
export class CatalogCache {
  private readonly entries = new Map<string, CachedJson>()
  private readonly loading = new Map<string, Promise<CachedJson>>()
  private generation = 0
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
      return Promise.resolve(hit)
    }
    if (this.paused) return load().then(toCachedJson)
    const pending = this.loading.get(key)
    if (pending) return pending
    const generation = this.generation
    const promise = load()
      .then(toCachedJson)
      .then((entry) => {
        if (generation === this.generation) this.store(key, entry)
        return entry
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key)
      })
    this.loading.set(key, promise)
    return promise
  }

  /** The catalog changed (after commit): forget everything, including reads in flight. */
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
    this.invalidate()
  }

  /** Listening again; whatever changed meanwhile is unknown, so start empty. */
  resume(): void {
    this.invalidate()
    this.paused = false
  }

  /** True while changes cannot be heard (nothing is cached meanwhile). */
  get suspended(): boolean {
    return this.paused
  }

  get size(): number {
    return this.entries.size
  }

  private store(key: string, entry: CachedJson) {
    const size = entry.body.byteLength
    if (size > this.maxBytes) return
    const replaced = this.entries.get(key)
    if (replaced) {
      this.entries.delete(key)
      this.bytes -= replaced.body.byteLength
    }
    this.entries.set(key, entry)
    this.bytes += size
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break
      this.entries.delete(oldest)
      this.bytes -= old.body.byteLength
    }
  }
}
