import { describe, expect, it } from 'vitest'
import { isHelpSlug, moreQuestions, questionCount, questionPreview } from './help-centre.ts'
import { slugify } from './schemas/help-page.ts'

describe('isHelpSlug', () => {
  it.each(['instalacao-do-modulo', 'faq', 'a1-b2-c3', '2026'])('accepts %j', (slug) => {
    expect(isHelpSlug(slug)).toBe(true)
  })

  it.each(['', 'Foo_Bar', 'foo--bar', '-foo', 'foo-', 'açaí', 'foo.bar', 'foo bar', 'FAQ'])(
    'refuses %j',
    (slug) => {
      expect(isHelpSlug(slug)).toBe(false)
    },
  )

  it('accepts every slug derived from a title', () => {
    for (const title of ['Instalação do Módulo', '  Guia -- rápido!  ', 'Câmera de ré 2026']) {
      expect(isHelpSlug(slugify(title))).toBe(true)
    }
  })
})

describe('questionCount', () => {
  it('is singular only for one', () => {
    expect(questionCount(0)).toBe('0 dúvidas')
    expect(questionCount(1)).toBe('1 dúvida')
    expect(questionCount(2)).toBe('2 dúvidas')
  })
})

describe('questionPreview', () => {
  it('shows the first 3 questions and counts the rest', () => {
    expect(questionPreview(['a', 'b', 'c', 'd', 'e'])).toEqual({
      shown: ['a', 'b', 'c'],
      hidden: 2,
    })
  })

  it('hides nothing with 3 questions or fewer', () => {
    expect(questionPreview(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], hidden: 0 })
    expect(questionPreview([])).toEqual({ shown: [], hidden: 0 })
  })
})

describe('moreQuestions', () => {
  it('reads "+ N mais dúvida(s)"', () => {
    expect(moreQuestions(1)).toBe('+ 1 mais dúvida')
    expect(moreQuestions(4)).toBe('+ 4 mais dúvidas')
  })
})
