import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertHelpPage } from '#server/modules/help-pages/help-page-repository.ts'
import { HELP_PAGE_INPUT } from '#server/testing/help-page-fixtures.ts'
import { seedProduct } from '#server/testing/product-fixtures.ts'
import { createRenderedShop } from '#server/testing/rendered-shop.ts'
import type { TestApp } from '#server/testing/test-app.ts'

const SITE = 'https://loja.exemplo.com.br'

let t: TestApp
beforeAll(async () => {
  // An https PUBLIC_URL is a live shop: PIX is offered only with its key.
  t = await createRenderedShop(
    {},
    { PUBLIC_URL: SITE, SHOP_NAME: 'Oficina & Couro', PIX_KEY: 'pix@exemplo.com.br' },
  )
})
afterAll(() => t.close())

/** The <head> as a link preview or a search engine reads it: its tags, decoded. */
async function head(path: string) {
  const res = await t.app.request(path)
  const html = await res.text()
  const headHtml = html.slice(0, html.indexOf('</head>'))
  const decode = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
  const meta = (key: string) => {
    const found = [...headHtml.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)"/g)]
      .filter((m) => m[2] === key)
      .map((m) => decode(m[3]!))
    return found.length > 1 ? found : found[0]
  }
  const jsonLd = [
    ...headHtml.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
  return {
    status: res.status,
    html,
    titles: [...headHtml.matchAll(/<title>(.*?)<\/title>/g)].map((m) => decode(m[1]!)),
    meta,
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(headHtml)?.[1],
    jsonLd,
    ofType: (type: string) => jsonLd.filter((data) => data['@type'] === type),
  }
}

describe('the head of the drawn pages: title, description, canonical, Open Graph, JSON-LD', () => {
  it('a product: its name, price and PIX price, picture, Product with Offer and breadcrumbs', async () => {
    const product = await seedProduct(t.database.db, {
      name: 'Capa de Volante "Premium" <couro>',
      description: 'Capa costurada à mão. '.repeat(12),
      priceCents: 18990,
      stock: 3,
      category: 'Volantes',
      image: '/demo/capa.svg',
    })
    const page = await head(`/product/${product.id}`)
    const url = `${SITE}/product/${product.id}`

    expect(page.status).toBe(200)
    expect(page.titles).toEqual(['Capa de Volante "Premium" <couro> | Oficina & Couro'])
    const description = page.meta('description') as string
    expect(description.startsWith('R$\u00a0189,90 (R$\u00a0170,91 no PIX) · Capa costurada')).toBe(
      true,
    )
    expect(description.length).toBeLessThanOrEqual(160)
    expect(page.canonical).toBe(url)
    expect(page.meta('og:title')).toBe(product.name)
    expect(page.meta('og:type')).toBe('product')
    expect(page.meta('og:url')).toBe(url)
    expect(page.meta('og:image')).toBe(`${SITE}/demo/capa.svg`)
    expect(page.meta('og:site_name')).toBe('Oficina & Couro')
    expect(page.meta('og:locale')).toBe('pt_BR')
    expect(page.meta('product:price:amount')).toBe('189.90')
    expect(page.meta('product:price:currency')).toBe('BRL')
    expect(page.meta('robots')).toBeUndefined()
    // The raw text never ends an attribute or an element.
    expect(page.html).not.toContain('<couro>')

    const [data] = page.ofType('Product')
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      name: product.name,
      description: product.description,
      image: [`${SITE}/demo/capa.svg`],
      sku: product.id,
      url,
      category: 'Volantes',
      offers: {
        '@type': 'Offer',
        priceCurrency: 'BRL',
        price: '189.90',
        availability: 'https://schema.org/InStock',
        url,
      },
    })
    expect(page.ofType('BreadcrumbList')[0]).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Loja', item: `${SITE}/` },
        { position: 2, name: 'Volantes', item: `${SITE}/?categoria=Volantes` },
        { position: 3, name: product.name, item: url },
      ],
    })
  })

  it('a product out of stock: its Offer says OutOfStock', async () => {
    const product = await seedProduct(t.database.db, { name: 'Manopla', stock: 0 })
    const page = await head(`/product/${product.id}`)
    expect(page.ofType('Product')[0]).toMatchObject({
      offers: { availability: 'https://schema.org/OutOfStock' },
    })
    expect(page.meta('description')).toMatch(
      /^R\$\u00a0150,00 \(R\$\u00a0135,00 no PIX\) · Fora de estoque · /,
    )
  })

  it('a shop that does not take PIX says the card price alone', async () => {
    const shop = await createRenderedShop({}, { PUBLIC_URL: SITE, SHOP_NAME: 'Sem PIX' })
    try {
      const product = await seedProduct(shop.database.db, { name: 'Chaveiro', stock: 2 })
      const html = await (await shop.app.request(`/product/${product.id}`)).text()
      expect(html).toContain(
        '<meta name="description" content="R$\u00a0150,00 · Tapete bordado à mão"',
      )
      expect(html).not.toContain('no PIX')
    } finally {
      await shop.close()
    }
  })

  it('a made-to-order product: no price anywhere in the head, no Offer', async () => {
    const product = await seedProduct(t.database.db, {
      name: 'Tapete sob Medida',
      priceCents: 45000,
      isCustomOrder: true,
      image: 'https://cdn.exemplo.com/tapete.jpg',
    })
    const page = await head(`/product/${product.id}`)
    expect(page.meta('description')).toMatch(/^Produto sob encomenda · Tapete bordado/)
    expect(page.meta('og:image')).toBe('https://cdn.exemplo.com/tapete.jpg')
    expect(page.meta('product:price:amount')).toBeUndefined()
    const [data] = page.ofType('Product')
    expect(data).toMatchObject({ name: 'Tapete sob Medida', sku: product.id })
    expect(data).not.toHaveProperty('offers')
    const headHtml = page.html.slice(0, page.html.indexOf('</head>'))
    expect(headHtml).not.toMatch(/450[.,]00/)
  })

  it('a help page: its title, its questions as an FAQPage, breadcrumbs', async () => {
    await insertHelpPage(t.database.db, HELP_PAGE_INPUT)
    const page = await head(`/${HELP_PAGE_INPUT.slug}`)
    const url = `${SITE}/${HELP_PAGE_INPUT.slug}`
    expect(page.titles).toEqual(['Como trocar a manopla | Oficina & Couro'])
    expect(page.meta('description')).toBe(
      'Como trocar a manopla: Como soltar a manopla antiga? · Preciso de alguma ferramenta?',
    )
    expect(page.canonical).toBe(url)
    expect(page.meta('og:type')).toBe('website')
    expect(page.ofType('FAQPage')[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: HELP_PAGE_INPUT.questions.map((q, i) => {
        const video = `https://www.youtube.com/watch?v=${['dQw4w9WgXcQ', 'aB3_dE-fGh1'][i]}`
        return {
          '@type': 'Question',
          name: q.question,
          acceptedAnswer: {
            '@type': 'Answer',
            text: `Veja a resposta em vídeo: ${video}`,
            url: video,
          },
        }
      }),
    })
    expect(page.ofType('BreadcrumbList')[0]).toMatchObject({
      itemListElement: [
        { item: `${SITE}/` },
        { name: 'Central de Dúvidas', item: `${SITE}/duvidas` },
        { name: 'Como trocar a manopla', item: url },
      ],
    })
  })

  it('the store, the help centre and the downloads: their own titles and canonicals', async () => {
    expect((await head('/')).titles).toEqual([
      'Oficina & Couro — acessórios automotivos artesanais',
    ])
    expect((await head('/')).canonical).toBe(`${SITE}/`)
    expect((await head('/?utm_source=whatsapp')).canonical).toBe(`${SITE}/`)
    expect((await head('/duvidas')).titles).toEqual(['Central de Dúvidas | Oficina & Couro'])
    expect((await head('/duvidas')).canonical).toBe(`${SITE}/duvidas`)
    expect((await head('/baixar')).titles).toEqual(['Downloads | Oficina & Couro'])
  })

  it('a store search is kept out of search engines; a category is its own page', async () => {
    await seedProduct(t.database.db, { name: 'Tapete Liso', category: 'Tapetes', stock: 2 })
    const search = await head('/?q=tapete')
    expect(search.titles).toEqual(['Busca: tapete | Oficina & Couro'])
    expect(search.meta('robots')).toBe('noindex, follow')
    const category = await head('/?categoria=Tapetes')
    expect(category.titles).toEqual(['Tapetes | Oficina & Couro'])
    expect(category.canonical).toBe(`${SITE}/?categoria=Tapetes`)
    expect(category.meta('robots')).toBeUndefined()
  })

  it('an unknown page: 404, "not found" title, noindex and no canonical', async () => {
    const page = await head('/product/00000000-0000-4000-8000-000000000000')
    expect(page.status).toBe(404)
    expect(page.titles).toEqual(['Produto não encontrado | Oficina & Couro'])
    expect(page.meta('robots')).toBe('noindex, follow')
    expect(page.canonical).toBeUndefined()
    expect(page.jsonLd).toEqual([])
  })
})
