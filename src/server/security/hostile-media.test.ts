import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hostileString } from '#server/testing/security/hostile-arbitraries.ts'
import { propertySeed } from '#server/testing/security/property-seed.ts'
import { pngImage } from '#server/testing/photo-fixtures.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { uploadPhoto, type UploadedPhoto } from '#server/testing/photo-uploads.ts'

let f: AdminFixture
let photo: UploadedPhoto
beforeAll(async () => {
  f = await adminFixture()
  photo = (await uploadPhoto(f.admin, await pngImage(700, 400), 'capa.png')).body.photo
})
afterAll(() => f.t.close())

/** Percent-encoded as a browser would; a lone surrogate (which no browser sends) is dropped. */
const encode = (text: string) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''))

/** What may follow /media/: names near a real one, traversal, broken escapes, anything. */
const file = fc.oneof(
  hostileString.map(encode),
  fc.constantFrom(
    '..%2F..%2Fpackage.json',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '.tmp',
    '%00',
    '%ZZ',
    'x/../../package.json',
  ),
  fc
    .constantFrom('-320.webp', '-640.webp', '-1200.jpg', '-9999.webp', '-640.webp%00.html')
    .map((tail) => `${'0'.repeat(32)}${tail}`),
  hostileString.map((text) => `${photo.name}-${encode(text)}`),
)

describe('hostile requests for /media/<file>', () => {
  it('a photo file or 404, never a 5xx, never another file, whatever the headers', async () => {
    const { seed } = propertySeed('hostile media paths', process.env.FC_SEED)
    await fc.assert(
      fc.asyncProperty(file, fc.oneof(fc.constant('*'), hostileString), async (name, etag) => {
        const headers = { 'if-none-match': etag.replace(/[^\x20-\x7e]/g, '') }
        const res = await f.t.app.request(`/media/${name}`, { headers })
        const label = `/media/${name.slice(0, 200)}`
        expect([200, 304, 404], label).toContain(res.status)
        const text = await res.text()
        expect(text, label).not.toContain('"devDependencies"')
        // Dot segments leave /media/ before routing (as a browser does): the shop's own 404 then.
        const stillMedia = new URL(`/media/${name}`, 'http://loja').pathname.startsWith('/media/')
        if (res.status === 404 && stillMedia) expect(text, label).toBe('Foto não encontrada')
        if (res.status !== 404) {
          expect(res.headers.get('content-type'), label).toMatch(/^image\/(webp|jpeg)$|^$/)
        }
      }),
      { numRuns: 150, seed },
    )
  })

  it('the real files answer 200 with their type; a lookalike name answers 404', async () => {
    expect((await f.t.app.request(photo.url)).headers.get('content-type')).toBe('image/webp')
    expect((await f.t.app.request(photo.previewUrl)).headers.get('content-type')).toBe('image/jpeg')
    expect((await f.t.app.request(`/media/${photo.name}-641.webp`)).status).toBe(404)
  })
})
