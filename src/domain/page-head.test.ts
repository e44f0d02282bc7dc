import { describe, expect, it } from 'vitest'
import { headMeta, pageTitle, type HeadProduct } from './page-head.ts'

const site = { url: 'https://loja.exemplo.com.br', name: 'Vitrine' }
const product: HeadProduct = {
  id: '7d3b6c1e-0000-4000-8000-000000000000',
  name: 'Capa de Volante',
  description: 'Couro   legítimo,\ncostura à mão.',
  image: '/demo/capa.svg',
  category: '',
  priceCents: 18990,
  stock: 2,
  isCustomOrder: false,
}

describe('pageTitle', () => {
  it('names the page, then the shop; the whole store by the shop alone', () => {
    expect(pageTitle({ kind: 'product', product, pixOffered: true }, 'Vitrine')).toBe(
      'Capa de Volante | Vitrine',
    )
    expect(pageTitle({ kind: 'store' }, 'Vitrine')).toBe(
      'Vitrine — acessórios automotivos artesanais',
    )
    expect(pageTitle({ kind: 'store', category: 'Tapetes', q: 'azul' }, 'Vitrine')).toBe(
      'Busca: azul | Vitrine',
    )
  })
})

describe('headMeta of a product', () => {
  it('says the PIX price only where the shop takes PIX', () => {
    expect(headMeta({ kind: 'product', product, pixOffered: true }, site).description).toBe(
      'R$\u00a0189,90 (R$\u00a0170,91 no PIX) · Couro legítimo, costura à mão.',
    )
    expect(headMeta({ kind: 'product', product, pixOffered: false }, site).description).toBe(
      'R$\u00a0189,90 · Couro legítimo, costura à mão.',
    )
  })

  it("shows an uploaded cover's JPEG preview to link previews, any other image as it is", () => {
    const name = 'ab'.repeat(16)
    const uploaded = { ...product, image: `/media/${name}-640.webp` }
    expect(headMeta({ kind: 'product', product: uploaded, pixOffered: true }, site).image).toEqual({
      url: `https://loja.exemplo.com.br/media/${name}-1200.jpg`,
      alt: 'Capa de Volante',
    })
    expect(headMeta({ kind: 'product', product, pixOffered: true }, site).image?.url).toBe(
      'https://loja.exemplo.com.br/demo/capa.svg',
    )
  })

  it('lists every photo in JSON-LD, the cover first; the cover is the link preview', () => {
    const [a, b] = ['ab'.repeat(16), 'cd'.repeat(16)]
    const photos = [
      { url: `/media/${a}-1280.webp`, alt: 'Capa de volante, vista de cima' },
      { url: `/media/${b}-960.webp`, alt: 'Detalhe da costura' },
      { url: 'https://cdn.exemplo.com/lado.jpg', alt: 'De lado' },
    ]
    const head = headMeta(
      { kind: 'product', product: { ...product, image: photos[0]!.url, photos }, pixOffered: true },
      site,
    )
    const data = head.jsonLd.find((d) => d['@type'] === 'Product')
    expect(data?.image).toEqual([
      `https://loja.exemplo.com.br/media/${a}-1280.webp`,
      `https://loja.exemplo.com.br/media/${b}-960.webp`,
      'https://cdn.exemplo.com/lado.jpg',
    ])
    expect(head.image).toEqual({
      url: `https://loja.exemplo.com.br/media/${a}-1200.jpg`,
      alt: 'Capa de volante, vista de cima',
    })
  })

  it('cuts a long description to 160 characters', () => {
    const long = { ...product, description: 'palavra '.repeat(60) }
    const { description } = headMeta({ kind: 'product', product: long, pixOffered: true }, site)
    expect(description).toHaveLength(160)
    expect(description.endsWith('...')).toBe(true)
  })

  it('has no category step in the breadcrumbs of a product without one', () => {
    const { jsonLd } = headMeta({ kind: 'product', product, pixOffered: true }, site)
    const trail = jsonLd.find((data) => data['@type'] === 'BreadcrumbList')
    expect(trail?.itemListElement).toHaveLength(2)
  })
})

describe('headMeta of the store', () => {
  it("shows the first product's cover to link previews; none before there is a product", () => {
    const name = 'ef'.repeat(16)
    const cover = { url: `/media/${name}-640.webp`, alt: 'Capa de Volante' }
    expect(headMeta({ kind: 'store', cover }, site).image).toEqual({
      url: `https://loja.exemplo.com.br/media/${name}-1200.jpg`,
      alt: 'Capa de Volante',
    })
    expect(headMeta({ kind: 'store' }, site).image).toBeUndefined()
  })
})

describe('headMeta of a policy', () => {
  const policy = {
    path: '/termos',
    title: 'Termos de Venda',
    description: 'Termos de Venda\n\nEstes   termos regem as compras feitas na loja. '.repeat(6),
    past: false,
  }

  it('names the policy, points to its page without the version, describes it from its text', () => {
    const head = headMeta({ kind: 'policy', policy }, site)
    expect(head.title).toBe('Termos de Venda | Vitrine')
    expect(head.ogTitle).toBe('Termos de Venda')
    expect(head.canonical).toBe('https://loja.exemplo.com.br/termos')
    expect(head.noindex).toBe(false)
    expect(head.description).toHaveLength(160)
    expect(head.description.startsWith('Termos de Venda Estes termos regem as compras')).toBe(true)
    expect(head.description.endsWith('...')).toBe(true)
  })

  it('keeps a past version out of search engines, its canonical the version in force', () => {
    const head = headMeta({ kind: 'policy', policy: { ...policy, past: true } }, site)
    expect(head.noindex).toBe(true)
    expect(head.canonical).toBe('https://loja.exemplo.com.br/termos')
  })
})
