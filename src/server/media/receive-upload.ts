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

/** A multipart body's own bytes around the file (boundaries, part headers) are far below this. */
const MULTIPART_SLACK = 64 * 1024

/** The whole body's limit: the photo and its multipart frame, whatever parts it holds. */
export const MAX_UPLOAD_BODY_BYTES = MAX_PHOTO_BYTES + MULTIPART_SLACK

/**
 * A name a browser would send: no folder, no NUL or other control character. The name is never
 * used (a photo is stored under its hash), but one that tries to climb folders is no photo.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const suspiciousName = (name: string) => /[/\\\u0000-\u001f\u007f]/.test(name) || name === '..'

const ignore = () => undefined

/**
 * Streams ONE photo from a multipart/form-data body (field `foto`) to a temporary file, never
 * holding it in memory: at most MAX_PHOTO_BYTES, no other file. Hono's parseBody() would buffer the
 * whole form. The caller removes the file when done; a refused upload leaves none.
 *
 * Nothing a client sends may end the process (decision 041): every stream gets its 'error' listener in
 * the same tick it is born (a cut body makes busboy destroy the file stream with 'Unexpected end of
 * form'), and the first refusal stops reading at once, so a file in another field, a second file
 * or a body past MAX_UPLOAD_BODY_BYTES is never read whole. The body is left paused, not
 * destroyed: the route still answers, and the Node adapter drains or closes the rest.
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
  // Chosen before the first byte is read, so the photo's part can be written the moment it starts.
  const path = await tempPath()
  const source = body instanceof Readable ? body : Readable.fromWeb(body as WebReadableStream)
  const outcome = await readPhoto(source, parser, path)
  if (!outcome.ok) await rm(path, { force: true })
  return outcome
}

function readPhoto(source: Readable, parser: busboy.Busboy, path: string) {
  return new Promise<ReceivedUpload>((resolve) => {
    let written: Promise<number> | undefined
    let settled = false
    let received = 0

    const settle = (outcome: Promise<ReceivedUpload>) => {
      if (settled) return
      settled = true
      source.off('data', onData)
      source.pause()
      void outcome.then(resolve)
    }
    /** The first refusal wins; the photo's part, if begun, is closed before the answer. */
    const refuse = (refusal: UploadRefusal) => {
      if (settled) return
      settle((written ?? Promise.resolve(0)).catch(ignore).then(() => ({ ok: false, refusal })))
      parser.destroy()
    }

    parser.on('error', () => refuse('not-multipart'))
    parser.on('filesLimit', () => refuse('one-at-a-time'))
    parser.on('partsLimit', () => refuse('not-multipart'))
    parser.on('fieldsLimit', () => refuse('not-multipart'))
    parser.on('file', (field, stream, info) => {
      stream.on('error', ignore)
      if (field !== PHOTO_FIELD) return refuse(written ? 'one-at-a-time' : 'no-file')
      if (written) return refuse('one-at-a-time')
      if (suspiciousName(info.filename ?? '')) return refuse('file-name')
      stream.on('limit', () => refuse('too-large'))
      const out = createWriteStream(path)
      written = pipeline(stream, out).then(() => out.bytesWritten)
      written.catch(ignore)
    })
    parser.on('close', () => {
      if (!written) return refuse('no-file')
      settle(
        written.then(
          (size): ReceivedUpload => ({ ok: true, path, size }),
          (): ReceivedUpload => ({ ok: false, refusal: 'not-multipart' }),
        ),
      )
    })

    const onData = (chunk: Buffer) => {
      received += chunk.length
      if (received > MAX_UPLOAD_BODY_BYTES) return refuse('too-large')
      if (!parser.write(chunk)) source.pause()
    }
    parser.on('drain', () => {
      if (!settled) source.resume()
    })
    source.on('data', onData)
    source.on('end', () => parser.end())
    // The client went away mid-body (a reset, a cancelled upload): nothing is kept.
    source.on('error', () => refuse('not-multipart'))
    source.on('close', () => {
      if (!source.readableEnded) refuse('not-multipart')
    })
  })
}
