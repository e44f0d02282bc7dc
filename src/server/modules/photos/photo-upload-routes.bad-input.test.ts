import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_PHOTO_BYTES, PHOTO_FIELD, PHOTO_MESSAGES } from '#domain/photos.ts'
import { photos } from '#server/db/schema/photos.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import {
  emptyFile,
  gifImage,
  heicHeader,
  hugePngHeader,
  pdfRenamedJpg,
  pngImage,
  polyglotJpegHtml,
  svgWithScript,
  truncatedJpeg,
} from '#server/testing/photo-fixtures.ts'
import { mediaFiles, PHOTOS, photoForm, uploadPhoto } from '#server/testing/photo-uploads.ts'

let f: AdminFixture
beforeAll(async () => {
  f = await adminFixture()
})
afterAll(() => f.t.close())

type Answer = { error?: { code: string; message: string } }

/** What was stored: files in MEDIA_DIR (work in progress too) and rows in `photos`. */
const stored = async () => ({
  files: await mediaFiles(f.t.config.mediaDir),
  rows: (await f.t.database.db.select().from(photos)).length,
})

async function expectRefused(
  send: () => Promise<{ status: number; body: Answer }>,
  status: number,
  message: string,
) {
  const before = await stored()
  const res = await send()
  expect(res.status).toBe(status)
  expect(res.body.error?.message).toBe(message)
  expect(await stored()).toEqual(before)
}

/** An 11 MB body that is a valid start of a JPEG, then zeros. */
const elevenMegabytes = () => {
  const bytes = new Uint8Array(11 * 1024 * 1024)
  bytes.set([0xff, 0xd8, 0xff, 0xe0])
  return bytes
}

describe('POST /api/admin/photos refuses what is no photo, and stores nothing', () => {
  it.each([
    ['a PDF renamed .jpg', () => pdfRenamedJpg(), 'contrato.jpg', PHOTO_MESSAGES.invalid],
    ['a truncated JPEG', truncatedJpeg, 'cortada.jpg', PHOTO_MESSAGES.invalid],
    ['0 bytes', () => emptyFile(), 'vazia.jpg', PHOTO_MESSAGES.invalid],
    ['an SVG with a script', () => svgWithScript(), 'logo.svg', PHOTO_MESSAGES.invalid],
    ['a GIF', gifImage, 'anim.gif', PHOTO_MESSAGES.invalid],
    ['a HEIC from an iPhone', () => heicHeader(), 'IMG_0001.HEIC', PHOTO_MESSAGES.heic],
    ['a JPEG that is also HTML', polyglotJpegHtml, 'foto.jpg', PHOTO_MESSAGES.invalid],
    ['a 30,000 × 30,000 PNG', () => hugePngHeader(), 'enorme.png', PHOTO_MESSAGES.tooManyPixels],
  ])('%s: 400 with its message', async (_, bytes, fileName, message) => {
    const content = await bytes()
    await expectRefused(() => uploadPhoto(f.admin, content, fileName), 400, message)
  })

  it.each([['../../etc/passwd.jpg'], ['..\\..\\foto.jpg'], ['fotos/capa.jpg']])(
    'a file named %j: 400, the name refused',
    async (fileName) => {
      const png = await pngImage(50, 50)
      await expectRefused(() => uploadPhoto(f.admin, png, fileName), 400, PHOTO_MESSAGES.fileName)
    },
  )

  it('a file name with a NUL: 400, the part is malformed (its header cannot hold one)', async () => {
    const png = await pngImage(50, 50)
    const send = () => uploadPhoto(f.admin, png, 'foto\u0000.jpg')
    await expectRefused(send, 400, PHOTO_MESSAGES.notMultipart)
  })

  it('an 11 MB file that says its size: 413 before it is read', async () => {
    const form = photoForm(elevenMegabytes())
    const body = new Response(form)
    const bytes = await body.arrayBuffer()
    const headers = {
      'content-type': body.headers.get('content-type')!,
      'content-length': String(bytes.byteLength),
    }
    await expectRefused(
      () => f.admin.send('POST', PHOTOS, bytes, headers),
      413,
      PHOTO_MESSAGES.tooLarge,
    )
  })

  it('an 11 MB file streamed without a length: 413 once it passes 10 MB', async () => {
    const body = new Response(photoForm(elevenMegabytes()))
    const headers = { 'content-type': body.headers.get('content-type')! }
    const send = () =>
      f.admin.send('POST', PHOTOS, body.body!, headers) as Promise<{ status: number; body: Answer }>
    expect(MAX_PHOTO_BYTES).toBe(10 * 1024 * 1024)
    await expectRefused(send, 413, PHOTO_MESSAGES.tooLarge)
  })

  it('two files in one request: 400, one at a time', async () => {
    const png = await pngImage(40, 40)
    const form = photoForm(png, 'a.png', 'image/png')
    form.append(PHOTO_FIELD, new Blob([Uint8Array.from(png)], { type: 'image/png' }), 'b.png')
    await expectRefused(() => f.admin.send('POST', PHOTOS, form), 400, PHOTO_MESSAGES.oneAtATime)
  })

  it('a form with no file: 400, nothing sent', async () => {
    const form = new FormData()
    form.append('legenda', 'capa')
    await expectRefused(() => f.admin.send('POST', PHOTOS, form), 400, PHOTO_MESSAGES.noFile)
  })

  it('a JSON body or a broken multipart: 400', async () => {
    await expectRefused(
      () => f.admin.request('POST', PHOTOS, { foto: 'x' }),
      400,
      PHOTO_MESSAGES.notMultipart,
    )
    const broken = { 'content-type': 'multipart/form-data; boundary=abc' }
    await expectRefused(
      () => f.admin.send('POST', PHOTOS, '--abc\r\nnonsense', broken),
      400,
      PHOTO_MESSAGES.notMultipart,
    )
  })
})
