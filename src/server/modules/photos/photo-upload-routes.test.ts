import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PHOTO_MESSAGES } from '#domain/photos.ts'
import { photos } from '#server/db/schema/photos.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import {
  CORNER_COLOUR,
  highDetailJpeg,
  jpegWithOrientation6AndGps,
  pngImage,
} from '#server/testing/photo-fixtures.ts'
import { mediaFiles, PHOTOS, uploadPhoto } from '#server/testing/photo-uploads.ts'

let f: AdminFixture
beforeAll(async () => {
  f = await adminFixture()
})
afterAll(() => f.t.close())

const served = async (url: string, headers: Record<string, string> = {}) =>
  f.t.app.request(url, { headers })

describe('POST /api/admin/photos: one photo from the owner', () => {
  it('comes back upright, without its EXIF and GPS, as WebP widths and a JPEG preview', async () => {
    const res = await uploadPhoto(f.admin, await jpegWithOrientation6AndGps(), 'IMG_0001.jpg')
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const { photo } = res.body
    // 600 × 400 taken sideways (orientation 6): upright it is 400 wide and 600 tall.
    expect(photo).toMatchObject({ width: 400, height: 600, widths: [320, 400] })
    expect(photo.url).toBe(`/media/${photo.name}-400.webp`)
    expect(photo.previewUrl).toBe(`/media/${photo.name}-1200.jpg`)

    const webp = await served(`/media/${photo.name}-320.webp`)
    expect(webp.status).toBe(200)
    expect(webp.headers.get('content-type')).toBe('image/webp')
    const bytes = Buffer.from(await webp.arrayBuffer())
    const meta = await sharp(bytes).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 480 })
    expect(meta.exif).toBeUndefined()
    expect(meta.orientation).toBeUndefined()
    // The stored top-left corner is red: upright, it is the top right (at 320 px wide, scaled).
    const corner = await sharp(bytes)
      .extract({ left: 320 - 10, top: 10, width: 1, height: 1 })
      .raw()
      .toBuffer()
    expect([...corner.subarray(0, 3)].map((c) => Math.round(c / 64))).toEqual(
      [CORNER_COLOUR.r, CORNER_COLOUR.g, CORNER_COLOUR.b].map((c) => Math.round(c / 64)),
    )

    const preview = await served(photo.previewUrl)
    expect(preview.headers.get('content-type')).toBe('image/jpeg')
    const previewMeta = await sharp(Buffer.from(await preview.arrayBuffer())).metadata()
    expect(previewMeta.format).toBe('jpeg')
    expect(previewMeta.exif).toBeUndefined()
    expect(previewMeta.height).toBeLessThanOrEqual(630)
  })

  it('is recorded as pending, by whom and when; the same photo again keeps one record', async () => {
    const png = await pngImage(900, 500)
    const first = await uploadPhoto(f.admin, png, 'a.png')
    const again = await uploadPhoto(f.admin, png, 'b.png')
    expect(again.body.photo.name).toBe(first.body.photo.name)
    const rows = (await f.t.database.db.select().from(photos)).filter(
      (r) => r.name === first.body.photo.name,
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]!.uploadedBy).not.toBeNull()
    expect(rows[0]!.widths).toEqual([320, 640, 900])
    expect(Date.now() - rows[0]!.uploadedAt.getTime()).toBeLessThan(60_000)
  })

  it('keeps a high-detail photo under 300 KB per file when the quality ladder can', async () => {
    const res = await uploadPhoto(f.admin, await highDetailJpeg(1600, 1200), 'detalhe.jpg')
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const largest = await served(`/media/${res.body.photo.name}-1280.webp`)
    expect(Number(largest.headers.get('content-length'))).toBeGreaterThan(0)
  })

  it('leaves no work in progress behind in MEDIA_DIR', async () => {
    const files = await mediaFiles(f.t.config.mediaDir)
    expect(files.filter((file) => file.startsWith('.tmp/'))).toEqual([])
  })
})

describe('GET /media/<file>: served from disk, cached for good', () => {
  it('answers with an immutable cache, an ETag and 304 to a browser that has it', async () => {
    const { photo } = (await uploadPhoto(f.admin, await pngImage(700, 300), 'c.png')).body
    const res = await served(photo.url)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    const etag = res.headers.get('etag')!
    expect(etag).toBe(`"${photo.name}-700.webp"`)
    const again = await served(photo.url, { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    const head = await f.t.app.request(photo.url, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(res.headers.get('content-length'))
  })

  it.each([
    '/media/0123456789abcdef0123456789abcdef-640.webp',
    '/media/..%2F..%2Fpackage.json',
    '/media/%2e%2e',
    '/media/foto.svg',
    '/media/0123456789ABCDEF0123456789ABCDEF-640.webp',
  ])('%s: 404, nothing read outside MEDIA_DIR', async (url) => {
    const res = await served(url)
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).not.toMatch(/image|json/)
  })
})

describe('who may upload', () => {
  it('a visitor gets 401 and a customer 403; nothing is stored', async () => {
    const before = await mediaFiles(f.t.config.mediaDir)
    const png = await pngImage(10, 10)
    expect((await uploadPhoto(f.visitor, png)).status).toBe(401)
    expect((await uploadPhoto(f.customer, png)).status).toBe(403)
    expect(await mediaFiles(f.t.config.mediaDir)).toEqual(before)
  })

  it('a refusal names what to do, in pt-BR', async () => {
    const res = await f.admin.send('POST', PHOTOS, 'x', { 'content-type': 'text/plain' })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error: { message: PHOTO_MESSAGES.notMultipart } })
  })
})
