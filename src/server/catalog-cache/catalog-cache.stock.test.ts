import { describe, expect, it, vi } from 'vitest'
import { CatalogCache, LiveStock } from './catalog-cache.ts'
import { parseStockPayload } from './stock-map.ts'

// Decision 020: a sale changes a product's stock, never its cached pages.

const A = '0b9a6f7e-1c2d-4e5f-8a9b-0c1d2e3f4a5b'
const B = '1c2d3e4f-5a6b-4c7d-8e9f-a0b1c2d3e4f5'
const text = (body: Uint8Array) => new TextDecoder().decode(body)
const json = async (answer: Promise<{ body: Uint8Array }>) =>
  JSON.parse(text((await answer).body)) as { items: { id: string; stock: number }[] }

/** A page of two products as read from the database, at these stock versions. */
function pageLoad(stockA = 5, stockB = 9, version = 1) {
  return vi.fn(
    async () =>
      new LiveStock(
        {
          items: [
            { id: A, name: 'Volante', stock: stockA },
            { id: B, name: 'Tapete', stock: stockB },
          ],
          nextAfter: null,
        },
        [
          { id: A, stock: stockA, version },
          { id: B, stock: stockB, version },
        ],
      ),
  )
}
const stocks = async (cache: CatalogCache, load = pageLoad()) =>
  (await json(cache.get('page', load))).items.map((p) => p.stock)

describe('CatalogCache with live stock', () => {
  it('shows a sale at once without reading the page again, with a new ETag', async () => {
    const cache = new CatalogCache()
    const load = pageLoad()
    const before = await cache.get('page', load)
    cache.observeStock([{ id: A, stock: 3, version: 2 }])
    const after = await cache.get('page', load)
    expect(load).toHaveBeenCalledTimes(1)
    expect(cache.size).toBe(1)
    expect((await json(Promise.resolve(after))).items).toEqual([
      { id: A, name: 'Volante', stock: 3 },
      { id: B, name: 'Tapete', stock: 9 },
    ])
    expect(after.etag).not.toBe(before.etag)
    // Nothing changed since: the same bytes, not serialized again.
    expect(await cache.get('page', load)).toBe(after)
  })

  it('keeps the newest stock whatever order the news arrives in', async () => {
    const cache = new CatalogCache()
    await cache.get('page', pageLoad())
    cache.notified(`stock:${A}:2:4`)
    cache.notified(`stock:${A}:3:3`)
    cache.observeStock([{ id: A, stock: 4, version: 2 }])
    expect(await stocks(cache)).toEqual([2, 9])
  })

  it('lets no page read begun before a sale bring the old stock back', async () => {
    const cache = new CatalogCache()
    let release!: () => void
    const slow = vi.fn(async () => {
      await new Promise<void>((resolve) => (release = resolve))
      return (await pageLoad(5, 9, 1)()) as unknown
    })
    const stale = cache.get('page', slow)
    await vi.waitFor(() => expect(release).toBeTypeOf('function'))
    cache.observeStock([{ id: A, stock: 1, version: 2 }])
    release()
    expect((await json(stale)).items.map((p) => p.stock)).toEqual([1, 9])
    expect(await stocks(cache)).toEqual([1, 9])
  })

  it('drops the pages on any other change, and the stock too when changes may go unheard', async () => {
    const cache = new CatalogCache()
    await cache.get('page', pageLoad())
    cache.notified('')
    expect(cache.size).toBe(0)
    await cache.get('page', pageLoad())
    cache.suspend()
    cache.observeStock([{ id: A, stock: 0, version: 9 }])
    // Suspended: read every time, with the stock as read.
    expect(await stocks(cache, pageLoad(4, 8, 2))).toEqual([4, 8])
    cache.resume()
    expect(await stocks(cache, pageLoad(4, 8, 2))).toEqual([4, 8])
  })

  it('leaves answers without products alone and puts stock only where a product has it', async () => {
    const cache = new CatalogCache()
    const categories = await cache.get('categories', async () => ({ categories: ['Tapetes'] }))
    expect(text(categories.body)).toBe('{"categories":["Tapetes"]}')
    const product = await cache.get(
      `product:${A}`,
      async () =>
        new LiveStock({ id: A, stock: 5, note: { stock: 'texto' } }, [
          { id: A, stock: 5, version: 1 },
        ]),
    )
    expect(text(product.body)).toBe(`{"id":"${A}","stock":5,"note":{"stock":"texto"}}`)
    cache.observeStock([{ id: A, stock: 0, version: 2 }])
    const sold = await cache.get(`product:${A}`, async () => null)
    expect(text(sold.body)).toBe(`{"id":"${A}","stock":0,"note":{"stock":"texto"}}`)
  })

  it('shows the stock heard less what the answer holds back (decision 053: variants not offered)', async () => {
    const cache = new CatalogCache()
    // 7 on the books, 3 of them on a variant not offered: the store shows 4.
    const load = async () =>
      new LiveStock({ items: [{ id: A, stock: 4 }] }, [{ id: A, stock: 7, version: 1, held: 3 }])
    const shown = async () => (await json(cache.get('page', load))).items.map((p) => p.stock)
    expect(await shown()).toEqual([4])
    cache.observeStock([{ id: A, stock: 5, version: 2 }])
    expect(await shown()).toEqual([2])
    expect((await cache.get('page', load)).live?.stocks).toEqual(new Map([[A, 2]]))
    cache.notified(`stock:${A}:3:3`)
    expect(await shown()).toEqual([0])
  })
})

describe('parseStockPayload', () => {
  it("reads the trigger's stock payload and nothing else", () => {
    expect(parseStockPayload(`stock:${A}:12:345`)).toEqual({ id: A, stock: 12, version: 345 })
    for (const other of ['', 'stock:', `stock:${A}:-1:2`, `stock:${A}:1`, `x:${A}:1:2`]) {
      expect(parseStockPayload(other)).toBeUndefined()
    }
  })
})
