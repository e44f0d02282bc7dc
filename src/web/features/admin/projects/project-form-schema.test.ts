import { describe, expect, it } from 'vitest'
import { PHOTO_MESSAGES } from '#domain/photos.ts'
import { PROJECT_MESSAGES as M } from '#domain/schemas/custom-project.ts'
import { projectFormSchema } from './project-form-schema.ts'

describe('projectFormSchema', () => {
  const base = {
    name: 'Tapete',
    category: 'Tapetes',
    clientId: '00000000-0000-4000-8000-000000000001',
    image: 'https://example.com/t.jpg',
    photos: [],
    description: 'Sob medida.',
  }

  it('sends the photos in order, the typed address after them, and no `image`', () => {
    const photos = [{ photo: 'b'.repeat(32), alt: 'Tapete' }, { photo: 'a'.repeat(32) }]
    const body = projectFormSchema.parse({ ...base, price: '10', photos })
    expect(body.photos).toEqual([...photos, { url: 'https://example.com/t.jpg' }])
    expect(body).not.toHaveProperty('image')
  })

  it('asks for a photo when there is none, and still says what an address typed lacks', () => {
    const none = projectFormSchema.safeParse({ ...base, price: '10', image: '' })
    expect(none.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['photos', PHOTO_MESSAGES.atLeastOne],
    ])
    const wrong = projectFormSchema.safeParse({ ...base, price: '10', image: 'javascript:x' })
    expect(wrong.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['image', M.imageInvalid],
    ])
  })

  it.each([
    ['249,90', 24990],
    ['249.90', 24990],
    ['0.01', 1],
    ['1.249,90', 124990],
    ['R$ 249,90', 24990],
  ])('reads %s as %i centavos', (price, cents) => {
    expect(projectFormSchema.parse({ ...base, price }).priceCents).toBe(cents)
  })

  it.each([
    ['', 'Preço é obrigatório'],
    ['0', 'Preço deve ser maior que zero'],
    ['-5', 'Preço deve ser maior que zero'],
    ['1.999', 'Use vírgula para os centavos: 1.234,00 ou 1,23'],
    ['249,999', M.priceDecimals],
    ['abc', M.priceUnreadable],
    ['30.000.000,00', M.priceTooLarge],
  ])('refuses %j with %s', (price, message) => {
    const result = projectFormSchema.safeParse({ ...base, price })
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['price', message],
    ])
  })
})
