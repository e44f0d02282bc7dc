import { rm } from 'node:fs/promises'
import type { IncomingMessage } from 'node:http'
import { Readable } from 'node:stream'
import { Hono, type Context } from 'hono'
import { invalid } from '#domain/errors.ts'
import {
  PHOTO_MESSAGES,
  photoAddress,
  photoPreviewUrl,
  type UploadedPhoto,
} from '#domain/photos.ts'
import type { Db } from '#server/db/client.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { requireAdmin } from '#server/http/guards.ts'
import type { DiskMediaStore } from '#server/media/media-store.ts'
import type { PhotoProcessor } from '#server/media/photo-processor.ts'
import { PhotoRejected } from '#server/media/processed-photo.ts'
import {
  MAX_UPLOAD_BODY_BYTES,
  receiveUpload,
  type UploadRefusal,
} from '#server/media/receive-upload.ts'
import { recordUpload, type PhotoRow } from './photo-repository.ts'

/** The upload's route, mounted under /api: the one route whose body may pass 100 KB. */
export const PHOTO_UPLOAD_PATH = '/admin/photos'

const refusalMessages: Record<Exclude<UploadRefusal, 'too-large'>, string> = {
  'not-multipart': PHOTO_MESSAGES.notMultipart,
  'no-file': PHOTO_MESSAGES.noFile,
  'one-at-a-time': PHOTO_MESSAGES.oneAtATime,
  'file-name': PHOTO_MESSAGES.fileName,
}

const tooLarge = { error: { code: 'payload-too-large', message: PHOTO_MESSAGES.tooLarge } }

/**
 * The body as a Node stream straight from the socket when the shop serves it (@hono/node-server's
 * `incoming`, untouched until here): turned into a web stream and back, 4 MB of photo made the
 * garbage collector pause page views (decision 035). app.request (tests) has only the web stream.
 */
function requestBody(c: Context): Readable | ReadableStream<Uint8Array> | null {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
  return incoming instanceof Readable ? incoming : c.req.raw.body
}

/** An uploaded photo as the API answers it: what the product form shows and then saves. */
export const toPhotoView = (row: PhotoRow): UploadedPhoto => ({
  name: row.name,
  width: row.width,
  height: row.height,
  widths: row.widths,
  url: photoAddress(row.name, row.widths),
  previewUrl: photoPreviewUrl(row.name),
})

/**
 * POST /api/admin/photos (owners only): one photo, multipart/form-data field `foto`, streamed to
 * a temporary file (at most 10 MB), checked and processed (one at a time, in the photo worker),
 * its files written to
 * MEDIA_DIR and recorded as pending until a product, project or order names it.
 */
export function photoUploadRoutes(deps: { db: Db; media: DiskMediaStore; photos: PhotoProcessor }) {
  const { db, media, photos } = deps
  return new Hono<AppEnv>().use(requireAdmin).post('/', async (c) => {
    // Refused from its header: nothing of an 11 MB body is read.
    if (Number(c.req.header('content-length') ?? 0) > MAX_UPLOAD_BODY_BYTES) {
      return c.json(tooLarge, 413)
    }
    const upload = await receiveUpload(requestBody(c), c.req.header('content-type'), () =>
      media.tempPath('upload'),
    )
    if (!upload.ok) {
      if (upload.refusal === 'too-large') return c.json(tooLarge, 413)
      throw invalid(`photo-${upload.refusal}`, refusalMessages[upload.refusal])
    }
    try {
      // Processed and its files written by the photo worker; recorded here, after its files.
      const { name, width, height, widths, bytes } = await photos.process(upload.path)
      const row = await recordUpload(db, { name, width, height, widths, bytes }, c.get('user')!.id)
      return c.json({ photo: toPhotoView(row) }, 201)
    } catch (error) {
      if (error instanceof PhotoRejected) throw invalid(`photo-${error.code}`, error.message)
      throw error
    } finally {
      await rm(upload.path, { force: true })
    }
  })
}
