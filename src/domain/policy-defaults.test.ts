import { describe, expect, it } from 'vitest'
import { POLICY_KINDS, type PolicyKind } from './policies.ts'
import { POLICY_MAX_CHARS } from './policy-messages.ts'
import { DEFAULT_POLICIES } from './policy-defaults.ts'
import { fillPolicy, policyBlocks, policyPlainText, type PolicyShop } from './policy-text.ts'

const FULL: PolicyShop = {
  name: 'Vitrine',
  seller: {
    name: 'Vitrine Artesanato Ltda',
    taxId: 'CNPJ 12.ABC.345/01DE-35',
    address: 'Rua das Flores, 100 - Centro, São Paulo - SP, CEP 01310-100',
    email: 'contato@vitrine.com.br',
    whatsapp: '(11) 98765-4321',
    hours: 'Seg a sex, 9h às 18h',
  },
  leadRetentionDays: 365,
}

const DISCLAIMER =
  'Este texto é um modelo que a loja adaptou ao seu caso; não é orientação jurídica.'

const CITES: Record<PolicyKind, string[]> = {
  privacidade: ['Lei 13.709/2018', 'art. 7', 'art. 18', 'art. 19', 'art. 195, parágrafo único'],
  termos: ['art. 26, II', 'art. 49', 'Decreto 7.962/2013, art. 4'],
  'trocas-e-devolucoes': [
    'art. 49',
    'art. 49, parágrafo único',
    'art. 18, § 1º',
    'Decreto 7.962/2013',
  ],
}

describe.each(POLICY_KINDS)('DEFAULT_POLICIES[%s]', (kind) => {
  const text = DEFAULT_POLICIES[kind]

  it('has headings, paragraphs and lists', () => {
    const kinds = new Set(policyBlocks(text).map((block) => block.kind))
    expect([...kinds].sort()).toEqual(['heading', 'list', 'paragraph'])
  })

  it("carries the shop's identity once filled, with no placeholder left", () => {
    const filled = fillPolicy(text, FULL)
    expect(filled).toContain('CNPJ 12.ABC.345/01DE-35')
    expect(filled).toContain('Rua das Flores, 100 - Centro, São Paulo - SP, CEP 01310-100')
    expect(filled).toContain('contato@vitrine.com.br')
    expect(filled).not.toMatch(/[{}]/)
  })

  it('cites the law it rests on', () => {
    for (const cite of CITES[kind]) expect(text).toContain(cite)
  })

  it('ends saying it is a model, not legal advice', () => {
    expect(text.trimEnd().endsWith(DISCLAIMER)).toBe(true)
    expect(policyPlainText(text).endsWith(DISCLAIMER)).toBe(true)
  })

  it('stays short: well under the panel limit', () => {
    expect(fillPolicy(text, FULL).length).toBeLessThan(Math.min(8_500, POLICY_MAX_CHARS))
  })

  it('has only links to the shop pages or to the web', () => {
    for (const block of policyBlocks(text)) {
      const parts =
        block.kind === 'paragraph' ? block.parts : block.kind === 'list' ? block.items.flat() : []
      for (const part of parts)
        if (part.href)
          expect(part.href).toMatch(
            /^(\/(privacidade|termos|trocas-e-devolucoes|orders|profile)|https:\/\/www\.gov\.br\/anpd)$/,
          )
    }
  })

  it('reads without a shop set: the shop name and "não informado"', () => {
    const filled = fillPolicy(text, { ...FULL, seller: null })
    expect(filled).toContain('não informado')
    expect(filled).not.toMatch(/[{}]/)
  })
})

it('privacy states the leads period it is given', () => {
  expect(fillPolicy(DEFAULT_POLICIES.privacidade, { ...FULL, leadRetentionDays: 90 })).toContain(
    'Interessados: 90 dias',
  )
})
