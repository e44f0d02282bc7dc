import { createWriteStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import busboy from 'busboy'
import { MAX_PHOTO_BYTES, PHOTO_FIELD } from '#domain/photos.ts'

/** Why an upload was refused before any image was looked at. */
export type UploadRefusal =
  'not-multipart' | 'no-file' | 'one-at-a-time' | 'too-large' | 'file-name'

export type ReceivedUpload =
  { ok: true; path: string; size: number } | { ok: false; refusal: UploadRefusal }

/**
 * A name a browser would send: no folder, no NUL or other control character. The name is never
 * used (a photo is stored under its hash), but one that tries to climb folders is no photo.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const suspiciousName = (name: string) => /[/\\\u0000-\u001f\u007f]/.test(name) || name === '..'

/**
 * Streams ONE photo from a multipart/form-data body (field `foto`) to a temporary file, never
 * holding it in memory: at most MAX_PHOTO_BYTES, no other file. Hono's parseBody() would buffer the
 * whole form. The caller removes the file when done; a refused upload leaves none.
 */
export async function receiveUpload(
  body: Readable | ReadableStream<Uint8Array> | null,
  contentType: string | undefined,
  tempPath: () => Promise<string>,
): Promise<ReceivedUpload> {
  if (!body || !contentType?.toLowerCase().startsWith('multipart/form-data')) {
    return { ok: false, refusal: 'not-multipart' }
  }
  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // The path as sent, so a '../' name can be refused instead of quietly cut to its last part.
      preservePath: true,
      limits: { files: 1, fileSize: MAX_PHOTO_BYTES, fields: 10, fieldSize: 1024, parts: 12 },
    })
  } catch {
    return { ok: false, refusal: 'not-multipart' }
  }
  let refusal: UploadRefusal | undefined
  let saved: { path: string; size: number; truncated: boolean } | undefined
  const writes: Promise<void>[] = []
  parser.on('file', (field, stream, info) => {
    if (field !== PHOTO_FIELD || saved) {
      stream.resume()
      return
    }
    if (suspiciousName(info.filename ?? '')) refusal ??= 'file-name'
    const file = { path: '', size: 0, truncated: false }
    saved = file
    stream.on('limit', () => (file.truncated = true))
    // Nothing reads the stream until the file is open: it waits paused (no 'data' listener).
    writes.push(
      tempPath().then(async (path) => {
        file.path = path
        const out = createWriteStream(path)
        await pipeline(stream, out)
        file.size = out.bytesWritten
      }),
    )
  })
  parser.on('filesLimit', () => (refusal ??= 'one-at-a-time'))
  parser.on('partsLimit', () => (refusal ??= 'not-multipart'))
  try {
    const source = body instanceof Readable ? body : Readable.fromWeb(body as WebReadableStream)
    await pipeline(source, parser)
    await Promise.all(writes)
  } catch {
    refusal ??= 'not-multipart'
    await Promise.allSettled(writes)
  }
  const file = saved as { path: string; size: number; truncated: boolean } | undefined
  if (file?.truncated) refusal = 'too-large'
  if (!file) refusal ??= 'no-file'
  if (refusal || !file) {
    if (file?.path) await rm(file.path, { force: true })
    return { ok: false, refusal: refusal ?? 'no-file' }
  }
  return { ok: true, path: file.path, size: file.size }
}
