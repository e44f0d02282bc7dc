import { sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { rawRows } from '#server/db/raw-rows.ts'

/**
 * Tables a refused request may legitimately write, left out of the fingerprint:
 * - rate_limits: every login, register, password-reset and lead attempt is counted as it is let
 *   through, before its outcome is known (a bad request after the limit check counted there).
 */
export const UNFINGERPRINTED_TABLES = ['rate_limits'] as const

/**
 * Every other table in the public schema, each with how one of its rows is read as text. sessions
 * leaves out expires_at: resolving a cookie slides it (sessions.ts, after a tenth of the
 * lifetime), on any request, refused or not. The test checks this list covers the whole schema.
 */
const ROW_TEXT: Record<string, string> = {
  users: 'r::text',
  sessions: 'row(r.token_hash, r.user_id, r.persistent, r.created_at)::text',
  password_reset_tokens: 'r::text',
  access_links: 'r::text',
  user_addresses: 'r::text',
  products: 'r::text',
  product_options: 'r::text',
  product_option_values: 'r::text',
  product_variants: 'r::text',
  catalog_words: 'r::text',
  stock_movements: 'r::text',
  product_leads: 'r::text',
  help_pages: 'r::text',
  downloads: 'r::text',
  orders: 'r::text',
  order_items: 'r::text',
  order_status_changes: 'r::text',
  order_notifications: 'r::text',
  order_payment_refusals: 'r::text',
  order_refunds: 'r::text',
  shipping_addresses: 'r::text',
  custom_products: 'r::text',
  photos: 'r::text',
  product_photos: 'r::text',
  custom_product_photos: 'r::text',
  email_outbox: 'r::text',
  server_secrets: 'r::text',
  shop_settings: 'r::text',
  policy_versions: 'r::text',
  freight_rule_versions: 'r::text',
  shop_settings_changes: 'r::text',
  user_role_changes: 'r::text',
}

export const FINGERPRINTED_TABLES = Object.keys(ROW_TEXT)

/**
 * One query: per table, its row count and an md5 of its rows in a fixed order. Scalar subqueries
 * rather than a UNION: about twice as fast on PGlite, and it runs once per hostile request.
 * Only the constant names above go into the text.
 */
const FINGERPRINT = sql.raw(
  `select ${Object.entries(ROW_TEXT)
    .map(
      ([table, row]) =>
        `'${table}:' || (select count(*) || ':' || md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) from ${table} r)`,
    )
    .join(` || ' ' || `)} as fingerprint`,
)

export async function databaseFingerprint(db: Db): Promise<string> {
  const [row] = await rawRows<{ fingerprint: string }>(db, FINGERPRINT)
  return row?.fingerprint ?? ''
}

/** The public schema's tables, to prove the fingerprint misses none. */
export async function publicTables(db: Db): Promise<string[]> {
  const rows = await rawRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )
  return rows.map((r) => r.table_name)
}

/** Test-only: a refused request must reach validation, not the attempt counters. */
export async function clearRateLimits(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limits`)
}
