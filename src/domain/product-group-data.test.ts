import { describe, expect, it } from 'vitest'
import { headTags } from './head-tags.ts'
import { headMeta, type HeadProduct } from './page-head.ts'
import type { HeadVariant } from './product-group-data.ts'

const SITE = { url: 'https://loja.exemplo.com.br', name: 'Oficina & Couro' }
const ID = '7d3b6c1e-0000-4000-8000-000000000000'
const PAGE = `${SITE.url}/product/${ID}`
const [RED, BLUE] = ['ab'.repeat(16), 'cd'.repeat(16)]

const base: HeadProduct = {
  id: ID,
  name: 'Capa de Volante',
  description: 'Couro legítimo, costura à mão.',
  image: `/media/${RED}-1280.webp`,
  category: 'Volantes',
  priceCents: 18990,
  stock: 5,
  isCustomOrder: false,
  photos: [
    { photo: RED, url: `/media/${RED}-1280.webp`, alt: 'Costura vermelha' },
    { photo: BLUE, url: `/media/${BLUE}-960.webp`, alt: 'Costura azul' },
    { photo: null, url: 'https://cdn.exemplo.com/lado.jpg', alt: 'De lado' },
  ],
}

const variant = (id: string, values: string[], more: Partial<HeadVariant> = {}): HeadVariant => ({
  id,
  values,
  label: values.join(' / '),
  stock: 2,
  priceCents: null,
  sku: null,
  photo: null,
  offered: true,
  ...more,
})

/** The product of the demo: two sizes, two stitching colours, one car model. */
const inVariants: HeadProduct = {
  ...base,
  options: [{ name: 'Tamanho' }, { name: 'Cor da costura' }, { name: 'Modelo do carro' }],
  variants: [
    variant(ID, ['37 cm', 'Vermelha', 'Onix'], { sku: 'CV-37-VM', photo: RED }),
    variant('v-38-vm', ['38 cm', 'Vermelha', 'Onix'], { stock: 0, priceCents: 19990 }),
    variant('v-37-az', ['37 cm', 'Azul', 'Onix'], { photo: `/media/${BLUE}-960.webp` }),
    variant('v-38-az', ['38 cm', 'Azul', 'Onix'], { offered: false, sku: 'CV-38-AZ' }),
  ],
}

/** The JSON-LD a crawler reads in the page's head: each block's text, parsed. */
function crawled(product: HeadProduct) {
  const html = headTags(headMeta({ kind: 'product', product, pixOffered: true }, SITE))
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)]
  const data = blocks.map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
  return {
    html,
    blocks: blocks.length,
    data,
    of: (type: string) => data.filter((d) => d['@type'] === type),
  }
}

const variantsOf = (group: Record<string, unknown>) => group.hasVariant as Record<string, unknown>[]

describe('the JSON-LD of a product in variants (decision 053)', () => {
  it('is one ProductGroup: the product once, its offered variants in hasVariant', () => {
    const page = crawled(inVariants)
    expect(page.of('Product')).toEqual([])
    expect(page.of('BreadcrumbList')).toHaveLength(1)
    const [group] = page.of('ProductGroup')
    expect(group).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ProductGroup',
      name: 'Capa de Volante',
      description: 'Couro legítimo, costura à mão.',
      image: [
        `${SITE.url}/media/${RED}-1280.webp`,
        `${SITE.url}/media/${BLUE}-960.webp`,
        'https://cdn.exemplo.com/lado.jpg',
      ],
      url: PAGE,
      category: 'Volantes',
      brand: { '@type': 'Brand', name: 'Oficina & Couro' },
      productGroupID: ID,
      variesBy: ['https://schema.org/size', 'https://schema.org/color'],
      hasVariant: expect.any(Array),
    })
    // The turned-off variant is not there, not even by its SKU.
    expect(variantsOf(group!).map((v) => v.url)).toEqual([
      `${PAGE}?variante=${ID}`,
      `${PAGE}?variante=v-38-vm`,
      `${PAGE}?variante=v-37-az`,
    ])
    expect(page.html).not.toContain('CV-38-AZ')
  })

  it('each variant: its name, SKU when it has one, page, photo, size, colour, car model, Offer', () => {
    const [first, second, third] = variantsOf(crawled(inVariants).of('ProductGroup')[0]!)
    const carModel = [{ '@type': 'PropertyValue', name: 'Modelo do carro', value: 'Onix' }]
    const offer = (url: string, price: string, availability: string) => ({
      '@type': 'Offer',
      url,
      priceCurrency: 'BRL',
      price,
      availability: `https://schema.org/${availability}`,
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: 'Oficina & Couro' },
    })
    expect(first).toEqual({
      '@type': 'Product',
      name: 'Capa de Volante — 37 cm / Vermelha / Onix',
      sku: 'CV-37-VM',
      url: `${PAGE}?variante=${ID}`,
      image: `${SITE.url}/media/${RED}-1280.webp`,
      size: '37 cm',
      color: 'Vermelha',
      additionalProperty: carModel,
      offers: offer(`${PAGE}?variante=${ID}`, '189.90', 'InStock'),
    })
    // Its own price, out of stock; no SKU and no photo of its own: the cover.
    expect(second).toEqual({
      '@type': 'Product',
      name: 'Capa de Volante — 38 cm / Vermelha / Onix',
      url: `${PAGE}?variante=v-38-vm`,
      image: `${SITE.url}/media/${RED}-1280.webp`,
      size: '38 cm',
      color: 'Vermelha',
      additionalProperty: carModel,
      offers: offer(`${PAGE}?variante=v-38-vm`, '199.90', 'OutOfStock'),
    })
    // A photo named by its address is found as well as one named by its file's name.
    expect(third).toMatchObject({ image: `${SITE.url}/media/${BLUE}-960.webp`, color: 'Azul' })
    expect(third).not.toHaveProperty('sku')
  })

  it('a car model alone: no variesBy, each variant its additionalProperty', () => {
    const product: HeadProduct = {
      ...base,
      options: [{ name: 'Veículo' }],
      variants: [variant(ID, ['Onix']), variant('v-hb20', ['HB20'])],
    }
    const [group] = crawled(product).of('ProductGroup')
    expect(group!.variesBy).toEqual([])
    expect(variantsOf(group!).map((v) => v.additionalProperty)).toEqual([
      [{ '@type': 'PropertyValue', name: 'Veículo', value: 'Onix' }],
      [{ '@type': 'PropertyValue', name: 'Veículo', value: 'HB20' }],
    ])
    expect(variantsOf(group!).every((v) => !('size' in v) && !('color' in v))).toBe(true)
  })

  it('made to order: the variants are told, with no price anywhere (the store shows none)', () => {
    const product: HeadProduct = { ...inVariants, isCustomOrder: true, stock: 0 }
    const [group] = crawled(product).of('ProductGroup')
    expect(variantsOf(group!)).toHaveLength(3)
    expect(JSON.stringify(group)).not.toContain('Offer')
    expect(group).not.toHaveProperty('offers')
  })

  it('a photo the product no longer has: the variant shows the cover', () => {
    const product = {
      ...inVariants,
      variants: [variant(ID, ['37 cm', 'Azul', 'Onix'], { photo: 'ef'.repeat(16) })],
    }
    expect(variantsOf(crawled(product).of('ProductGroup')[0]!)[0]!.image).toBe(
      `${SITE.url}/media/${RED}-1280.webp`,
    )
  })

  it("never lets an option's name, a value or a SKU end the element; a crawler reads them whole", () => {
    const hostile = '</script><script>alert(1)</script><!--'
    const product: HeadProduct = {
      ...base,
      options: [{ name: hostile }, { name: 'Cor' }],
      variants: [variant(ID, [hostile, `Azul ${hostile}`], { sku: hostile })],
    }
    const page = crawled(product)
    expect(page.html.match(/<\/script>/g)).toHaveLength(page.blocks)
    expect(page.html).not.toContain('<script>')
    expect(page.html).not.toContain('<!--')
    const [only] = variantsOf(page.of('ProductGroup')[0]!)
    expect(only).toMatchObject({
      sku: hostile,
      color: `Azul ${hostile}`,
      additionalProperty: [{ '@type': 'PropertyValue', name: hostile, value: hostile }],
    })
  })
})

describe('the JSON-LD of a product without options', () => {
  it("stays today's one Product, its id as SKU, with its Offer", () => {
    const before = crawled(base).data
    // As the product's answer has it now: no options, one variant whose id is the product's.
    const now: HeadProduct = { ...base, options: [], variants: [variant(ID, [], { stock: 5 })] }
    expect(crawled(now).data).toEqual(before)
    expect(crawled(now).of('ProductGroup')).toEqual([])
    expect(crawled(now).of('Product')[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Capa de Volante',
      description: 'Couro legítimo, costura à mão.',
      image: [
        `${SITE.url}/media/${RED}-1280.webp`,
        `${SITE.url}/media/${BLUE}-960.webp`,
        'https://cdn.exemplo.com/lado.jpg',
      ],
      sku: ID,
      url: PAGE,
      category: 'Volantes',
      brand: { '@type': 'Brand', name: 'Oficina & Couro' },
      offers: {
        '@type': 'Offer',
        url: PAGE,
        priceCurrency: 'BRL',
        price: '189.90',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: 'Oficina & Couro' },
      },
    })
  })
})
