import { Readable } from 'node:stream'
import { Hono, type Context } from 'hono'
import { PHOTO_FILE } from '#domain/photos.ts'
import type { MediaStore } from '#server/media/media-store.ts'

/** A file's name is its content (hash of the master and the pipeline's version): it never changes. */
const FOREVER = 'public, max-age=31536000, immutable'

const CONTENT_TYPES = { webp: 'image/webp', jpg: 'image/jpeg' } as const

/** Whether an If-None-Match header names `etag` (a list, weak or not, or '*'). */
function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*')
}

/**
 * GET /media/<name>-<width>.<ext>: a photo's file, streamed from MEDIA_DIR, cached for a year by
 * browsers and proxies (its name changes when its bytes would), 304 to a browser that has it. Any
 * other name is 404 before the disk is touched. `nosniff` comes with every answer (security headers).
 */
export function mediaRoutes(deps: { media: MediaStore }) {
  const missing = (c: Context) =>
    c.text('Foto não encontrada', 404, { 'Cache-Control': 'no-store' })
  return (
    new Hono()
      .get('/media/:file', async (c) => {
        const file = c.req.param('file')
        const named = PHOTO_FILE.exec(file)
        const stored = named ? await deps.media.read(file) : undefined
        if (!named || !stored) return missing(c)
        const etag = `"${file}"`
        const headers = {
          'Cache-Control': FOREVER,
          ETag: etag,
          'Last-Modified': stored.modifiedAt.toUTCString(),
        }
        if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers)
        const type = CONTENT_TYPES[named[3] as keyof typeof CONTENT_TYPES]
        const fileHeaders = {
          ...headers,
          'Content-Type': type,
          'Content-Length': String(stored.size),
        }
        // HEAD: the headers only, without opening the file.
        if (c.req.method === 'HEAD') return c.body(null, 200, fileHeaders)
        return c.body(Readable.toWeb(stored.stream()) as ReadableStream, 200, fileHeaders)
      })
      // Anything else under /media/ is no page of the shop either: the same 404, not the web app's.
      .all('/media/*', missing)
  )
}
