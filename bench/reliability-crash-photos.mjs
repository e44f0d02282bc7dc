// The owner's photo uploads during a crash-safety run (bench/crash-safety.mjs, issue 57): one
// uploader sends photos the whole time, each body streamed slowly as a phone does, so that a kill
// lands in the middle of a body, of the photo worker's processing or of its files being written.
// Then, with the shop stopped, the audit: no photo file is served half-written (each one decodes
// whole), every upload answered 201 has its row and all its files, and no row names a file that
// is not there.
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { request } from 'undici'
import { sleep } from './lib.mjs'

/** Served files (#domain/photos.ts PHOTO_FILE); work in progress lives in MEDIA_DIR/.tmp. */
const PHOTO_FILE = /^([0-9a-f]{32})-(\d{1,4})\.(webp|jpg)$/
const PREVIEW_WIDTH = 1200
const CHUNK = 32 * 1024
const CHUNK_PAUSE_MS = 15

/** A few distinct JPEGs of about 0.5-1 MB (1600 × 1200, gradients under noise). */
export async function crashPhotos(count = 4) {
  const { default: sharp } = await import('sharp')
  const [width, height] = [1600, 1200]
  const photos = []
  for (let seed = 1; seed <= count; seed++) {
    const raw = Buffer.alloc(width * height * 3)
    let state = seed
    for (let i = 0; i < raw.length; i++) {
      state = (Math.imul(state, 1664525) + 1013904223) | 0
      const pixel = i / 3
      const base = [(pixel % width) / width, pixel / width / height, 0.5][i % 3] * 255
      raw[i] = Math.max(0, Math.min(255, base + ((state >>> 24) - 128) / 6))
    }
    const image = sharp(raw, { raw: { width, height, channels: 3 } })
    photos.push(await image.jpeg({ quality: 85 }).toBuffer())
  }
  return photos
}

/** The multipart body of one `foto`, yielded in small chunks with pauses between them. */
async function* slowForm(boundary, bytes) {
  yield Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="foto"; filename="peca.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  )
  for (let i = 0; i < bytes.length; i += CHUNK) {
    yield bytes.subarray(i, i + CHUNK)
    await sleep(CHUNK_PAUSE_MS)
  }
  yield Buffer.from(`\r\n--${boundary}--\r\n`)
}

/** What the uploader saw: acknowledged uploads, and requests a kill cut. */
export const newUploads = () => ({ acknowledged: [], cutByKill: 0, unexpected: [] })

/**
 * Uploads the photos in turn until `traffic.stopping`, waiting for `traffic.up` after each kill
 * (crash-safety.mjs's traffic); `cookie` is the owner's session, which outlives the kills.
 */
export async function uploaderLoop(traffic, uploads, { base, cookie, photos }) {
  for (let sequence = 0; ; sequence++) {
    await traffic.up
    if (traffic.stopping) return
    const kills = traffic.kills
    const boundary = `crash-${sequence}`
    try {
      const res = await request(`${base}/api/admin/photos`, {
        method: 'POST',
        dispatcher: traffic.agent,
        headers: {
          cookie,
          origin: base,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        body: slowForm(boundary, photos[sequence % photos.length]),
      })
      const text = await res.body.text()
      if (res.statusCode === 201) uploads.acknowledged.push(JSON.parse(text).photo)
      else if (traffic.kills === kills) {
        uploads.unexpected.push(`HTTP ${res.statusCode} ${text.slice(0, 200)}`)
      } else uploads.cutByKill++
    } catch (error) {
      if (traffic.kills !== kills) uploads.cutByKill++
      else uploads.unexpected.push(`network error ${error.code ?? error.message}`)
      await sleep(10)
    }
  }
}

const filesOf = (row) => [
  ...row.widths.map((width) => `${row.name}-${width}.webp`),
  `${row.name}-${PREVIEW_WIDTH}.jpg`,
]

/**
 * With the shop stopped: every served file in `mediaDir` decodes whole; every photo recorded since
 * `since` (the run's start) has all its files; every acknowledged upload was recorded.
 */
export async function auditCrashPhotos(query, { mediaDir, since, acknowledged }) {
  const { default: sharp } = await import('sharp')
  const entries = await readdir(mediaDir).catch(() => [])
  const served = entries.filter((file) => PHOTO_FILE.test(file))
  const halfWritten = []
  for (const file of served) {
    try {
      await sharp(path.join(mediaDir, file)).raw().toBuffer()
    } catch {
      halfWritten.push(file)
    }
  }
  const rows = await query(
    'SELECT name, widths FROM photos WHERE uploaded_at >= $1 ORDER BY uploaded_at',
    [since],
  )
  const present = new Set(served)
  const recorded = new Set(rows.map((row) => row.name))
  const rowsMissingFiles = rows.filter((row) => filesOf(row).some((f) => !present.has(f)))
  const notRecorded = acknowledged.filter((photo) => !recorded.has(photo.name))
  const workInProgress = (await readdir(path.join(mediaDir, '.tmp')).catch(() => [])).length
  return {
    photoFiles: served.length,
    photosRecorded: rows.length,
    halfWrittenFiles: halfWritten.length,
    halfWrittenExamples: halfWritten.slice(0, 5),
    rowsMissingFiles: rowsMissingFiles.length,
    acknowledgedNotRecorded: notRecorded.length,
    workInProgressLeft: workInProgress,
  }
}
