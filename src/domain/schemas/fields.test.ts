import { describe, expect, it } from 'vitest'
import { requiredCategory, requiredText, webAddress } from './fields.ts'

const image = webAddress('URL da imagem é obrigatória', 'URL inválida')
const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message

describe('webAddress', () => {
  it('takes http(s) URLs and paths on this site', () => {
    for (const url of [
      'https://cdn.exemplo.com/tapete.jpg',
      'http://localhost:3000/x.png',
      '/demo/products/capa-volante.svg',
    ]) {
      expect(image.parse(` ${url} `)).toBe(url)
    }
  })

  it("refuses scripts, data, other schemes and other hosts' protocol-relative paths", () => {
    for (const url of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
      'ftp://exemplo.com/a.png',
      '//evil.example/a.png',
      '/a b.png',
      'tapete.jpg',
    ]) {
      expect(firstMessage(image.safeParse(url))).toBe('URL inválida')
    }
  })

  it('asks for it when blank', () => {
    expect(firstMessage(image.safeParse('  '))).toBe('URL da imagem é obrigatória')
  })
})

describe('requiredText', () => {
  it('trims, and refuses blank or too long', () => {
    const name = requiredText('Nome é obrigatório', 5)
    expect(name.parse('  Ana ')).toBe('Ana')
    expect(firstMessage(name.safeParse(' '))).toBe('Nome é obrigatório')
    expect(firstMessage(name.safeParse('123456'))).toBe('No máximo 5 caracteres.')
  })
})

describe('requiredCategory', () => {
  const category = requiredCategory('Categoria é obrigatória')

  it('stores the category without invisible characters, in NFC, trimmed', () => {
    expect(category.parse(' Organizadores\u200b ')).toBe('Organizadores')
    expect(category.parse('Orga\u0301nizadores')).toBe('Org\u00e1nizadores')
  })

  it('asks for it when nothing visible is left', () => {
    expect(firstMessage(category.safeParse(' \u200b\ufeff '))).toBe('Categoria é obrigatória')
    expect(firstMessage(category.safeParse('a'.repeat(101)))).toBe('No máximo 100 caracteres.')
  })
})
