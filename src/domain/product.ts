import type { Cents } from './money.ts'
import type { PhotoView } from './photos.ts'
import type { StockMovementReason } from './stock-ledger.ts'

/** A product as the API sends it. */
export interface Product {
  id: string
  name: string
  priceCents: Cents
  description: string
  shortDescription: string
  image: string
  category: string
  stock: number
  isCustomOrder: boolean
  videoUrl: string | null
  createdAt: string
  /** Its variants in short (the store's list carries no more of them). */
  variantSummary: VariantSummary
}

/** One of a product's options, its values in order (decision 053). */
export interface ProductOptionView {
  id: string
  name: string
  values: { id: string; value: string }[]
}

/** A variant as the product's answer lists it: what is chosen, priced and counted. */
export interface ProductVariantView {
  id: string
  /** Its values, one per option in option order, as the options spell them. */
  values: string[]
  /** '38 cm / Vermelha'; '' for a product's one variant. */
  label: string
  stock: number
  /** Its own price; null for the product's. */
  priceCents: Cents | null
  sku: string | null
  /** One of the product's photos (its file's name or address); null for the product's cover. */
  photo: string | null
  /** Off is 'Não oferecido'. */
  offered: boolean
}

/** What a store card shows of a product's variants, so 24 variants do not grow the store page. */
export interface VariantSummary {
  /** Its variants offered (1 for a product without options). */
  count: number
  /** The lowest price among them (the product's when none has its own). */
  lowestPriceCents: Cents
  /** Whether one of them has stock. */
  anyInStock: boolean
  /** It has options: the store's card leads to its page to choose ('Escolher opções'). */
  inOptions: boolean
  /** Its offered variants differ in price: the card says 'A partir de' the lowest. */
  priceVaries: boolean
}

/** One product as its own page and the product form read it: with its photos, the cover first. */
export interface ProductDetail extends Product {
  photos: PhotoView[]
  options: ProductOptionView[]
  variants: ProductVariantView[]
}

/** The admin's view: the version the product form sends back, so a stale save is refused. */
export interface AdminProduct extends Product {
  version: number
  /** 'Oculto da loja': the owner sees it, the store does not (the store's Product never has it). */
  hidden: boolean
}

export type AdminProductDetail = AdminProduct & ProductDetail

/** A row of the owner's 'Produtos' list. */
export interface AdminProductListItem extends AdminProduct {
  /**
   * How many variants its options make, offered or not (decision 053): what its stock is the sum
   * of; 0 for a product without options (it is its one variant).
   */
  variantCount: number
}

/** One row of a product's stock books, as 'Movimentações de estoque' shows it. */
export interface StockMovementView {
  id: string
  quantity: number
  reason: StockMovementReason
  orderId: string | null
  orderShortId: string | null
  adminName: string | null
  /** The variant it moved ('38 cm / Vermelha'); '' for a product without options. */
  variantLabel: string
  createdAt: string
}

export interface ProductPage {
  items: Product[]
  nextOffset: number | null
}

/** GET /api/products: also the cursor of the next page by keyset (`?after=`), null on the last. */
export interface CatalogPage<T extends Product = Product> extends ProductPage {
  items: T[]
  nextAfter: string | null
  /**
   * A search that found nothing as typed, answered for its words corrected (decision 050): what
   * was searched for instead ('volante' for 'volnte'), folded.
   */
  corrected?: string
}

type Availability = 'available' | 'out-of-stock' | 'made-to-order'

export function availability(product: Pick<Product, 'stock' | 'isCustomOrder'>): Availability {
  if (product.isCustomOrder) return 'made-to-order'
  return product.stock > 0 ? 'available' : 'out-of-stock'
}

export const MADE_TO_ORDER_LABEL = 'Produto sob encomenda'

/** The stock line under a product. */
export function stockLine(product: Pick<Product, 'stock' | 'isCustomOrder'>): string {
  switch (availability(product)) {
    case 'made-to-order':
      return MADE_TO_ORDER_LABEL
    case 'out-of-stock':
      return 'Fora de estoque'
    case 'available':
      return product.stock === 1 ? 'Última unidade em estoque' : `${product.stock} em estoque`
  }
}
