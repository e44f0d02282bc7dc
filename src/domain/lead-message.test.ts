import { describe, expect, it } from 'vitest'
import { interestGreeting } from './lead-message.ts'
import { whatsappChatUrl } from './whatsapp.ts'

describe('interestGreeting', () => {
  it('names the made-to-order product and the car', () => {
    expect(interestGreeting('Tapete Bordado', 'Honda Civic 2020')).toBe(
      'Olá! Tenho interesse no produto sob encomenda "Tapete Bordado". Meu carro é Honda Civic 2020.',
    )
  })

  it('trims the texts and does not double the final full stop', () => {
    expect(interestGreeting(' Tapete Bordado ', '  Fiat Uno 2010.  ')).toBe(
      'Olá! Tenho interesse no produto sob encomenda "Tapete Bordado". Meu carro é Fiat Uno 2010.',
    )
  })

  it('leaves the car out when there is none', () => {
    expect(interestGreeting('Tapete Bordado', '   ')).toBe(
      'Olá! Tenho interesse no produto sob encomenda "Tapete Bordado".',
    )
  })

  it('survives the trip into a wa.me link', () => {
    const url = new URL(whatsappChatUrl('11987654321', interestGreeting('Capa & Cia', 'Gol 2015')))
    expect(url.pathname).toBe('/5511987654321')
    expect(url.searchParams.get('text')).toBe(
      'Olá! Tenho interesse no produto sob encomenda "Capa & Cia". Meu carro é Gol 2015.',
    )
  })
})
