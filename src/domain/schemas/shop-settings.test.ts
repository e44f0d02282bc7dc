import fc from 'fast-check'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { z } from 'zod'
import {
  SHOP_SETTINGS_FORM_MESSAGES as M,
  normalizedPixText,
  shopSettingsSchema,
  type ShopSettingsInput,
} from './shop-settings.ts'
import { normalizeMerchantCity, normalizeMerchantName } from '#domain/pix.ts'
import { PIX_KEY_MESSAGES } from '#domain/pix-key.ts'
import { EMPTY_SHOP_ADDRESS, type ShopSettings } from '#domain/shop-settings.ts'
import { WHATSAPP_MESSAGES } from '#domain/whatsapp.ts'

const TYPED = {
  name: '  Vitrine ',
  legalName: 'Vitrine Artesanato Ltda',
  taxId: '12.abc.345/01de-35',
  address: {
    cep: '01310-100',
    street: 'Rua das Flores',
    number: '100',
    complement: 'Sala 2',
    neighborhood: 'Centro',
    city: 'São Paulo',
    state: 'sp',
  },
  email: ' Contato@Vitrine.com.BR ',
  whatsapp: '(11) 98765-4321',
  supportHours: 'Seg a sex, 9h às 18h',
  pix: { key: '+55 (11) 98765-4321', merchantName: 'Acessórios do João', city: 'São Paulo' },
  senderName: 'Vitrine Artesanato',
  image: '/media/shop/logo.webp',
} satisfies ShopSettingsInput

const STORED: ShopSettings = {
  name: 'Vitrine',
  legalName: 'Vitrine Artesanato Ltda',
  taxId: '12ABC34501DE35',
  address: {
    cep: '01310100',
    street: 'Rua das Flores',
    number: '100',
    complement: 'Sala 2',
    neighborhood: 'Centro',
    city: 'São Paulo',
    state: 'SP',
  },
  email: 'contato@vitrine.com.br',
  whatsapp: '11987654321',
  supportHours: 'Seg a sex, 9h às 18h',
  pix: { key: '+5511987654321', merchantName: 'Acessórios do João', city: 'São Paulo' },
  senderName: 'Vitrine Artesanato',
  image: '/media/shop/logo.webp',
  banner: { image: '', text: '', link: '' },
}

const EMPTY = {
  name: 'Vitrine',
  legalName: '',
  taxId: '',
  address: {},
  email: '',
  whatsapp: '',
  supportHours: '',
  pix: { key: '', merchantName: '', city: 'São Paulo' },
  senderName: '',
  image: '',
} satisfies ShopSettingsInput

/** TYPED with one value changed, at a path such as ['pix', 'city']. */
function typedWith(path: readonly string[], value: unknown): unknown {
  const copy = structuredClone(TYPED) as Record<string, unknown>
  let target = copy
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>
  target[path.at(-1)!] = value
  return copy
}

const issuesOf = (input: unknown) =>
  (shopSettingsSchema.safeParse(input).error?.issues ?? []).map(({ path, message }) => ({
    path,
    message,
  }))

describe('shopSettingsSchema', () => {
  it('gives what the panel typed as the stored settings', () => {
    expect(shopSettingsSchema.parse(TYPED)).toEqual(STORED)
    expectTypeOf<z.output<typeof shopSettingsSchema>>().toEqualTypeOf<ShopSettings>()
  })

  it('takes the optional fields empty, the address left out as all empty, no banner', () => {
    expect(shopSettingsSchema.parse(EMPTY)).toEqual({
      ...EMPTY,
      address: EMPTY_SHOP_ADDRESS,
      banner: { image: '', text: '', link: '' },
    })
  })

  it('keeps a CNPJ typed in lower case in the Receita form', () => {
    expect(shopSettingsSchema.parse({ ...TYPED, taxId: '12.abc.345/01de-35' }).taxId).toBe(
      '12ABC34501DE35',
    )
    expect(shopSettingsSchema.parse({ ...TYPED, taxId: '529.982.247-25' }).taxId).toBe(
      '52998224725',
    )
  })

  it.each([
    [['name'], '   ', M.name],
    [['name'], 'x'.repeat(81), M.tooLong],
    [['name'], 42, M.name],
    [['legalName'], 'x'.repeat(151), M.tooLong],
    [['taxId'], '12.ABC.345/01DE-36', 'CNPJ inválido'],
    [['taxId'], '529.982.247-24', 'CPF inválido'],
    [['taxId'], '1234', 'Informe um CNPJ (14 caracteres) ou um CPF (11 dígitos)'],
    [['address', 'cep'], '0131-010', M.cep],
    [['address', 'cep'], 'abc', M.cep],
    [['address', 'street'], ' ', M.street],
    [['address', 'number'], '', M.number],
    [['address', 'neighborhood'], '', M.neighborhood],
    [['address', 'city'], '', M.city],
    [['address', 'state'], '', M.stateRequired],
    [['address', 'state'], 'XX', M.stateInvalid],
    [['address', 'complement'], 'x'.repeat(101), M.tooLong],
    [['email'], 'contato@', M.email],
    [['email'], 'contato vitrine.com', M.email],
    [['whatsapp'], '(11) 8765-4321', WHATSAPP_MESSAGES.length],
    [['whatsapp'], '(20) 98765-4321', WHATSAPP_MESSAGES.ddd],
    [['whatsapp'], '(11) 88765-4321', WHATSAPP_MESSAGES.nine],
    [['supportHours'], 'x'.repeat(121), M.tooLong],
    [['pix', 'key'], '529.982.247-24', PIX_KEY_MESSAGES.cpf],
    [['pix', 'key'], '+55 20 98765-4321', PIX_KEY_MESSAGES.phone],
    [['pix', 'key'], 'minha chave', PIX_KEY_MESSAGES.unknown],
    [['pix', 'key'], null, M.notText],
    [['pix', 'merchantName'], 'Acessórios e Artesanato do João', M.merchantNameLength],
    [['pix', 'merchantName'], '!!! ???', M.merchantNameInvalid],
    [['pix', 'city'], '  ', M.pixCityRequired],
    [['pix', 'city'], 'São José dos Campos', M.pixCityLength],
    [['pix', 'city'], '???', M.pixCityInvalid],
    [['senderName'], 'Vitrine <loja@x.com>', M.senderName],
    [['senderName'], 'Vitrine "Oficial"', M.senderName],
    [['senderName'], 'Vitrine\r\nBcc: x@y.com', M.senderName],
    [['image'], 'javascript:alert(1)', M.image],
    [['image'], '/demo/products/x.svg', M.image],
    [['image'], '/media/../admin', M.image],
    [['image'], '//evil.example/a.png', M.image],
    [['image'], 'https://cdn.exemplo.com/a b.png', M.image],
    [['image'], `https://cdn.exemplo.com/${'x'.repeat(480)}`, M.tooLong],
  ])('%j = %j: %s', (path, value, message) => {
    expect(issuesOf(typedWith(path, value))).toEqual([{ path, message }])
  })

  it.each(['🚗🚗🚗', 'АвтоМастер', '!!!'])(
    "asks for 'Nome do recebedor' when the shop's name %s leaves the BR Code none (issue 57)",
    (name) => {
      expect(issuesOf({ ...EMPTY, name })).toEqual([
        { path: ['pix', 'merchantName'], message: M.merchantNameNeeded },
      ])
      const named = { ...EMPTY, name, pix: { ...EMPTY.pix, merchantName: 'Oficina do Zé' } }
      expect(shopSettingsSchema.parse(named).name).toBe(name)
    },
  )

  it('asks for the rest of an address begun, each at its field', () => {
    const input = { ...EMPTY, address: { street: 'Rua das Flores', state: 'sp' } }
    expect(issuesOf(input)).toEqual([
      { path: ['address', 'cep'], message: M.cep },
      { path: ['address', 'number'], message: M.number },
      { path: ['address', 'neighborhood'], message: M.neighborhood },
      { path: ['address', 'city'], message: M.city },
    ])
  })

  it('takes a receiver name and a city whose accents and punctuation go', () => {
    const pix = { key: '', merchantName: 'Acessórios   do João, Ltda!', city: 'Ribeirão  Preto!' }
    // 'Acessorios do Joao, Ltda' and 'RIBEIRAO PRETO' in the BR Code: 24 and 14 characters.
    expect(pix.merchantName).toHaveLength(27)
    expect(pix.city).toHaveLength(16)
    expect(shopSettingsSchema.parse(typedWith(['pix'], pix)).pix).toEqual(pix)
  })

  it.each(['https://cdn.exemplo.com/logo.png', 'http://localhost:3000/media/a.webp', ''])(
    'takes the image %s',
    (image) => {
      expect(shopSettingsSchema.parse({ ...TYPED, image }).image).toBe(image)
    },
  )

  const STRING_PATHS = [
    ['name'],
    ['legalName'],
    ['taxId'],
    ...['cep', 'street', 'number', 'complement', 'neighborhood', 'city', 'state'].map((f) => [
      'address',
      f,
    ]),
    ['email'],
    ['whatsapp'],
    ['supportHours'],
    ['pix', 'key'],
    ['pix', 'merchantName'],
    ['pix', 'city'],
    ['senderName'],
    ['image'],
  ]

  it.each(STRING_PATHS)('refuses 1 MB in %s as too long', (...path) => {
    const huge = `a${'1'.repeat(1024 * 1024)}`
    expect(issuesOf(typedWith(path, huge))).toEqual([{ path, message: M.tooLong }])
  })
})

describe('normalizedPixText', () => {
  it('is what pix.ts writes in the BR Code, before the cut', () => {
    expect(normalizedPixText('  Acessórios   do João!! ')).toBe('Acessorios do Joao')
    const unit = fc.constantFrom(...'aZ09 .,-/&!?ãçÉü\t\n\u0301\u00a0ßøŁ😀ǅ'.split(''), '😀')
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 60 }), (text) => {
        const whole = normalizedPixText(text)
        expect(normalizeMerchantName(text)).toBe(whole.slice(0, 25).trim())
        expect(normalizeMerchantCity(text)).toBe(whole.slice(0, 15).trim().toUpperCase())
      }),
    )
  })
})
