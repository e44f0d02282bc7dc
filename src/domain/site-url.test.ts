import { describe, expect, it } from 'vitest'
import { absoluteUrl } from './site-url.ts'

describe('absoluteUrl', () => {
  it('joins PUBLIC_URL and a path with one slash, with or without a trailing one', () => {
    expect(absoluteUrl('https://loja.exemplo.com', '/')).toBe('https://loja.exemplo.com/')
    expect(absoluteUrl('https://loja.exemplo.com/', '/duvidas')).toBe(
      'https://loja.exemplo.com/duvidas',
    )
  })

  it('keeps an address on another host as it is (a product picture)', () => {
    expect(absoluteUrl('https://loja.exemplo.com', 'https://cdn.exemplo.com/a.jpg')).toBe(
      'https://cdn.exemplo.com/a.jpg',
    )
    expect(absoluteUrl('https://loja.exemplo.com', 'demo/a.svg')).toBe(
      'https://loja.exemplo.com/demo/a.svg',
    )
  })

  it('keeps a path PUBLIC_URL has', () => {
    expect(absoluteUrl('https://exemplo.com/loja', '/baixar')).toBe(
      'https://exemplo.com/loja/baixar',
    )
  })
})
