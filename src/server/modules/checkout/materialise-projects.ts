import { invalid } from '#domain/errors.ts'
import { CHECKOUT_MESSAGES } from '#domain/schemas/checkout.ts'
import type { Db } from '#server/db/client.ts'
import { insertProducts, type ProductRow } from '#server/modules/products/product-repository.ts'
import {
  deleteProjects,
  lockAcceptedProjects,
} from '#server/modules/projects/project-repository.ts'

/** One priced line of an order; `termsAcceptance` only on a line that came from a project. */
export interface OrderLine {
  product: ProductRow
  /** The variant bought: its id (the product's own for a product without options) and label. */
  variant: { id: string; label: string }
  quantity: number
  unitPriceCents: number
  termsAcceptance?: { acceptedAt: string; version: string }
}

/**
 * Turns the customer's accepted projects into made-to-order products (stock 1) for this order and
 * removes the project records. Runs inside the checkout's transaction, so a failed order keeps the
 * projects in the cart. Prices come from the project rows, never from the browser. Any id that is
 * not this customer's accepted project (deleted, another's, not accepted) refuses the whole order.
 */
export async function materialiseProjects(
  tx: Db,
  userId: string,
  projectIds: readonly string[],
  orderId: string,
): Promise<OrderLine[]> {
  const ids = [...new Set(projectIds)].sort()
  if (ids.length === 0) return []
  const lines: OrderLine[] = []
  for (const p of await lockAcceptedProjects(tx, userId, ids)) {
    if (!p.termsAcceptedAt || !p.termsVersion) continue
    // One insert per project (at most 20): each product is surely paired with its own project.
    const opening = { reason: 'project_materialised' as const, orderId }
    const [product] = await insertProducts(
      tx,
      [
        {
          name: p.name,
          priceCents: p.priceCents,
          description: p.description,
          image: p.image,
          category: p.category,
          stock: 1,
          isCustomOrder: true,
          madeForClient: true,
        },
      ],
      opening,
    )
    if (!product) throw new Error('insert into products returned no row')
    lines.push({
      product,
      variant: { id: product.id, label: '' },
      quantity: 1,
      unitPriceCents: p.priceCents,
      // The proof for the 90-day warranty: when, and which text, the customer agreed to.
      termsAcceptance: { acceptedAt: p.termsAcceptedAt.toISOString(), version: p.termsVersion },
    })
  }
  if (lines.length !== ids.length) {
    throw invalid('project-unavailable', CHECKOUT_MESSAGES.projectGone)
  }
  await deleteProjects(tx, ids)
  return lines
}
