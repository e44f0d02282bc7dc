import { describe, expect, it } from 'vitest'
import { isTrackingTemplate, trackingUrl } from './tracking.ts'

describe('isTrackingTemplate', () => {
  it('takes an http(s) address naming {codigo}, in the path or the query', () => {
    expect(
      isTrackingTemplate('https://rastreamento.correios.com.br/app/index.php?objeto={codigo}'),
    ).toBe(true)
    expect(isTrackingTemplate('https://www.linkcorreios.com.br/{codigo}')).toBe(true)
    expect(isTrackingTemplate('http://localhost:4000/r/{codigo}/detalhe')).toBe(true)
  })

  it('refuses an address without {codigo}, another scheme, or no address at all', () => {
    expect(isTrackingTemplate('https://rastreamento.correios.com.br/')).toBe(false)
    expect(isTrackingTemplate('https://example.com/{code}')).toBe(false)
    expect(isTrackingTemplate('javascript:alert({codigo})')).toBe(false)
    expect(isTrackingTemplate('ftp://example.com/{codigo}')).toBe(false)
    expect(isTrackingTemplate('{codigo}')).toBe(false)
    expect(isTrackingTemplate('')).toBe(false)
  })
})

describe('trackingUrl', () => {
  const template = 'https://www.linkcorreios.com.br/?id={codigo}'

  it('puts the code where {codigo} is, every time it appears', () => {
    expect(trackingUrl(template, 'BR123456789BR')).toBe(
      'https://www.linkcorreios.com.br/?id=BR123456789BR',
    )
    expect(trackingUrl('https://t.example/{codigo}?c={codigo}', 'AB1')).toBe(
      'https://t.example/AB1?c=AB1',
    )
  })

  it('encodes a code that would otherwise change the address, and trims it', () => {
    expect(trackingUrl(template, ' AB 12/x?y=1&z#w ')).toBe(
      'https://www.linkcorreios.com.br/?id=AB%2012%2Fx%3Fy%3D1%26z%23w',
    )
    expect(new URL(trackingUrl('https://t.example/{codigo}', '@evil.com/../x')!).host).toBe(
      't.example',
    )
  })

  it("keeps a code's '$' a character, never a replacement pattern (decision 025)", () => {
    expect(trackingUrl('https://t.example/?c={codigo}', "$`$'$&$$$1")).toBe(
      "https://t.example/?c=%24%60%24'%24%26%24%24%241",
    )
  })

  it('is null without a template or without a code', () => {
    expect(trackingUrl(undefined, 'BR1')).toBeNull()
    expect(trackingUrl(null, 'BR1')).toBeNull()
    expect(trackingUrl('', 'BR1')).toBeNull()
    expect(trackingUrl(template, null)).toBeNull()
    expect(trackingUrl(template, '   ')).toBeNull()
  })
})
