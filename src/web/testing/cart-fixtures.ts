import { cartTotal, toCartProduct, type CartLine } from '#domain/cart.ts'
import type { Product, ProductVariantView } from '#domain/product.ts'
import { variant } from '#domain/testing/cart-fixtures.ts'
import type { CartProductAnswer } from '#web/features/cart/cart-review.ts'
import { useCartStore } from '#web/lib/cart-store.ts'
import { makeProduct } from './render.tsx'

/**
 * Puts the lines in the cart as a previous visit would have left them, each of the product or of
 * the variant given.
 */
export function seedCart(
  lines: [product: Product, quantity: number, variant?: ProductVariantView][],
): CartLine[] {
  const items = lines.map(([product, quantity, chosen]) => ({
    product: toCartProduct(product, chosen),
    quantity,
  }))
  useCartStore.setState({ items, total: cartTotal(items) })
  return items
}

export const tapete = makeProduct({ name: 'Tapete de Couro', priceCents: 8990, stock: 5 })
export const volante = makeProduct({ name: 'Capa de Volante', priceCents: 15000, stock: 2 })
export const manopla = makeProduct({ name: 'Manopla de Câmbio', priceCents: 4500, stock: 10 })

/** A product as GET /api/products/:id answers it: without options, its one variant (decision 053). */
export function answer(
  product: Product,
  more: Partial<Pick<CartProductAnswer, 'options' | 'variants'>> = {},
): CartProductAnswer {
  const one = { id: product.id, values: [], label: '', stock: product.stock, priceCents: null }
  return {
    ...product,
    options: [],
    variants: [{ ...one, sku: null, photo: null, offered: true }],
    ...more,
  }
}

/**
 * 'Capa de Volante' in two colours of one size: '38 cm / Vermelha' (2 in stock, the product's
 * price) and '38 cm / Preta' (3, at R$ 210,00).
 */
export function capaInColours(overrides: Partial<Product> = {}) {
  const product = makeProduct({
    name: 'Capa de Volante',
    priceCents: 15000,
    stock: 5,
    ...overrides,
  })
  const options = [
    { id: 'o-1', name: 'Tamanho', values: [{ id: 'ov-38', value: '38 cm' }] },
    {
      id: 'o-2',
      name: 'Cor',
      values: [
        { id: 'ov-verm', value: 'Vermelha' },
        { id: 'ov-preta', value: 'Preta' },
      ],
    },
  ]
  const red = variant({ id: `${product.id.slice(0, -2)}a1`, values: ['38 cm', 'Vermelha'] })
  const black = variant({
    id: `${product.id.slice(0, -2)}a2`,
    values: ['38 cm', 'Preta'],
    stock: 3,
    priceCents: 21000,
  })
  return { product, red, black, answer: answer(product, { options, variants: [red, black] }) }
}
