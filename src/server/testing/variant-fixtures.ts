import { eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { productOptionValues, productOptions, productVariants } from '#server/db/schema/variants.ts'
import { putBackUnits, takeUnits } from '#server/modules/inventory/stock-ledger-repository.ts'

export interface VariantSpec {
  value: string
  stock: number
  priceCents?: number | null
  offered?: boolean
}

/**
 * Gives a product without options one option (`name`) with these values, one variant each, as the
 * owner's save will (decision 053): the product's one variant becomes the first value's, keeping
 * its id and history; each variant's stock is set through the books. The variants' ids, in order.
 */
export async function giveOption(
  db: Db,
  productId: string,
  name: string,
  values: readonly VariantSpec[],
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [option] = await tx
      .insert(productOptions)
      .values({ productId, position: 0, name })
      .returning()
    const rows = await tx
      .insert(productOptionValues)
      .values(values.map((v, position) => ({ optionId: option!.id, position, value: v.value })))
      .returning()
    const ids: string[] = []
    for (const [position, spec] of values.entries()) {
      const valueIds = [rows[position]!.id]
      const fields = {
        position,
        valueIds,
        label: spec.value,
        priceCents: spec.priceCents ?? null,
        offered: spec.offered ?? true,
      }
      let id: string
      if (position === 0) {
        await tx.update(productVariants).set(fields).where(eq(productVariants.id, productId))
        id = productId
      } else {
        const [made] = await tx
          .insert(productVariants)
          .values({ ...fields, productId })
          .returning()
        id = made!.id
      }
      const [current] = await tx
        .select({ stock: productVariants.stock })
        .from(productVariants)
        .where(eq(productVariants.id, id))
      const change = spec.stock - current!.stock
      const movement = { productId, variantId: id, quantity: change, adminId: null }
      if (change > 0) await putBackUnits(tx, { ...movement, reason: 'restock' })
      if (change < 0 && !(await takeUnits(tx, { ...movement, reason: 'adjustment' }))) {
        throw new Error(`variant ${id} has less than ${-change} units`)
      }
      ids.push(id)
    }
    return ids
  })
}
