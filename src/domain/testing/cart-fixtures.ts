import type { CartLine, CartProduct } from '#domain/cart.ts'

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
