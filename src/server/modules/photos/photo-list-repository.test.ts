import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PHOTO_MESSAGES } from '#domain/photos.ts'
import type { AdminProductDetail, ProductDetail } from '#domain/product.ts'
import { products } from '#server/db/schema/catalog.ts'
import { orderItems } from '#server/db/schema/orders.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { pngImage } from '#server/testing/photo-fixtures.ts'
import { uploadPhoto, type UploadedPhoto } from '#server/testing/photo-uploads.ts'
import { PRODUCT_INPUT, productEdit } from '#server/testing/product-fixtures.ts'

let f: AdminFixture
let first: UploadedPhoto
let second: UploadedPhoto
beforeAll(async () => {
  f = await adminFixture()
  first = (await uploadPhoto(f.admin, await pngImage(1000, 800), 'a.png')).body.photo
  second = (await uploadPhoto(f.admin, await pngImage(500, 500), 'b.png')).body.photo
})
afterAll(() => f.t.close())

type Saved = { product: AdminProductDetail; error?: { message: string } }
const create = (changes: Record<string, unknown>) =>
  f.admin.post<Saved>('/api/admin/products', { ...PRODUCT_INPUT, image: undefined, ...changes })
const productCount = async () => (await f.t.database.db.select().from(products)).length

describe('a product saved with its photos', () => {
  it('keeps them in order, the first as the cover, the alt text the name by default', async () => {
    const res = await create({
      photos: [
        { photo: first.name },
        { url: 'https://cdn.exemplo.com/detalhe.jpg', alt: 'Costura em detalhe' },
        { photo: second.name, alt: 'De lado' },
      ],
    })
    expect(res.status).toBe(201)
    const { product } = res.body
    expect(product.image).toBe(`/media/${first.name}-1000.webp`)
    expect(product.photos).toEqual([
      {
        photo: first.name,
        url: product.image,
        alt: PRODUCT_INPUT.name,
        widths: [320, 640, 960, 1000],
      },
      {
        photo: null,
        url: 'https://cdn.exemplo.com/detalhe.jpg',
        alt: 'Costura em detalhe',
        widths: [],
      },
      {
        photo: second.name,
        url: `/media/${second.name}-500.webp`,
        alt: 'De lado',
        widths: [320, 500],
      },
    ])
    const shown = await f.visitor.get<ProductDetail>(`/api/products/${product.id}`)
    expect(shown.body.photos).toEqual(product.photos)
  })

  it('an edit reorders them, and the cover the store shows follows', async () => {
    const { product } = (await create({ photos: [{ photo: first.name }] })).body
    const res = await f.admin.request<Saved>(
      'PATCH',
      `/api/admin/products/${product.id}`,
      productEdit(product, {
        image: undefined,
        photos: [{ photo: second.name }, { photo: first.name }],
      }),
    )
    expect(res.status).toBe(200)
    expect(res.body.product.image).toBe(`/media/${second.name}-500.webp`)
    expect(res.body.product.photos.map((p) => p.photo)).toEqual([second.name, first.name])
  })

  it('a typed image address alone is its one photo, as before uploads', async () => {
    const { product } = (await create({ image: 'https://cdn.exemplo.com/capa.jpg' })).body
    expect(product.photos).toEqual([
      { photo: null, url: 'https://cdn.exemplo.com/capa.jpg', alt: PRODUCT_INPUT.name, widths: [] },
    ])
  })

  it('an address of one of our photos is that photo', async () => {
    const { product } = (await create({ photos: [{ url: `/media/${second.name}-320.webp` }] })).body
    expect(product.photos[0]).toMatchObject({ photo: second.name })
  })

  it.each([
    ['no photo at all', {}, PHOTO_MESSAGES.atLeastOne],
    ['an empty list', { photos: [] }, PHOTO_MESSAGES.atLeastOne],
    ['an unknown photo', { photos: [{ photo: 'f'.repeat(32) }] }, PHOTO_MESSAGES.unknownPhoto],
    ['a name that is no name', { photos: [{ photo: '../x' }] }, PHOTO_MESSAGES.unknownPhoto],
    [
      'an unknown photo by address',
      { photos: [{ url: `/media/${'e'.repeat(32)}-640.webp` }] },
      PHOTO_MESSAGES.unknownPhoto,
    ],
    [
      'a photo and an address at once',
      { photos: [{ photo: 'a'.repeat(32), url: 'https://x.com/a.jpg' }] },
      PHOTO_MESSAGES.photoOrUrl,
    ],
    [
      '13 photos',
      { photos: Array.from({ length: 13 }, () => ({ url: 'https://x.com/a.jpg' })) },
      PHOTO_MESSAGES.tooManyPhotos,
    ],
    ['a script address', { photos: [{ url: 'javascript:alert(1)' }] }, 'URL inválida'],
    [
      'a long alt text',
      { photos: [{ url: 'https://x.com/a.jpg', alt: 'a'.repeat(301) }] },
      PHOTO_MESSAGES.alt,
    ],
  ])('%s: 400 in pt-BR, nothing saved', async (_, changes, message) => {
    const before = await productCount()
    const res = await create(changes)
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain(message)
    expect(await productCount()).toBe(before)
  })
})

describe("an order line's snapshot of its cover", () => {
  it('names the uploaded photo it was sold with, even after the product changes photos', async () => {
    const { product } = (await create({ photos: [{ photo: first.name }] })).body
    const orderId = await f.placeOrder([{ productId: product.id, quantity: 1 }])
    await f.admin.request('PATCH', `/api/admin/products/${product.id}`, {
      ...productEdit({ ...product, stock: product.stock - 1 }),
      image: undefined,
      photos: [{ photo: second.name }],
    })
    const [line] = await f.t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
    expect(line).toMatchObject({
      productImage: `/media/${first.name}-1000.webp`,
      productPhoto: first.name,
    })
  })
})
