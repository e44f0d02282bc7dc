import { utimes, writeFile, mkdir } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { photos } from '#server/db/schema/photos.ts'
import { DiskMediaStore, TEMP_FOLDER } from '#server/media/media-store.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { pngImage } from '#server/testing/photo-fixtures.ts'
import { mediaFiles, uploadPhoto } from '#server/testing/photo-uploads.ts'
import { PRODUCT_INPUT } from '#server/testing/product-fixtures.ts'
import { cleanUpPhotos, photoFiles } from './photo-cleanup.ts'

let f: AdminFixture
let media: DiskMediaStore
beforeAll(async () => {
  f = await adminFixture()
  media = new DiskMediaStore(f.t.config.mediaDir)
})
afterAll(() => f.t.close())

const DAY = 24 * 60 * 60 * 1000
const db = () => f.t.database.db

/** An uploaded photo, as if sent `days` ago. */
async function uploadedDaysAgo(width: number, days: number) {
  const { photo } = (await uploadPhoto(f.admin, await pngImage(width, 100), `${width}.png`)).body
  const then = new Date(Date.now() - days * DAY)
  await db().update(photos).set({ uploadedAt: then }).where(eq(photos.name, photo.name))
  return photo
}

const filesOf = (photo: { name: string; widths: number[] }) => photoFiles(photo.name, photo.widths)

describe('the cleanup job and photos', () => {
  it('deletes a photo pending over 7 days, files and all; keeps every photo still named', async () => {
    const abandoned = await uploadedDaysAgo(401, 8)
    const recent = await uploadedDaysAgo(402, 3)
    const onProduct = await uploadedDaysAgo(403, 30)
    const soldOnly = await uploadedDaysAgo(404, 30)
    const onProject = await uploadedDaysAgo(405, 30)

    const created = await f.admin.post<{ product: { id: string; stock: number; version: number } }>(
      '/api/admin/products',
      { ...PRODUCT_INPUT, image: undefined, photos: [{ photo: soldOnly.name }] },
    )
    await f.placeOrder([{ productId: created.body.product.id, quantity: 1 }])
    // The product moves on to another photo: only the order line names the first one now.
    const { product } = created.body
    await f.admin.request('PATCH', `/api/admin/products/${product.id}`, {
      ...PRODUCT_INPUT,
      image: undefined,
      photos: [{ photo: onProduct.name }],
      version: product.version,
      stock: product.stock - 1,
      stockLoaded: product.stock - 1,
    })
    const client = await f.customer.get<{ user: { id: string } }>('/api/auth/session')
    const project = await f.admin.post('/api/admin/projects', {
      name: 'Tapete sob medida',
      priceCents: 20000,
      category: 'Tapetes',
      clientId: client.body.user.id,
      description: 'Bordado com o nome.',
      photos: [{ photo: onProject.name }],
    })
    expect(project.status).toBe(201)

    const result = await cleanUpPhotos(db(), media)

    expect(result.photos).toBe(1)
    const left = new Set((await db().select().from(photos)).map((p) => p.name))
    expect(left.has(abandoned.name)).toBe(false)
    for (const kept of [recent, onProduct, soldOnly, onProject])
      expect(left.has(kept.name)).toBe(true)
    const files = await mediaFiles(f.t.config.mediaDir)
    for (const file of filesOf(abandoned)) expect(files).not.toContain(file)
    for (const file of filesOf(soldOnly)) expect(files).toContain(file)
  })

  it('removes files no record names once a day old, and day-old work in progress', async () => {
    const dir = f.t.config.mediaDir
    const stray = `${'d'.repeat(32)}-640.webp`
    const fresh = `${'c'.repeat(32)}-640.webp`
    await writeFile(path.join(dir, stray), 'x')
    await writeFile(path.join(dir, fresh), 'x')
    await mkdir(path.join(dir, TEMP_FOLDER), { recursive: true })
    const unfinished = path.join(dir, TEMP_FOLDER, 'upload-velho')
    await writeFile(unfinished, 'x')
    const twoDaysAgo = new Date(Date.now() - 2 * DAY)
    await utimes(path.join(dir, stray), twoDaysAgo, twoDaysAgo)
    await utimes(unfinished, twoDaysAgo, twoDaysAgo)

    const result = await cleanUpPhotos(db(), media)

    expect(result).toMatchObject({ strays: 1, unfinished: 1 })
    const files = await mediaFiles(dir)
    expect(files).not.toContain(stray)
    expect(files).toContain(fresh)
    expect(files).not.toContain(`${TEMP_FOLDER}/upload-velho`)
  })
})
