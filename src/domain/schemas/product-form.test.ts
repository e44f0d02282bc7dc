import { describe, expect, it } from 'vitest'
import {
  adminProductQuerySchema,
  PRODUCT_FORM_MESSAGES as M,
  productInputSchema,
} from './product-form.ts'

const VALID = {
  name: 'Capa de Volante',
  priceCents: 8990,
  category: 'Volantes',
  stock: 3,
  image: 'https://cdn.exemplo.com/capa.jpg',
  description: 'Costurada à mão',
}

const firstMessage = (input: unknown) => {
  const result = productInputSchema.safeParse(input)
  return result.success ? undefined : result.error.issues[0]?.message
}

describe('productInputSchema', () => {
  it('accepts a product, trims the texts and fills the optional fields', () => {
    const { image, ...fields } = VALID
    expect(productInputSchema.parse({ ...VALID, name: '  Capa de Volante ' })).toEqual({
      ...fields,
      // The typed image is its one photo, described by the product's name.
      photos: [{ url: image, alt: 'Capa de Volante' }],
      isCustomOrder: false,
      videoUrl: null,
    })
  })

  it('accepts price and stock 0, and a made-to-order product with a YouTube video', () => {
    const video = 'https://youtu.be/dQw4w9WgXcQ'
    expect(
      productInputSchema.parse({
        ...VALID,
        priceCents: 0,
        stock: 0,
        isCustomOrder: true,
        videoUrl: ` ${video} `,
      }),
    ).toMatchObject({ priceCents: 0, stock: 0, isCustomOrder: true, videoUrl: video })
  })

  it.each([null, ''])('stores no video for %o', (videoUrl) => {
    expect(productInputSchema.parse({ ...VALID, videoUrl }).videoUrl).toBeNull()
  })

  it.each([
    [{ name: ' ' }, M.name],
    [{ name: undefined }, M.name],
    [{ priceCents: undefined }, M.priceRequired],
    [{ priceCents: '10' }, M.priceRequired],
    [{ priceCents: -1 }, M.pricePositive],
    [{ priceCents: 10.5 }, M.priceInvalid],
    [{ category: '' }, M.category],
    [{ category: '\u200b \u00ad' }, M.category],
    [{ stock: undefined }, M.stockRequired],
    [{ stock: -1 }, M.stockPositive],
    [{ stock: 1.5 }, M.stockInvalid],
    [{ stock: 3_000_000_000 }, M.stockInvalid],
    [{ image: '' }, M.imageRequired],
    [{ image: 'javascript:alert(1)' }, M.imageInvalid],
    [{ image: 'data:image/png;base64,AAAA' }, M.imageInvalid],
    [{ image: 'ftp://exemplo.com/capa.jpg' }, M.imageInvalid],
    [{ image: 'capa.jpg' }, M.imageInvalid],
    [{ description: '  ' }, M.description],
    [{ videoUrl: 'https://youtu.be/dQw4w9WgXc' }, M.videoInvalid],
    [{ videoUrl: 'https://vimeo.com/123456' }, M.videoInvalid],
    [{ videoUrl: 42 }, M.videoInvalid],
  ])('rejects %o with the form message', (change, message) => {
    expect(firstMessage({ ...VALID, ...change })).toBe(message)
  })

  it('limits the name length', () => {
    expect(firstMessage({ ...VALID, name: 'a'.repeat(201) })).toBe('No máximo 200 caracteres.')
  })
})

describe('adminProductQuerySchema', () => {
  it('reads the query string', () => {
    expect(
      adminProductQuerySchema.parse({
        q: ' capa ',
        category: 'Volantes',
        limit: '20',
        offset: '40',
      }),
    ).toEqual({ q: 'capa', category: 'Volantes', limit: 20, offset: 40 })
    expect(adminProductQuerySchema.parse({})).toEqual({})
  })

  it.each([
    [{ limit: 'abc' }, 'O parâmetro "limit" deve ser um número inteiro.'],
    [{ limit: '1.5' }, 'O parâmetro "limit" deve ser um número inteiro.'],
    [{ limit: '0' }, 'O parâmetro "limit" deve ser no mínimo 1.'],
    [{ limit: '101' }, 'O parâmetro "limit" deve ser no máximo 100.'],
    [{ offset: '-1' }, 'O parâmetro "offset" deve ser no mínimo 0.'],
  ])('answers %o in pt-BR', (query, message) => {
    const result = adminProductQuerySchema.safeParse(query)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(message)
  })
})
