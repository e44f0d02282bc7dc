import { describe, expect, it } from 'vitest'
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
  description: 'Couro legítimo.',
  videoUrl: '',
  isCustomOrder: false,
}

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
      image: 'https://example.com/capa.jpg',
      description: 'Couro legítimo.',
      videoUrl: null,
      isCustomOrder: false,
    })
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
      M.imageRequired,
      M.description,
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
    expect(productFormSchema.parse(values)).toMatchObject({ priceCents: 18990, stock: 3 })
    const dear = productFormValues(makeProduct({ priceCents: 123456 }))
    expect(dear.price).toBe('1.234,56')
    expect(productFormSchema.parse(dear).priceCents).toBe(123456)
  })
})
