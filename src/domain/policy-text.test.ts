import { describe, expect, it } from 'vitest'
import type { SellerIdentity } from './shop-identity.ts'
import {
  fillPolicy,
  policyBlocks,
  policyPlainText,
  POLICY_PLACEHOLDERS,
  type PolicyBlock,
  type PolicyShop,
} from './policy-text.ts'

const paragraph = (text: string): PolicyBlock => ({ kind: 'paragraph', parts: [{ text }] })

describe('policyBlocks', () => {
  it('reads headings, paragraphs and lists, split by blank lines', () => {
    const text = [
      '# Quem somos',
      'Uma loja pequena',
      '  de acessórios feitos à mão.',
      '',
      '',
      '## O que guardamos',
      '- nome',
      '* email',
      'Depois da lista, um parágrafo.',
    ].join('\r\n')
    expect(policyBlocks(text)).toEqual([
      { kind: 'heading', text: 'Quem somos' },
      paragraph('Uma loja pequena de acessórios feitos à mão.'),
      { kind: 'heading', text: 'O que guardamos' },
      { kind: 'list', items: [[{ text: 'nome' }], [{ text: 'email' }]] },
      paragraph('Depois da lista, um parágrafo.'),
    ])
  })

  it('keeps what only looks like markup as text', () => {
    expect(policyBlocks('### três\n#sem espaço\n-sem espaço\n*negrito*')).toEqual([
      paragraph('### três #sem espaço -sem espaço *negrito*'),
    ])
    expect(policyBlocks('# \n- \n\n \t \n')).toEqual([])
  })

  it('never makes HTML: tags stay text', () => {
    expect(policyBlocks('<script>alert(1)</script>')).toEqual([
      paragraph('<script>alert(1)</script>'),
    ])
  })

  it('makes links of [texto](destino) with a web, e-mail or own-path destination', () => {
    const [block] = policyBlocks(
      'Veja [a política](/privacidade), [o site](https://exemplo.com.br/a?b=1) e [escreva](mailto:oi@loja.com).',
    )
    expect(block).toEqual({
      kind: 'paragraph',
      parts: [
        { text: 'Veja ' },
        { text: 'a política', href: '/privacidade' },
        { text: ', ' },
        { text: 'o site', href: 'https://exemplo.com.br/a?b=1' },
        { text: ' e ' },
        { text: 'escreva', href: 'mailto:oi@loja.com' },
        { text: '.' },
      ],
    })
  })

  it('leaves any other destination as the literal text', () => {
    for (const text of [
      '[clique](javascript:alert(1))',
      '[clique](javascript:alert)',
      '[clique](JaVaScRiPt:alert)',
      '[clique](data:text/html,oi)',
      '[clique](//outro.site)',
      '[clique](/\\outro.site)',
      '[clique](vbscript:x)',
      '[clique](ftp://x)',
      '[clique](/a\u0000b)',
    ])
      expect(policyBlocks(text)).toEqual([paragraph(text)])
  })

  it('makes links of bare addresses, without the punctuation that ends the sentence', () => {
    const [block] = policyBlocks('Veja https://www.gov.br/anpd. Ou (http://a.com/x);: fim')
    expect(block).toEqual({
      kind: 'paragraph',
      parts: [
        { text: 'Veja ' },
        { text: 'https://www.gov.br/anpd', href: 'https://www.gov.br/anpd' },
        { text: '. Ou (' },
        { text: 'http://a.com/x', href: 'http://a.com/x' },
        { text: ');: fim' },
      ],
    })
    expect(policyBlocks('https:// e https://.')).toEqual([paragraph('https:// e https://.')])
  })

  it('links list items and shows a link without text as its destination', () => {
    expect(policyBlocks('- [](/termos)\n- email: https://a.com')).toEqual([
      {
        kind: 'list',
        items: [
          [{ text: '/termos', href: '/termos' }],
          [{ text: 'email: ' }, { text: 'https://a.com', href: 'https://a.com' }],
        ],
      },
    ])
  })

  it('keeps heading text plain', () => {
    expect(policyBlocks('## Veja [isto](/termos)')).toEqual([
      { kind: 'heading', text: 'Veja [isto](/termos)' },
    ])
  })
})

describe('policyPlainText', () => {
  it('is the blocks without markup, blank lines between', () => {
    expect(
      policyPlainText('# Título\n\nTexto com [link](/termos).\n- um\n- dois [x](javascript:y)'),
    ).toBe('Título\n\nTexto com link.\n\n• um\n• dois [x](javascript:y)')
    expect(policyPlainText('')).toBe('')
  })
})

const SELLER: SellerIdentity = {
  name: 'Vitrine Artesanato Ltda',
  taxId: 'CNPJ 12.ABC.345/01DE-35',
  address: 'Rua das Flores, 100 - Centro, São Paulo - SP, CEP 01310-100',
  email: 'contato@vitrine.com.br',
  whatsapp: '(11) 98765-4321',
  hours: 'Seg a sex, 9h às 18h',
}

const SHOP: PolicyShop = { name: 'Vitrine', seller: SELLER, leadRetentionDays: 180 }

describe('fillPolicy', () => {
  it('puts in the shop details', () => {
    const template = POLICY_PLACEHOLDERS.map((p) => p.placeholder).join('|')
    expect(fillPolicy(template, SHOP)).toBe(
      [
        'Vitrine',
        'Vitrine Artesanato Ltda',
        'CNPJ 12.ABC.345/01DE-35',
        'Rua das Flores, 100 - Centro, São Paulo - SP, CEP 01310-100',
        'contato@vitrine.com.br',
        '(11) 98765-4321',
        'Seg a sex, 9h às 18h',
        '180',
      ].join('|'),
    )
  })

  it("says 'não informado' for what the owner has not set, and the shop's name as seller", () => {
    expect(
      fillPolicy('{razao_social}, {documento}, {endereco}, {email}, {whatsapp}, {horario}', {
        ...SHOP,
        seller: null,
      }),
    ).toBe('Vitrine, não informado, não informado, não informado, não informado, não informado')
    expect(
      fillPolicy('{email} {documento}', {
        ...SHOP,
        seller: { ...SELLER, email: null, taxId: null },
      }),
    ).toBe('não informado não informado')
  })

  it('leaves unknown placeholders, and does not fill a value that looks like one', () => {
    expect(fillPolicy('{nome} {LOJA} {} {loja}', SHOP)).toBe('{nome} {LOJA} {} Vitrine')
    expect(fillPolicy('{loja} {email}', { ...SHOP, name: '{email}' })).toBe(
      '{email} contato@vitrine.com.br',
    )
  })

  it("keeps the template's blocks: a value's line breaks become spaces", () => {
    const shop = { ...SHOP, seller: { ...SELLER, hours: 'Seg a sex\n\n# 9h às 18h' } }
    expect(policyBlocks(fillPolicy('Atendimento: {horario}', shop))).toEqual([
      paragraph('Atendimento: Seg a sex # 9h às 18h'),
    ])
  })
})
