/**
 * Entries by key within a count and a byte budget, the least recently used dropped first (a Map
 * keeps insertion order: a read moves its key to the end). An entry larger than the whole budget
 * is not kept.
 */
export class Lru<T extends { readonly size: number }> {
  private readonly entries = new Map<string, T>()
  private bytes = 0

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key)
    if (entry) {
      this.entries.delete(key)
      this.entries.set(key, entry)
    }
    return entry
  }

  set(key: string, entry: T): void {
    this.delete(key)
    if (entry.size > this.maxBytes) return
    this.entries.set(key, entry)
    this.bytes += entry.size
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break
      this.delete(oldest)
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= entry.size
  }

  clear(): void {
    this.entries.clear()
    this.bytes = 0
  }

  get size(): number {
    return this.entries.size
  }
}
