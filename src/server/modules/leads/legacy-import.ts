import { invalid } from '#domain/errors.ts'
import { describeEntry, parseNotifyList } from '#domain/legacy-lead.ts'
import type { Db } from '#server/db/client.ts'
import { existingProductIds, insertLegacyLeads } from './legacy-lead-repository.ts'

/** One legacy entry left out, with why (pt-BR). */
interface LegacyImportSkip {
  productId: string
  entry: string
  reason: string
}

export interface LegacyImportReport {
  /** Leads added to product_leads. */
  loaded: number
  /** Valid entries whose product already had a lead for that number (kept as it was). */
  alreadyPresent: number
  skipped: LegacyImportSkip[]
}

export const LEGACY_IMPORT_REASONS = {
  unknownProduct: 'Produto não encontrado na loja',
  badProductId: 'Produto sem id válido',
  badList: 'whatsapp_notify_list não é uma lista de textos',
  notRow: 'Linha não é um objeto',
} as const

const LIST_KEYS = ['whatsapp_notify_list', 'whatsappNotifyList'] as const
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

type Row = Record<string, unknown>
const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The rows of an export of the old products table: a plain array (PostgREST, `json_agg`), or one
 * inside `{ "products": [...] }` or supabase-js's `{ "data": [...] }`. Anything else is refused,
 * and so is a list in which no row has the notify-list column: it is some other table.
 */
export function readLegacyExport(json: unknown): unknown[] {
  const rows = Array.isArray(json)
    ? json
    : isRow(json) && Array.isArray(json.products)
      ? json.products
      : isRow(json) && Array.isArray(json.data)
        ? json.data
        : undefined
  if (!rows) {
    throw invalid(
      'legacy-export-shape',
      'Formato não reconhecido: esperada uma lista de produtos, { "products": [...] } ou { "data": [...] }.',
    )
  }
  if (rows.length > 0 && !rows.some((r) => isRow(r) && LIST_KEYS.some((k) => k in r))) {
    throw invalid(
      'legacy-export-columns',
      'Nenhum produto do arquivo tem a coluna whatsapp_notify_list (ou whatsappNotifyList): é a exportação da tabela products?',
    )
  }
  return rows
}

/** Every product's entries, by lower-case id (a product listed twice has its lists joined). */
function collectLists(rows: unknown[], skipped: LegacyImportSkip[]): Map<string, unknown[]> {
  const lists = new Map<string, unknown[]>()
  for (const row of rows) {
    if (!isRow(row)) {
      skipped.push({
        productId: '',
        entry: describeEntry(row),
        reason: LEGACY_IMPORT_REASONS.notRow,
      })
      continue
    }
    const { id } = row
    const productId =
      typeof id === 'string' || typeof id === 'number' ? String(id).trim().toLowerCase() : ''
    const list = row.whatsapp_notify_list ?? row.whatsappNotifyList
    if (list === undefined || list === null) continue
    if (!Array.isArray(list)) {
      skipped.push({ productId, entry: describeEntry(list), reason: LEGACY_IMPORT_REASONS.badList })
    } else if (!UUID.test(productId)) {
      for (const entry of list) {
        skipped.push({
          productId,
          entry: describeEntry(entry),
          reason: LEGACY_IMPORT_REASONS.badProductId,
        })
      }
    } else {
      lists.set(productId, [...(lists.get(productId) ?? []), ...list])
    }
  }
  return lists
}

/**
 * Loads the legacy notify entries of an export into product_leads, in one transaction. Entries of
 * products this shop does not have and unusable entries are skipped and reported; a number that
 * already has a lead for that product is left alone, so a second run adds nothing.
 */
export async function importLegacyLeads(db: Db, json: unknown): Promise<LegacyImportReport> {
  const skipped: LegacyImportSkip[] = []
  const lists = collectLists(readLegacyExport(json), skipped)
  return db.transaction(async (tx) => {
    const known = await existingProductIds(tx, [...lists.keys()])
    const rows = []
    for (const [productId, entries] of lists) {
      if (!known.has(productId)) {
        for (const entry of entries) {
          skipped.push({
            productId,
            entry: describeEntry(entry),
            reason: LEGACY_IMPORT_REASONS.unknownProduct,
          })
        }
        continue
      }
      const parsed = parseNotifyList(entries)
      for (const skip of parsed.skipped) skipped.push({ productId, ...skip })
      for (const lead of parsed.leads) rows.push({ productId, ...lead })
    }
    const loaded = await insertLegacyLeads(tx, rows)
    return { loaded, alreadyPresent: rows.length - loaded, skipped }
  })
}
