// A browsing visitor for the load test (bench/reliability-load.mjs): the pages a shopper goes
// through, with a browser's cache (If-None-Match on revisits, hashed assets kept for good).
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { request } from 'undici'

const SEARCHES = ['capa', 'volante', 'chaveiro', 'led', 'tapete couro', 'manopla']

/** The hashed JS and CSS the HTML names (script, modulepreload, stylesheet). */
export function assetsOf(html) {
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1])
}

function decode(res, bytes) {
  const encoding = res.headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(bytes)
  if (encoding === 'gzip') return gunzipSync(bytes)
  return bytes
}

/**
 * One visitor until `end` (a performance.now() time). `record(kind, ms, problem)` counts every
 * request; `problem` is undefined for an expected answer, else what was wrong (any 5xx, network
 * error or other unexpected status).
 */
export class Browser {
  constructor({ base, dispatcher, record, think, end }) {
    Object.assign(this, { base, dispatcher, record, think, end })
    /** url -> { etag, body, freshUntil }: what the browser's HTTP cache holds. */
    this.cache = new Map()
  }

  /** GET `path` as a browser does; resolves with the JSON (or text) body, cached on a 304. */
  async get(path, { json = true } = {}) {
    // The run is over: the visitor leaves mid-visit.
    if (performance.now() >= this.end) return undefined
    const cached = this.cache.get(path)
    // Still fresh (max-age): the browser does not ask at all.
    if (cached && cached.freshUntil > Date.now()) return cached.body
    const headers = { 'accept-encoding': 'br, gzip' }
    if (cached?.etag) headers['if-none-match'] = cached.etag
    const t0 = performance.now()
    let status
    let body
    try {
      const res = await request(`${this.base}${path}`, { dispatcher: this.dispatcher, headers })
      status = res.statusCode
      const bytes = Buffer.from(await res.body.arrayBuffer())
      if (status === 200) {
        const text = decode(res, bytes).toString('utf8')
        body = json ? JSON.parse(text) : text
        const control = String(res.headers['cache-control'] ?? '')
        const maxAge = /no-cache/.test(control)
          ? 0
          : Number(/max-age=(\d+)/.exec(control)?.[1] ?? 0)
        if (res.headers.etag || maxAge) {
          const freshUntil = Date.now() + maxAge * 1000
          this.cache.set(path, { etag: res.headers.etag, body, freshUntil })
        }
      } else if (status === 304 && cached) {
        body = cached.body
      }
    } catch (error) {
      this.record('browse', performance.now() - t0, `network error ${error.code ?? error.message}`)
      return undefined
    }
    const ok = status === 200 || (status === 304 && cached)
    this.record('browse', performance.now() - t0, ok ? undefined : `GET ${path} -> ${status}`)
    return body
  }

  pause() {
    return performance.now() < this.end ? this.think() : undefined
  }

  /** The shell: HTML, its assets (fetched once: immutable), the two answers it preloads. */
  async openShop() {
    const html = await this.get('/', { json: false })
    if (html) await Promise.all(assetsOf(html).map((asset) => this.get(asset, { json: false })))
    await Promise.all([this.get('/api/auth/session'), this.get('/api/shop')])
  }

  /** One visit: the store, its next page, a search, a category, a product, help and downloads. */
  async visit(categories) {
    await this.openShop()
    const first = await this.get('/api/products')
    await this.pause()
    if (first?.nextAfter) await this.get(`/api/products?after=${first.nextAfter}`)
    await this.pause()
    const q = SEARCHES[Math.floor(Math.random() * SEARCHES.length)]
    await this.get(`/api/products?q=${encodeURIComponent(q)}`)
    await this.pause()
    const category = categories[Math.floor(Math.random() * categories.length)]
    const inCategory = await this.get(`/api/products?category=${encodeURIComponent(category)}`)
    await this.pause()
    const items = inCategory?.items?.length ? inCategory.items : (first?.items ?? [])
    const product = items[Math.floor(Math.random() * items.length)]
    if (product) await this.get(`/api/products/${product.id}`)
    await this.pause()
    await this.get('/api/help-pages')
    await this.pause()
    await this.get('/api/downloads')
    await this.pause()
  }
}
