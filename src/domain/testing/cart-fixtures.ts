import type { CartLine, CartProduct } from '#domain/cart.ts'
import type { ProductVariantView } from '#domain/product.ts'

/** An in-stock, ready-made product; override what a test is about. */
export function product(overrides: Partial<CartProduct> = {}): CartProduct {
  return {
    id: 'p1',
    name: 'Capa de volante em couro',
    priceCents: 19990,
    image: '/img/capa.jpg',
    stock: 5,
    isCustomOrder: false,
    ...overrides,
  }
}

export function line(p: CartProduct, quantity: number): CartLine {
  return { product: p, quantity }
}

/** Freezes the array and every line so any mutation throws in strict mode. */
export function frozen(lines: CartLine[]): readonly CartLine[] {
  for (const l of lines) {
    Object.freeze(l.product)
    Object.freeze(l)
  }
  return Object.freeze(lines)
}

/** A variant as the product's answer lists it (decision 053): offered, at the product's price. */
export function variant(
  overrides: Partial<ProductVariantView> & Pick<ProductVariantView, 'id' | 'values'>,
): ProductVariantView {
  return {
    label: overrides.values.join(' / '),
    stock: 2,
    priceCents: null,
    sku: null,
    photo: null,
    offered: true,
    ...overrides,
  }
}
