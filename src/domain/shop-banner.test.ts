import { describe, expect, it } from 'vitest'
import { bannerHref, bannerLinksTo, bannerTarget } from './shop-banner.ts'

const ID = '0a1b2c3d-0000-4000-8000-00000000abcd'

describe('bannerTarget (decision 048)', () => {
  it.each([
    [`/product/${ID}`, { kind: 'product', id: ID }],
    [`/product/${ID.toUpperCase()}`, { kind: 'product', id: ID }],
    ['/?categoria=Tapetes', { kind: 'category', category: 'Tapetes' }],
    ['/?categoria=Capas%20de%20Banco', { kind: 'category', category: 'Capas de Banco' }],
    ['/?categoria=Capas+de+Banco', { kind: 'category', category: 'Capas de Banco' }],
  ])('reads %s as a store page', (link, target) => {
    expect(bannerTarget(link)).toEqual(target)
  })

  it.each([
    'https://outra.example/?categoria=Tapetes',
    '//outra.example/?categoria=Tapetes',
    'javascript:alert(1)',
    '/admin',
    '/product/nao-e-id',
    `/product/${ID}?x=1`,
    `/product/${ID}#foto`,
    '/?categoria=',
    '/?categoria=Tapetes&q=x',
    '/?q=tapete',
    '/cart',
  ])('refuses %s', (link) => {
    expect(bannerTarget(link)).toBeNull()
  })

  it('writes the path back as the store does, and knows the product it leads to', () => {
    expect(bannerHref({ kind: 'category', category: 'Capas de Banco' })).toBe(
      '/?categoria=Capas+de+Banco',
    )
    expect(bannerLinksTo(`/product/${ID}`, ID.toUpperCase())).toBe(true)
    expect(bannerLinksTo('/?categoria=Tapetes', ID)).toBe(false)
    expect(bannerLinksTo('', ID)).toBe(false)
  })
})
