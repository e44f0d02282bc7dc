import { describe, expect, it } from 'vitest'
import { projectFormSchema } from './project-form-schema.ts'

describe('projectFormSchema', () => {
  const base = {
    name: 'Tapete',
    category: 'Tapetes',
    clientId: '00000000-0000-4000-8000-000000000001',
    image: 'https://example.com/t.jpg',
    description: 'Sob medida.',
  }

  it.each([
    ['249,90', 24990],
    ['249.90', 24990],
    ['0.01', 1],
  ])('reads %s as %i centavos', (price, cents) => {
    expect(projectFormSchema.parse({ ...base, price }).priceCents).toBe(cents)
  })

  it.each([
    ['', 'Preço é obrigatório'],
    ['0', 'Preço deve ser maior que zero'],
    ['-5', 'Preço deve ser maior que zero'],
    ['1.999', 'Preço inválido'],
  ])('refuses %j with %s', (price, message) => {
    const result = projectFormSchema.safeParse({ ...base, price })
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['price', message],
    ])
  })
})
