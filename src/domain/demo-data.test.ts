import { describe, expect, it } from 'vitest'
import { demoDataTotal, describeDemoCounts } from './demo-data.ts'

describe('describeDemoCounts', () => {
  it('names each kind there is some of, singular or plural, joined in pt-BR', () => {
    expect(describeDemoCounts({ products: 24, helpPages: 3, downloads: 3 })).toBe(
      '24 produtos, 3 páginas de ajuda e 3 downloads',
    )
    expect(describeDemoCounts({ products: 1, helpPages: 0, downloads: 1 })).toBe(
      '1 produto e 1 download',
    )
    expect(describeDemoCounts({ products: 0, helpPages: 1, downloads: 0 })).toBe(
      '1 página de ajuda',
    )
    expect(describeDemoCounts({ products: 0, helpPages: 0, downloads: 0 })).toBe('nada')
  })

  it('totals the rows', () => {
    expect(demoDataTotal({ products: 2, helpPages: 3, downloads: 4 })).toBe(9)
  })
})
