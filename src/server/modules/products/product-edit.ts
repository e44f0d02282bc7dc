import { conflict, invalid } from '#domain/errors.ts'
import {
  MAX_INT,
  PRODUCT_FORM_MESSAGES,
  stockBelowZeroMessage,
  type ProductInput,
  type ProductUpdate,
} from '#domain/schemas/product-form.ts'
import type { Db } from '#server/db/client.ts'
import { VARIANT_MESSAGES } from '#domain/variants/variant-messages.ts'
import { putBackUnits, takeUnits } from '#server/modules/inventory/stock-ledger-repository.ts'
import { replacePhotoList, resolvePhotos } from '#server/modules/photos/photo-list-repository.ts'
import {
  insertProduct,
  lockCatalogProduct,
  updateProductFields,
  type ProductRow,
} from './product-repository.ts'
import { isOneVariant } from './variant-repository.ts'

/**
 * The owner's save of the product form, in ONE transaction with the product row locked: refused
 * (409, nothing written) when another save came in since the form loaded; the stock typed is
 * applied as a change from what the form loaded, through the ledger. Undefined when there is no
 * such catalog product.
 */
export async function editProduct(
  db: Db,
  id: string,
  input: ProductUpdate,
  adminId: string,
): Promise<ProductRow | undefined> {
  const { version, stockLoaded, stockReason, stock, photos, ...fields } = input
  return db.transaction(async (tx) => {
    const current = await lockCatalogProduct(tx, id)
    if (!current) return undefined
    if (current.version !== version) {
      throw conflict('product-changed', PRODUCT_FORM_MESSAGES.changedWhileEditing)
    }
    const { cover } = await resolvePhotos(tx, photos)
    const change = stock - stockLoaded
    // A product in variants counts its stock per variant (the variants' save moves it).
    if (change !== 0 && !(await isOneVariant(tx, id))) {
      throw invalid('stock-per-variant', VARIANT_MESSAGES.stockPerVariant)
    }
    if (change < 0) {
      const movement = { productId: id, quantity: change, reason: 'adjustment' as const, adminId }
      if (!(await takeUnits(tx, movement))) {
        throw conflict('stock-below-zero', stockBelowZeroMessage(current.name, current.stock))
      }
    } else if (current.stock + change > MAX_INT) {
      // The change is applied to the stock as it is now, which sales and others' saves moved.
      throw invalid('stock-too-large', PRODUCT_FORM_MESSAGES.stockTooLarge)
    } else if (change > 0) {
      const reason = stockReason ?? 'restock'
      await putBackUnits(tx, { productId: id, quantity: change, reason, adminId })
    }
    await replacePhotoList(tx, 'product', id, photos)
    return updateProductFields(tx, id, { ...fields, image: cover })
  })
}

/** The owner's new product with its photos, in one transaction (photos checked as on an edit). */
export async function addProduct(db: Db, input: ProductInput, adminId: string) {
  const { photos, ...fields } = input
  return db.transaction(async (tx) => {
    const { cover } = await resolvePhotos(tx, photos)
    const row = await insertProduct(tx, { ...fields, image: cover }, adminId)
    await replacePhotoList(tx, 'product', row.id, photos)
    return row
  })
}
