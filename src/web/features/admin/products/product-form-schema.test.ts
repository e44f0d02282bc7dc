import { describe, expect, it } from 'vitest'
import { PHOTO_MESSAGES } from '#domain/photos.ts'
import { PRODUCT_FORM_MESSAGES as M } from '#domain/schemas/product-form.ts'
import { makeProduct } from '#web/testing/render.tsx'
import {
  EMPTY_PRODUCT_FORM,
  productFormSchema,
  productFormValues,
  type ProductFormValues,
} from './product-form-schema.ts'

const base: ProductFormValues = {
  name: 'Capa de Volante',
  price: '189.90',
  category: 'Volantes',
  stock: '5',
  image: 'https://example.com/capa.jpg',
  photos: [],
  description: 'Couro legítimo.',
  videoUrl: '',
  isCustomOrder: false,
}

const uploaded = (n: number) => ({ photo: String(n).padStart(32, '0') })

function issues(values: Partial<ProductFormValues>) {
  const result = productFormSchema.safeParse({ ...base, ...values })
  return result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])
}

describe('productFormSchema', () => {
  it('gives the server its input: centavos, a whole stock, no video as null', () => {
    expect(productFormSchema.parse(base)).toEqual({
      name: 'Capa de Volante',
      priceCents: 18990,
      category: 'Volantes',
      stock: 5,
      photos: [{ url: 'https://example.com/capa.jpg' }],
      description: 'Couro legítimo.',
      videoUrl: null,
      isCustomOrder: false,
    })
  })

  it('sends the uploaded photos in order, the typed address after them', () => {
    const photos = [{ ...uploaded(2), alt: 'Costura' }, uploaded(1)]
    expect(productFormSchema.parse({ ...base, photos }).photos).toEqual([
      ...photos,
      { url: 'https://example.com/capa.jpg' },
    ])
    expect(productFormSchema.parse({ ...base, photos, image: ' ' }).photos).toEqual(photos)
    // An address already listed (a product's, loaded for editing) is not sent twice.
    const listed = [{ url: 'https://example.com/capa.jpg' }]
    expect(productFormSchema.parse({ ...base, photos: listed }).photos).toEqual(listed)
  })

  it('asks for a photo when there is none, uploaded or typed', () => {
    expect(issues({ image: '' })).toEqual([['photos', PHOTO_MESSAGES.atLeastOne]])
    expect(issues({ image: '', photos: [uploaded(1)] })).toBeUndefined()
  })

  it('takes 12 photos at most, the typed address counted', () => {
    const twelve = Array.from({ length: 12 }, (_, i) => uploaded(i + 1))
    expect(issues({ image: '', photos: twelve })).toBeUndefined()
    expect(issues({ photos: twelve })).toEqual([['image', PHOTO_MESSAGES.tooManyPhotos]])
  })

  it.each([
    ['189,90', 18990],
    ['189,9', 18990],
    ['0', 0],
    ['0.01', 1],
    ['1.234,56', 123456],
    ['R$ 39,90', 3990],
    ['R$\u00a021.474.836,47', 2_147_483_647],
  ])('reads the price %s as %i centavos', (price, cents) => {
    expect(productFormSchema.parse({ ...base, price }).priceCents).toBe(cents)
  })

  it.each([
    ['', M.priceRequired],
    ['-1', M.pricePositive],
    ['1.999', M.priceAmbiguous],
    ['1.234.567', M.priceAmbiguous],
    ['39,999', M.priceDecimals],
    [',90', M.priceUnreadable],
    ['1.2.3', M.priceUnreadable],
    ['1e3', M.priceUnreadable],
    ['R$', M.priceUnreadable],
    ['1234567890123', M.priceTooLarge],
    ['21.474.836,48', M.priceTooLarge],
  ])('refuses the price %j with %s', (price, message) => {
    expect(issues({ price })).toEqual([['price', message]])
  })

  it.each([
    ['', M.stockRequired],
    ['-1', M.stockPositive],
    ['1.5', M.stockInvalid],
  ])('refuses the stock %j with %s', (stock, message) => {
    expect(issues({ stock })).toEqual([['stock', message]])
  })

  it.each(['javascript:alert(1)', 'data:image/png;base64,AA', 'ftp://example.com/a.jpg'])(
    'refuses the image link %s',
    (image) => {
      expect(issues({ image })).toEqual([['image', M.imageInvalid]])
    },
  )

  it('takes a YouTube link and refuses any other video link', () => {
    const videoUrl = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'
    expect(productFormSchema.parse({ ...base, videoUrl }).videoUrl).toBe(videoUrl)
    expect(issues({ videoUrl: 'https://vimeo.com/1' })).toEqual([['videoUrl', M.videoInvalid]])
  })

  it('names every empty required field', () => {
    expect(
      productFormSchema.safeParse(EMPTY_PRODUCT_FORM).error?.issues.map((i) => i.message),
    ).toEqual([
      M.name,
      M.priceRequired,
      M.category,
      M.stockRequired,
      M.description,
      PHOTO_MESSAGES.atLeastOne,
    ])
  })

  it('shows a product for editing as typed text, and reads back the same input', () => {
    const product = makeProduct({
      priceCents: 18990,
      stock: 3,
      isCustomOrder: true,
      image: 'https://example.com/capa.jpg',
    })
    const values = productFormValues(product)
    expect(values).toMatchObject({ price: '189,90', stock: '3', videoUrl: '', isCustomOrder: true })
    // Its photos are loaded apart, into the photo manager.
    expect(values).toMatchObject({ image: '', photos: [] })
    const photos = [uploaded(1)]
    expect(productFormSchema.parse({ ...values, photos })).toMatchObject({
      priceCents: 18990,
      stock: 3,
      photos,
    })
    const dear = productFormValues(makeProduct({ priceCents: 123456 }))
    expect(dear.price).toBe('1.234,56')
    expect(productFormSchema.parse({ ...dear, photos }).priceCents).toBe(123456)
  })
})
