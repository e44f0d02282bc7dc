import { describe, expect, it } from 'vitest'
import {
  addressLine,
  missingIdentity,
  pixBankPreview,
  publicSeller,
  sellerIdentity,
} from './shop-identity.ts'
import {
  DEFAULT_SHOP_SETTINGS,
  EMPTY_SHOP_ADDRESS,
  type ShopAddress,
  type ShopSettings,
} from './shop-settings.ts'

const ADDRESS: ShopAddress = {
  cep: '01310100',
  street: 'Rua das Flores',
  number: '100',
  complement: 'Sala 2',
  neighborhood: 'Centro',
  city: 'São Paulo',
  state: 'SP',
}

const SETTINGS: ShopSettings = {
  ...DEFAULT_SHOP_SETTINGS,
  name: 'Vitrine',
  legalName: 'Vitrine Artesanato Ltda',
  taxId: '12ABC34501DE35',
  address: ADDRESS,
  email: 'contato@vitrine.com.br',
  whatsapp: '11987654321',
  supportHours: 'Seg a sex, 9h às 18h',
}

describe('addressLine', () => {
  it('writes every part in order', () => {
    expect(addressLine(ADDRESS)).toBe(
      'Rua das Flores, 100, Sala 2 - Centro, São Paulo - SP, CEP 01310-100',
    )
  })

  it.each([
    [{ complement: '' }, 'Rua das Flores, 100 - Centro, São Paulo - SP, CEP 01310-100'],
    [{ number: '', complement: '' }, 'Rua das Flores - Centro, São Paulo - SP, CEP 01310-100'],
    [{ neighborhood: '' }, 'Rua das Flores, 100, Sala 2, São Paulo - SP, CEP 01310-100'],
    [{ state: '' }, 'Rua das Flores, 100, Sala 2 - Centro, São Paulo, CEP 01310-100'],
    [{ city: '', state: '' }, 'Rua das Flores, 100, Sala 2 - Centro, CEP 01310-100'],
    [{ cep: '' }, 'Rua das Flores, 100, Sala 2 - Centro, São Paulo - SP'],
    [{ street: '', number: '', complement: '' }, 'Centro, São Paulo - SP, CEP 01310-100'],
  ])('leaves out what is empty (%o)', (change, line) => {
    expect(addressLine({ ...ADDRESS, ...change })).toBe(line)
  })

  it('is empty when every part is', () => {
    expect(addressLine(EMPTY_SHOP_ADDRESS)).toBe('')
  })

  it('gives a seeded free-text address as it is', () => {
    const street = 'Av. Paulista, 1000 - Bela Vista, São Paulo/SP'
    expect(addressLine({ ...EMPTY_SHOP_ADDRESS, street })).toBe(street)
  })
})

describe('sellerIdentity', () => {
  it('shows each field for screens and e-mails', () => {
    expect(sellerIdentity(SETTINGS)).toEqual({
      name: 'Vitrine Artesanato Ltda',
      taxId: 'CNPJ 12.ABC.345/01DE-35',
      address: 'Rua das Flores, 100, Sala 2 - Centro, São Paulo - SP, CEP 01310-100',
      email: 'contato@vitrine.com.br',
      whatsapp: '(11) 98765-4321',
      hours: 'Seg a sex, 9h às 18h',
    })
  })

  it('names a CPF as such', () => {
    expect(sellerIdentity({ ...SETTINGS, taxId: '52998224725' }).taxId).toBe('CPF 529.982.247-25')
  })

  it("falls back to the shop's name, and gives null for what is unset", () => {
    expect(sellerIdentity(DEFAULT_SHOP_SETTINGS)).toEqual({
      name: 'Vitrine',
      taxId: null,
      address: null,
      email: null,
      whatsapp: null,
      hours: null,
    })
  })
})

describe('missingIdentity', () => {
  it('lists what the decree requires and is empty, in order', () => {
    expect(missingIdentity(DEFAULT_SHOP_SETTINGS)).toEqual([
      'Razão social ou nome completo',
      'CNPJ ou CPF',
      'Endereço',
      'Email',
    ])
  })

  it('is empty when all is filled, the optional contacts aside', () => {
    expect(missingIdentity({ ...SETTINGS, whatsapp: '', supportHours: '' })).toEqual([])
  })

  it('counts the address as missing without its street', () => {
    expect(missingIdentity({ ...SETTINGS, address: { ...ADDRESS, street: '' } })).toEqual([
      'Endereço',
    ])
    expect(missingIdentity({ ...SETTINGS, address: EMPTY_SHOP_ADDRESS })).toEqual(['Endereço'])
  })

  it('takes a seeded free-text address (SHOP_ADDRESS, kept whole in the street)', () => {
    const address = { ...EMPTY_SHOP_ADDRESS, street: 'Av. Paulista, 1000 - São Paulo - SP' }
    expect(missingIdentity({ ...SETTINGS, address })).toEqual([])
  })
})

describe('pixBankPreview', () => {
  it('shows the receiver as the bank app does', () => {
    expect(
      pixBankPreview({ merchantName: 'Acessórios do João', city: 'São Paulo' }, 'Vitrine'),
    ).toBe('Acessorios do Joao · SAO PAULO')
  })

  it("uses the shop's name when the receiver's is unset, cut as the code cuts it", () => {
    expect(pixBankPreview({ merchantName: ' ', city: 'Rio de Janeiro' }, 'Vitrine')).toBe(
      'Vitrine · RIO DE JANEIRO',
    )
    expect(
      pixBankPreview(
        { merchantName: '', city: 'Ribeirão das Neves' },
        'Ateliê Mãos de Fada e Companhia',
      ),
    ).toBe('Atelie Maos de Fada e Com · RIBEIRAO DAS NE')
  })
})

describe('publicSeller', () => {
  it('names nobody while only the shop name is known, and the seller once anything is set', () => {
    const bare = {
      ...SETTINGS,
      legalName: '',
      taxId: '',
      address: EMPTY_SHOP_ADDRESS,
      email: '',
      whatsapp: '',
      supportHours: '',
    }
    expect(publicSeller(bare)).toBeNull()
    expect(publicSeller({ ...bare, whatsapp: '11987654321' })).toMatchObject({
      name: bare.name,
      whatsapp: '(11) 98765-4321',
    })
    expect(publicSeller({ ...bare, legalName: 'Ateliê Ltda' })).toMatchObject({
      name: 'Ateliê Ltda',
    })
  })
})
