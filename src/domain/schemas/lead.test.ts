import { describe, expect, it } from 'vitest'
import { WHATSAPP_MESSAGES } from '#domain/whatsapp.ts'
import { LEAD_MESSAGES, leadInputSchema } from './lead.ts'

const PRODUCT_ID = '7d3b6c1e-5a1f-4c2e-9b7a-1f2e3d4c5b6a'
const VALID = { productId: PRODUCT_ID, whatsapp: '(11) 98765-4321', carInfo: 'Gol 2015' }

const firstMessage = (input: unknown) => {
  const result = leadInputSchema.safeParse(input)
  return result.success ? undefined : result.error.issues[0]?.message
}

describe('leadInputSchema', () => {
  it('keeps only the digits of the number and trims the car', () => {
    expect(leadInputSchema.parse({ ...VALID, carInfo: '  Gol 2015 ' })).toEqual({
      productId: PRODUCT_ID,
      whatsapp: '11987654321',
      carInfo: 'Gol 2015',
    })
  })

  it.each(['11987654321', '(99) 91234-5678', '(21)99876-5432'])('accepts %s', (whatsapp) => {
    expect(firstMessage({ ...VALID, whatsapp })).toBeUndefined()
  })

  it.each([
    ['(11) 8765-4321', WHATSAPP_MESSAGES.length],
    ['(11) 987654-43210', WHATSAPP_MESSAGES.length],
    ['', WHATSAPP_MESSAGES.length],
    ['(20) 98765-4321', WHATSAPP_MESSAGES.ddd],
    ['(23) 98765-4321', WHATSAPP_MESSAGES.ddd],
    ['(10) 98765-4321', WHATSAPP_MESSAGES.ddd],
    ['(11) 88765-4321', WHATSAPP_MESSAGES.nine],
  ])('rejects the number %s', (whatsapp, message) => {
    expect(firstMessage({ ...VALID, whatsapp })).toBe(message)
  })

  it('rejects a number that is not text, and an overlong field', () => {
    expect(firstMessage({ ...VALID, whatsapp: 11987654321 })).toBe(WHATSAPP_MESSAGES.length)
    expect(firstMessage({ ...VALID, whatsapp: `${'('.repeat(20)}11987654321` })).toBe(
      WHATSAPP_MESSAGES.length,
    )
  })

  it.each([undefined, '', '   '])('requires the car and year (%o)', (carInfo) => {
    expect(firstMessage({ ...VALID, carInfo })).toBe(LEAD_MESSAGES.car)
  })

  it.each([undefined, '', 'nao-e-uuid'])('rejects the product id %o', (productId) => {
    expect(firstMessage({ ...VALID, productId })).toBe(LEAD_MESSAGES.product)
  })
})
