import { cartTotal, toCartProduct, type CartLine } from '#domain/cart.ts'
import type { Product } from '#domain/product.ts'
import { useCartStore } from '#web/lib/cart-store.ts'
import { makeProduct } from './render.tsx'

/** Puts the lines in the cart as a previous visit would have left them. */
export function seedCart(lines: [product: Product, quantity: number][]): CartLine[] {
  const items = lines.map(([product, quantity]) => ({ product: toCartProduct(product), quantity }))
  useCartStore.setState({ items, total: cartTotal(items) })
  return items
}

export const tapete = makeProduct({ name: 'Tapete de Couro', priceCents: 8990, stock: 5 })
export const volante = makeProduct({ name: 'Capa de Volante', priceCents: 15000, stock: 2 })
export const manopla = makeProduct({ name: 'Manopla de Câmbio', priceCents: 4500, stock: 10 })
