import type { ProductVariantView } from './product.ts'
import { offerData, productData, SCHEMA, type JsonLd } from './structured-data.ts'
import { nameWithVariant, optionKey } from './variants/variant-rules.ts'

/**
 * The search data of a product in variants (decision 053): a schema.org ProductGroup whose
 * `hasVariant` are its offered variants, each a Product with its own page (`?variante=<id>`),
 * SKU, option values and Offer. A product without options stays the one Product of
 * structured-data.ts.
 */

/** What a product page's head carries of its options and variants, as its answer lists them. */
export interface HeadVariants {
  /** Its options in order; none or empty: a product without options. */
  options?: readonly { name: string }[] | undefined
  variants?: readonly HeadVariant[] | undefined
}

export type HeadVariant = Pick<
  ProductVariantView,
  'id' | 'values' | 'label' | 'stock' | 'priceCents' | 'sku' | 'photo' | 'offered'
>

/** The schema.org properties an option can be; every other option is an `additionalProperty`. */
export type VariantProperty = 'size' | 'color'

/** An option's first word, folded (case and accents ignored), and what it makes the option. */
const PROPERTY_BY_WORD: ReadonlyMap<string, VariantProperty> = new Map([
  ['tamanho', 'size'],
  ['tamanhos', 'size'],
  ['tam', 'size'],
  ['cor', 'color'],
  ['cores', 'color'],
])

/**
 * The schema.org property an option is, by its name's first word whatever its case, accents or
 * punctuation: 'Tamanho', 'Tam.', 'Tamanho do aro' are `size`; 'Cor', 'Cores', 'Cor da costura'
 * `color`; anything else ('Modelo do carro', 'Veículo', 'Corte') none.
 */
export function optionProperty(name: string): VariantProperty | undefined {
  const first = optionKey(name)
    .split(/[^\p{L}\p{N}]+/u)
    .find((word) => word !== '')
  return first === undefined ? undefined : PROPERTY_BY_WORD.get(first)
}

/**
 * Each option's property, in option order: the first option of a property takes it, a second
 * one ('Cor' and 'Cor da costura') is told as an `additionalProperty`, so a variant has one size
 * and one colour.
 */
export function optionProperties(
  options: readonly { name: string }[],
): (VariantProperty | undefined)[] {
  const taken = new Set<VariantProperty>()
  return options.map(({ name }) => {
    const property = optionProperty(name)
    if (property === undefined || taken.has(property)) return undefined
    taken.add(property)
    return property
  })
}

/** A variant's page: the product's, with the variant chosen. */
export const variantUrl = (productUrl: string, variantId: string) =>
  `${productUrl}?variante=${encodeURIComponent(variantId)}`

/** A product as its page's search data needs it: productData's, with its options and variants. */
type SearchProduct = Omit<Parameters<typeof productData>[0], 'url' | 'images'> &
  HeadVariants & {
    /** Its cover, and its photos in order (the cover first) as the answer names them. */
    image: string
    photos?: readonly { url: string; photo?: string | null | undefined }[] | undefined
  }

type GroupProduct = SearchProduct & {
  /** The product's page, absolute (the group's one canonical address). */
  url: string
  /** Absolute addresses of its photos, the cover first. */
  images: readonly string[]
  options: readonly { name: string }[]
  variants: readonly HeadVariant[]
}

/**
 * A variant's photo as an address: one of the product's photos, named by its file's name or its
 * address; undefined for none, or one the product no longer has.
 */
function variantPhoto(product: GroupProduct, photo: string | null): string | undefined {
  if (photo === null) return undefined
  const own = product.photos?.find((p) => p.url === photo || (p.photo && p.photo === photo))
  if (own) return own.url
  return photo === product.image ? photo : undefined
}

function variantData(
  product: GroupProduct,
  variant: HeadVariant,
  properties: readonly (VariantProperty | undefined)[],
  shopName: string,
  at: (path: string) => string,
): JsonLd {
  const url = variantUrl(product.url, variant.id)
  const photo = variantPhoto(product, variant.photo)
  const named: Partial<Record<VariantProperty, string>> = {}
  const additional: JsonLd[] = []
  product.options.forEach((option, i) => {
    const value = variant.values[i]
    if (value === undefined) return
    const property = properties[i]
    if (property) named[property] = value
    else additional.push({ '@type': 'PropertyValue', name: option.name, value })
  })
  return {
    '@type': 'Product',
    name: nameWithVariant(product.name, variant.label),
    ...(variant.sku && { sku: variant.sku }),
    url,
    // The page shows the product's cover first for a variant without its own photo.
    image: photo ? at(photo) : product.images[0],
    ...named,
    ...(additional.length > 0 && { additionalProperty: additional }),
    // A made-to-order product's price is not shown in the store: no Offer, as its Product has none.
    ...(!product.isCustomOrder && {
      offers: offerData(
        { url, priceCents: variant.priceCents ?? product.priceCents, inStock: variant.stock > 0 },
        shopName,
      ),
    }),
  }
}

/**
 * The ProductGroup: what every variant shares (name, description, photos, category, brand) once,
 * and no `sku` nor `offers` of its own (schema.org lets a group's properties stand for each of its
 * variants', and the group itself is not sold). Variants not offered are left out.
 */
export function productGroupData(
  product: GroupProduct,
  shopName: string,
  at: (path: string) => string,
): JsonLd {
  const properties = optionProperties(product.options)
  return {
    '@context': SCHEMA,
    '@type': 'ProductGroup',
    name: product.name,
    description: product.description,
    image: product.images,
    url: product.url,
    ...(product.category && { category: product.category }),
    brand: { '@type': 'Brand', name: shopName },
    productGroupID: product.id,
    variesBy: properties.flatMap((p) => (p ? [`${SCHEMA}/${p}`] : [])),
    hasVariant: product.variants
      .filter((v) => v.offered)
      .map((v) => variantData(product, v, properties, shopName, at)),
  }
}

/**
 * A product page's search data: the ProductGroup of a product in options, else the one Product
 * it always was (the same JSON-LD as before variants). `url` is its page, absolute.
 */
export function productSearchData(
  product: SearchProduct,
  url: string,
  shopName: string,
  at: (path: string) => string,
): JsonLd {
  // Every photo, the cover first (each upload at its widest variant).
  const { photos } = product
  const images = (photos && photos.length > 0 ? photos.map((p) => p.url) : [product.image]).map(at)
  const { options, variants } = product
  if (!options || options.length === 0 || !variants) {
    return productData({ ...product, url, images }, shopName)
  }
  return productGroupData({ ...product, url, images, options, variants }, shopName, at)
}
