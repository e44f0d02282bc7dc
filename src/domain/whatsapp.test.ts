import { describe, expect, it } from 'vitest'
import { orderChatMessage, searchedPhoneDigits, whatsappChatUrl } from './whatsapp.ts'

describe('orderChatMessage', () => {
  it("greets the customer and names the order's short id and the shop", () => {
    expect(orderChatMessage('Maria da Silva', '3f2a9b1c', 'Vitrine')).toBe(
      'Olá, Maria da Silva! Sobre o seu pedido #3f2a9b1c na Vitrine:',
    )
  })

  it('goes into a wa.me link encoded, after 55 and the digits', () => {
    const url = whatsappChatUrl('(11) 98765-4321', orderChatMessage('Zé', '3f2a9b1c', 'Loja & Cia'))
    expect(url).toBe(
      'https://wa.me/5511987654321?text=Ol%C3%A1%2C%20Z%C3%A9!%20Sobre%20o%20seu%20pedido%20%233f2a9b1c%20na%20Loja%20%26%20Cia%3A',
    )
    expect(decodeURIComponent(new URL(url).searchParams.get('text')!)).toBe(
      'Olá, Zé! Sobre o seu pedido #3f2a9b1c na Loja & Cia:',
    )
  })
})

describe('searchedPhoneDigits', () => {
  it.each([
    ['(11) 98765-4321', '11987654321'],
    ['98765 4321', '987654321'],
    ['+55 11 98765-4321', '11987654321'],
    ['4321', '4321'],
  ])('%s reads as %s', (q, digits) => {
    expect(searchedPhoneDigits(q)).toBe(digits)
  })

  it.each(['Maria 9876', '3f2a9b1c', '123', '(11)', '%_', ''])('%s is no number', (q) => {
    expect(searchedPhoneDigits(q)).toBeUndefined()
  })
})
