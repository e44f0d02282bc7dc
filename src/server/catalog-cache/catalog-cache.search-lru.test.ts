import { describe, expect, it, vi } from 'vitest'
import { CatalogCache } from './catalog-cache.ts'

const text = (body: Uint8Array) => new TextDecoder().decode(body)

describe('CatalogCache: searches in a small LRU of their own (issue 34)', () => {
  it('keeps any number of searches from pushing the store’s pages out', async () => {
    const cache = new CatalogCache({ maxEntries: 3, searchEntries: 2 })
    for (const key of ['store', 'category', 'product']) await cache.get(key, async () => key)
    for (let i = 0; i < 100; i++) await cache.get(`search ${i}`, async () => i, true)
    expect(cache.size).toBe(5)
    expect(cache.searchSize).toBe(2)
    const reload = vi.fn(async () => 'again')
    const hits = cache.hits
    for (const key of ['store', 'category', 'product']) await cache.get(key, reload)
    expect(reload).not.toHaveBeenCalled()
    expect(cache.hits).toBe(hits + 3)
    // The newest searches are still answered from memory, the older ones were dropped.
    await cache.get('search 99', reload, true)
    expect(reload).not.toHaveBeenCalled()
    await cache.get('search 0', reload, true)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('asks the loaded value when the request alone cannot tell', async () => {
    const cache = new CatalogCache({ searchEntries: 1 })
    const empty = (value: unknown) => (value as { items: unknown[] }).items.length === 0
    await cache.get('known', async () => ({ items: [1] }), empty)
    await cache.get('made up', async () => ({ items: [] }), empty)
    await cache.get('made up too', async () => ({ items: [] }), empty)
    expect(cache.size).toBe(2)
    expect(cache.searchSize).toBe(1)
    expect(text((await cache.get('known', async () => 'never')).body)).toBe('{"items":[1]}')
  })

  it('has its own byte budget, and is emptied with the rest', async () => {
    const cache = new CatalogCache({ searchBytes: 20 })
    await cache.get('store', async () => 'x'.repeat(100))
    await cache.get('a', async () => 'y'.repeat(15), true)
    await cache.get('b', async () => 'z'.repeat(15), true)
    expect([cache.size, cache.searchSize]).toEqual([2, 1])
    cache.invalidate()
    expect([cache.size, cache.searchSize]).toEqual([0, 0])
  })
})
