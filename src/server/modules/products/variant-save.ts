import { randomUUID } from 'node:crypto'
import { conflict, invalidField } from '#domain/errors.ts'
import {
  MAX_INT,
  PRODUCT_FORM_MESSAGES,
  stockBelowZeroMessage,
} from '#domain/schemas/product-form.ts'
import {
  madeToOrderStockIndexes,
  type ProductVariantsSave,
} from '#domain/schemas/product-variants.ts'
import { VARIANT_MESSAGES as M } from '#domain/variants/variant-messages.ts'
import { optionKey, repeatedIndexes, skuKey, variantLabel } from '#domain/variants/variant-rules.ts'
import type { Db } from '#server/db/client.ts'
import { putBackUnits, takeUnits } from '#server/modules/inventory/stock-ledger-repository.ts'
import { readPhotoLists } from '#server/modules/photos/photo-list-repository.ts'
import { lockCatalogProduct, type ProductRow } from './product-repository.ts'
import { markVariantsSaved } from './store-card-repository.ts'
import {
  clearVariantKeys,
  deleteVariants,
  insertVariant,
  readOptions,
  removeVariant,
  replaceOptions,
  skusOfOtherProducts,
  updateVariant,
  variantsToSave,
  variantsNamed,
  type VariantRow,
} from './variant-repository.ts'

const notOfProduct = (field: string) => invalidField('variant-unknown', M.notOfProduct, field)

/**
 * PUT /api/admin/products/{id}/variants (decision 053), in ONE transaction with the product's row
 * locked (every writer of its variants holds it): refused with nothing written when the form is
 * stale (409), an id is not the product's, a made-to-order variant has stock, a photo is not the
 * product's or a SKU is another product's. Options and values are written again keeping their
 * ids; a variant keeps its row (and its history) when named by id, or when it is the same
 * combination of kept values; the product's first variant becomes its first combination when it
 * is given options. A variant left out is removed: its stock taken off the shelf by a movement,
 * then deleted if nothing names it, else kept out of sight, never offered. Stock moves through
 * the books only. Undefined when there is no such catalog product.
 */
export async function saveVariants(
  db: Db,
  productId: string,
  input: ProductVariantsSave,
  /** The owner saving; null for the demo catalog's seed. */
  adminId: string | null,
): Promise<ProductRow | undefined> {
  return db.transaction(async (tx) => {
    const product = await lockCatalogProduct(tx, productId)
    if (!product) return undefined
    if (product.version !== input.version) {
      throw conflict('variants-changed', M.changedWhileEditing)
    }
    const current = (await readOptions(tx, [productId])).get(productId) ?? []
    const rows = await variantsToSave(tx, productId)
    const options = keptOptionIds(input, current)
    const plan = claimRows(input, rows, options, productId, current.length)
    await refuseForeignFacts(tx, product, input)
    const stock = stockChanges(input, plan, product.name)

    await replaceOptions(tx, productId, options)
    await clearVariantKeys(tx, productId)
    const kept = new Set(plan.flatMap((p) => (p.row ? [p.row.id] : [])))
    const left = rows.filter((row) => !kept.has(row.id) && row.removedAt === null)
    for (const row of left) {
      if (row.stock > 0) {
        const movement = { productId, variantId: row.id, quantity: -row.stock, adminId }
        await takeUnits(tx, { ...movement, reason: 'adjustment' })
      }
    }
    const named = await variantsNamed(
      tx,
      productId,
      left.map((row) => row.id),
    )
    for (const row of left) if (named.has(row.id)) await removeVariant(tx, row.id)
    await deleteVariants(
      tx,
      left.filter((row) => !named.has(row.id)).map((row) => row.id),
    )
    for (const [k, variant] of input.variants.entries()) {
      const fields = {
        position: k,
        valueIds: plan[k]!.valueIds,
        label: variantLabel(variant.values),
        priceCents: variant.priceCents,
        sku: variant.sku,
        photo: variant.photo,
        offered: variant.offered,
      }
      const row = plan[k]!.row
      const variantId = row ? row.id : await insertVariant(tx, productId, fields)
      if (row) await updateVariant(tx, row.id, fields)
      const change = stock[k]!
      const movement = { productId, variantId, quantity: change, adminId }
      if (change < 0) await takeUnits(tx, { ...movement, reason: 'adjustment' })
      if (change > 0) {
        await putBackUnits(tx, { ...movement, reason: row ? 'restock' : 'opening_balance' })
      }
    }
    return markVariantsSaved(tx, productId)
  })
}

type SavedOption = { id: string; name: string; values: { id: string; value: string }[] }

/** The options to write: the ids given (each the product's, once), new ones for the rest. */
function keptOptionIds(
  input: ProductVariantsSave,
  current: readonly { id: string; values: readonly { id: string }[] }[],
): SavedOption[] {
  const optionIds = new Map(current.map((o) => [o.id, new Set(o.values.map((v) => v.id))]))
  for (const i of repeatedIndexes(input.options, (o) => o.id ?? randomUUID())) {
    throw notOfProduct(`options.${i}.id`)
  }
  return input.options.map((option, i) => {
    const values = option.id ? optionIds.get(option.id) : new Set<string>()
    if (!values) throw notOfProduct(`options.${i}.id`)
    for (const j of repeatedIndexes(option.values, (v) => v.id ?? randomUUID())) {
      throw notOfProduct(`options.${i}.values.${j}.id`)
    }
    return {
      id: option.id ?? randomUUID(),
      name: option.name,
      values: option.values.map((v, j) => {
        if (v.id && !values.has(v.id)) throw notOfProduct(`options.${i}.values.${j}.id`)
        return { id: v.id ?? randomUUID(), value: v.value }
      }),
    }
  })
}

interface Claim {
  /** The row it is saved into; none for a new variant. */
  row: VariantRow | undefined
  valueIds: string[]
  /** Whether `stockLoaded` speaks of this row (the form loaded it). */
  loaded: boolean
}

/** Which row each variant of the save is (see saveVariants), and its values' ids. */
function claimRows(
  input: ProductVariantsSave,
  rows: readonly VariantRow[],
  options: readonly SavedOption[],
  productId: string,
  optionsBefore: number,
): Claim[] {
  const byId = new Map(rows.map((row) => [row.id, row]))
  const taken = new Set<string>()
  for (const k of repeatedIndexes(input.variants, (v) => v.id ?? randomUUID())) {
    throw notOfProduct(`variants.${k}.id`)
  }
  const claims = input.variants.map((variant, k): Claim => {
    const valueIds = variant.values.map(
      (value, i) => options[i]!.values.find((v) => optionKey(v.value) === optionKey(value))!.id,
    )
    // Without options the one variant is the product's own row, whatever the form held.
    if (options.length === 0) return { row: byId.get(productId), valueIds, loaded: false }
    if (variant.id === undefined) return { row: undefined, valueIds, loaded: false }
    const row = byId.get(variant.id)
    if (!row) throw notOfProduct(`variants.${k}.id`)
    taken.add(row.id)
    return { row, valueIds, loaded: true }
  })
  if (options.length === 0) return claims
  const free = rows.filter((row) => !taken.has(row.id))
  const sameValues = (row: VariantRow, ids: readonly string[]) =>
    row.valueIds.length === ids.length && row.valueIds.every((id, i) => id === ids[i])
  return claims.map((claim) => {
    if (claim.row) return claim
    // The same combination of kept values: the variant it was, with its stock and history; the
    // product's one variant, when it is first given options, is its first combination.
    const at = free.findIndex(
      (row) =>
        sameValues(row, claim.valueIds) || (optionsBefore === 0 && row.valueIds.length === 0),
    )
    if (at < 0) return claim
    const [row] = free.splice(at, 1)
    return { ...claim, row }
  })
}

/** Refuses a made-to-order variant's stock, a photo not the product's, another product's SKU. */
async function refuseForeignFacts(tx: Db, product: ProductRow, input: ProductVariantsSave) {
  if (product.isCustomOrder) {
    const [k] = madeToOrderStockIndexes(input.variants)
    if (k !== undefined)
      throw invalidField('made-to-order-stock', M.madeToOrderStock, `variants.${k}.stock`)
  }
  const photos = (await readPhotoLists(tx, 'product', [product.id])).get(product.id) ?? []
  const own = new Set([
    product.image,
    ...photos.flatMap((p) => (p.photo ? [p.photo, p.url] : [p.url])),
  ])
  input.variants.forEach((variant, k) => {
    if (variant.photo !== null && !own.has(variant.photo)) {
      throw invalidField('variant-photo', M.photoNotOfProduct, `variants.${k}.photo`)
    }
  })
  const skus = input.variants.map((v) => (v.sku === null ? null : skuKey(v.sku)))
  const taken = await skusOfOtherProducts(
    tx,
    product.id,
    skus.filter((sku) => sku !== null),
  )
  const k = skus.findIndex((sku) => sku !== null && taken.has(sku))
  if (k >= 0) throw invalidField('sku-taken', M.skuTaken, `variants.${k}.sku`)
}

/**
 * Each variant's change of stock: from what the form loaded to what it typed, applied to the stock
 * as it is now; a new variant's opening stock. Refused when it would go below zero or past the max.
 */
function stockChanges(input: ProductVariantsSave, plan: readonly Claim[], name: string): number[] {
  return input.variants.map((variant, k) => {
    const { row, loaded } = plan[k]!
    const now = row?.stock ?? 0
    if (variant.stock === undefined) return 0
    const change =
      loaded && variant.stockLoaded !== undefined
        ? variant.stock - variant.stockLoaded
        : variant.stock - now
    if (now + change < 0) {
      throw invalidField(
        'stock-below-zero',
        stockBelowZeroMessage(name, now),
        `variants.${k}.stock`,
      )
    }
    if (now + change > MAX_INT) {
      throw invalidField(
        'stock-too-large',
        PRODUCT_FORM_MESSAGES.stockTooLarge,
        `variants.${k}.stock`,
      )
    }
    return change
  })
}
