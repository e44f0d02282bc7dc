import { describe, expect, it, vi } from 'vitest'
import { CatalogCache } from './catalog-cache.ts'

/** A load that resolves when the test says so. */
function deferred(value: unknown) {
  let release!: () => void
  const done = new Promise<void>((resolve) => (release = resolve))
  const load = vi.fn(async () => {
    await done
    return value
  })
  return { load, release }
}

const text = (body: Uint8Array) => new TextDecoder().decode(body)

describe('CatalogCache', () => {
  it('serializes once and answers later requests from memory, with a content-hash ETag', async () => {
    const cache = new CatalogCache()
    const load = vi.fn(async () => ({ items: [1, 2] }))
    const first = await cache.get('a', load)
    const second = await cache.get('a', load)
    expect(load).toHaveBeenCalledTimes(1)
    expect(second).toBe(first)
    expect(text(first.body)).toBe('{"items":[1,2]}')
    expect(first.etag).toMatch(/^"[\w-]{32}"$/)
    // Same bytes, same ETag, in any instance.
    expect((await new CatalogCache().get('b', load)).etag).toBe(first.etag)
  })

  it('loads once for many simultaneous misses', async () => {
    const cache = new CatalogCache()
    const { load, release } = deferred({ n: 1 })
    const answers = Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)])
    release()
    expect(new Set(await answers).size).toBe(1)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('does not keep a read that began before an invalidation, nor let new requests join it', async () => {
    const cache = new CatalogCache()
    const before = deferred({ stock: 3 })
    const stale = cache.get('k', before.load)
    cache.invalidate()
    const fresh = cache.get('k', async () => ({ stock: 2 }))
    before.release()
    expect(text((await stale).body)).toBe('{"stock":3}')
    expect(text((await fresh).body)).toBe('{"stock":2}')
    expect(text((await cache.get('k', async () => ({ stock: 1 }))).body)).toBe('{"stock":2}')
  })

  it('forgets everything on invalidate', async () => {
    const cache = new CatalogCache()
    await cache.get('a', async () => 1)
    await cache.get('b', async () => 2)
    cache.invalidate()
    expect(cache.size).toBe(0)
    expect(text((await cache.get('a', async () => 3)).body)).toBe('3')
  })

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = new CatalogCache({ maxEntries: 3 })
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key)
    await cache.get('a', async () => 'never')
    await cache.get('d', async () => 'd')
    expect(cache.size).toBe(3)
    const reload = vi.fn(async () => 'again')
    await cache.get('a', reload)
    await cache.get('b', reload)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('keeps at most maxBytes', async () => {
    const cache = new CatalogCache({ maxBytes: 20 })
    await cache.get('a', async () => 'x'.repeat(10))
    await cache.get('b', async () => 'y'.repeat(10))
    expect(cache.size).toBe(1)
    await cache.get('big', async () => 'z'.repeat(40))
    expect(cache.size).toBe(1)
  })

  it('while suspended reads every time and stores nothing; resumes empty', async () => {
    const cache = new CatalogCache()
    await cache.get('k', async () => 'old')
    cache.suspend()
    expect(cache.suspended).toBe(true)
    const load = vi.fn(async () => 'now')
    await cache.get('k', load)
    await cache.get('k', load)
    expect(load).toHaveBeenCalledTimes(2)
    expect(cache.size).toBe(0)
    cache.resume()
    expect(text((await cache.get('k', async () => 'later')).body)).toBe('"later"')
    expect(cache.size).toBe(1)
  })

  it('does not cache a failed read', async () => {
    const cache = new CatalogCache()
    await expect(cache.get('k', () => Promise.reject(new Error('404')))).rejects.toThrow('404')
    expect(text((await cache.get('k', async () => 'ok')).body)).toBe('"ok"')
  })
})
