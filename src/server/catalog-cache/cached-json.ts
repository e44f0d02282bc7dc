import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Context, TypedResponse } from 'hono'
import type { CachedJson } from './catalog-cache.ts'

// Below this a compressed answer saves less than its headers cost.
const MIN_COMPRESS_BYTES = 1024

const ENCODERS = {
  br: (body: Uint8Array) =>
    brotliCompressSync(body, {
      params: {
        // Fast enough to run on a cache miss; the copy is then reused until the next change.
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
  gzip: (body: Uint8Array) => gzipSync(body, { level: 6 }),
}
type Encoding = keyof typeof ENCODERS

function accepted(header: string | undefined): Encoding | undefined {
  if (!header) return undefined
  const codings = new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name?.trim().toLowerCase()),
  )
  if (codings.has('br')) return 'br'
  if (codings.has('gzip')) return 'gzip'
  return undefined
}

/** A strong ETag per representation: the compressed bytes differ from the plain ones. */
const etagOf = (entry: CachedJson, encoding: Encoding | undefined) =>
  encoding ? `${entry.etag.slice(0, -1)}-${encoding}"` : entry.etag

/** If-None-Match names this content, in whichever encoding the client got it (weak comparison). */
function matches(header: string | undefined, entry: CachedJson): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  const ours = new Set([entry.etag, etagOf(entry, 'br'), etagOf(entry, 'gzip')])
  return header.split(',').some((tag) => ours.has(tag.trim().replace(/^W\//, '')))
}

/**
 * Answers with a cached JSON body: 304 when the client already has it, else the bytes (compressed
 * when the client accepts it). `no-cache`: browsers keep the answer but ask each time, so a change
 * shows at once and an unchanged page costs a 304.
 *
 * Typed as the JSON the route returns, for the web app's typed client (which never sees the 304:
 * the browser turns it into its cached 200).
 */
export function cachedJson<T>(
  c: Context,
  entry: CachedJson,
): Response & TypedResponse<T, 200, 'json'> {
  return cachedBody(c, entry, 'application/json') as Response & TypedResponse<T, 200, 'json'>
}

/** As cachedJson, for any type of content (the public pages' HTML) and status. */
export function cachedBody(
  c: Context,
  entry: CachedJson,
  contentType: string,
  status: 200 | 404 | 500 = 200,
): Response {
  const small = entry.body.byteLength < MIN_COMPRESS_BYTES
  const encoding = small ? undefined : accepted(c.req.header('accept-encoding'))
  const headers: Record<string, string> = {
    etag: etagOf(entry, encoding),
    'cache-control': 'no-cache',
    vary: 'Accept-Encoding',
  }
  if (status === 200 && matches(c.req.header('if-none-match'), entry)) {
    return c.body(null, 304, headers)
  }
  headers['content-type'] = contentType
  if (!encoding) return c.body(entry.body, status, headers)
  let body = entry.encoded.get(encoding)
  if (!body) {
    body = ENCODERS[encoding](entry.body)
    entry.encoded.set(encoding, body)
  }
  headers['content-encoding'] = encoding
  return c.body(body, status, headers)
}
