import { sql } from 'drizzle-orm'
import { placedUnitsState } from '#domain/orders/order-units.ts'
import type { StockReading } from '#server/catalog-cache/stock-map.ts'
import { allColumns, decodeRow, preparedStatement } from '#server/db/prepared-statement.ts'
import { products } from '#server/db/schema/catalog.ts'
import { orders } from '#server/db/schema/orders.ts'
import { productVariants } from '#server/db/schema/variants.ts'
import type { Db } from '#server/db/client.ts'
import { queueEmailsStep } from '#server/mail/outbox.ts'
import { adminAddresses, isUnnamedAccount } from '#server/modules/accounts/user-repository.ts'
import { takeSaleUnitsSteps } from '#server/modules/inventory/stock-ledger-repository.ts'
import type { OrderRow } from '#server/modules/charges/payable-order-repository.ts'
import type { OrderToPlace } from './placed-order.ts'

// The checkout's statements (place-order.ts), each built once: on PostgreSQL, parsed and planned
// once per connection.

/** A value given at each run. */
const v = (name: string) => sql`${sql.placeholder(name)}`

export const checkoutProducts = preparedStatement<{ ids: string[] }>(
  'checkout_products',
  sql`select ${allColumns(products)} from products
    where id = any(${v('ids')}::uuid[]) and not made_for_client and not hidden`,
)

/**
 * The store's products among `ids`: a project made for one client cannot be bought again, nor a
 * product the owner hid from the store (decision 045).
 */
export async function findCheckoutProducts(db: Db, ids: string[]) {
  return (await checkoutProducts(db, { ids })).map((row) => decodeRow(products, row))
}

export const checkoutVariants = preparedStatement<{ ids: string[] }>(
  'checkout_variants',
  sql`select ${allColumns(productVariants)} from product_variants where id = any(${v('ids')}::uuid[])`,
)

/** The variants among `ids` (checked against their lines' products by the caller). */
export async function findCheckoutVariants(db: Db, ids: string[]) {
  return (await checkoutVariants(db, { ids })).map((row) => decodeRow(productVariants, row))
}

/** The statement's values (placeOrderValues builds them); see placeOrderStatement. */
export type PlacedOrderValues = {
  id: string
  userId: string
  status: OrderRow['status']
  paymentMethod: OrderRow['paymentMethod']
  subtotalCents: number
  discountCents: number
  shippingCostCents: number
  totalCents: number
  pixCode: string | null
  pixCharge: string | null
  pixAttempt: number
  idempotencyKey: string | null
  requestHash: string | null
  /** jsonb: the policies' versions in force (decision 038). */
  policyVersions: string
  /** The lines the shelf limits (made-to-order ones are not): each variant once, with its product. */
  saleVariantIds: string[]
  saleProductIds: string[]
  saleQuantities: number[]
  /** jsonb [{ product_id, variant_id, variant_label, quantity, unit_price_cents, product_name, product_image, terms_acceptance, units_state }] */
  items: string
  /** jsonb { name, whatsapp, cep, street, number, complement, neighborhood, city, state } */
  address: string
  /** The name typed in the address step, for an account that has none of its own (decision 015). */
  accountName: string
  /** jsonb: the outbox rows addressed here (outboxEmail), e.g. the customer's confirmation. */
  emails: string
  /** jsonb: the owners' 'novo pedido' (renderedForOutbox), to every admin account's address. */
  ownersEmail: string
  now: Date
}

const addressFields = sql`name text, whatsapp text, cep text, street text, number text,
  complement text, neighborhood text, city text, state text`
const addressColumns = sql`name, whatsapp, cep, street, number, complement, neighborhood, city, state`

/**
 * The whole sale in ONE statement (data-modifying WITH items run together, at once): the stock
 * taken (all lines or none, the stock books' steps), and only if it was, the order, its first
 * status, its items, its shipping address, the customer's saved address (written only when it
 * changed), the account's name (only when it has none of its own) and the emails. One round trip
 * whose row locks are held for no longer than the statement takes (or its transaction). No row
 * when a line was not in stock: nothing was written.
 */
export const placeOrderStatement = preparedStatement<PlacedOrderValues>(
  'place_order',
  sql`with ${takeSaleUnitsSteps({
    variantIds: v('saleVariantIds'),
    productIds: v('saleProductIds'),
    quantities: v('saleQuantities'),
    orderId: v('id'),
    now: v('now'),
  })},
  placed as (
    insert into orders (id, user_id, status, payment_method, subtotal_cents, discount_cents,
      shipping_cost_cents, total_cents, pix_code, pix_charge, pix_attempt, idempotency_key,
      request_hash, policy_versions)
    select ${v('id')}::uuid, ${v('userId')}::uuid, ${v('status')}::order_status,
      ${v('paymentMethod')}::payment_method, ${v('subtotalCents')}::integer,
      ${v('discountCents')}::integer, ${v('shippingCostCents')}::integer,
      ${v('totalCents')}::integer, ${v('pixCode')}::text, ${v('pixCharge')}::text,
      ${v('pixAttempt')}::integer, ${v('idempotencyKey')}::text, ${v('requestHash')}::text,
      ${v('policyVersions')}::jsonb
    where (select count(*) from sale_variants_taken) = (select count(*) from sale_lines)
    returning ${allColumns(orders)}
  ),
  placed_status as (
    insert into order_status_changes (order_id, from_status, to_status, actor)
    select id, null, status, 'customer' from placed
  ),
  placed_items as (
    insert into order_items (order_id, product_id, variant_id, variant_label, quantity,
      unit_price_cents, product_name, product_image, terms_acceptance, units_state)
    select placed.id, i.* from placed, jsonb_to_recordset(${v('items')}::jsonb) as i(
      product_id uuid, variant_id uuid, variant_label text, quantity integer, unit_price_cents integer, product_name text,
      product_image text, terms_acceptance jsonb, units_state units_state)
  ),
  placed_address as (
    insert into shipping_addresses (order_id, ${addressColumns})
    select placed.id, a.* from placed, jsonb_to_record(${v('address')}::jsonb) as a(${addressFields})
  ),
  saved_address as (
    insert into user_addresses (user_id, ${addressColumns}, updated_at)
    select placed.user_id, a.*, ${v('now')}::timestamptz
    from placed, jsonb_to_record(${v('address')}::jsonb) as a(${addressFields})
    on conflict (user_id) do update set (${addressColumns}, updated_at) = (
      excluded.name, excluded.whatsapp, excluded.cep, excluded.street, excluded.number,
      excluded.complement, excluded.neighborhood, excluded.city, excluded.state, excluded.updated_at)
    where (user_addresses.name, user_addresses.whatsapp, user_addresses.cep, user_addresses.street,
      user_addresses.number, user_addresses.complement, user_addresses.neighborhood,
      user_addresses.city, user_addresses.state)
      is distinct from (excluded.name, excluded.whatsapp, excluded.cep, excluded.street,
      excluded.number, excluded.complement, excluded.neighborhood, excluded.city, excluded.state)
  ),
  named as (
    update users set name = ${v('accountName')}::text from placed
    where users.id = placed.user_id and ${isUnnamedAccount}
  ),
  queued as (${queueEmailsStep({
    from: sql`placed`,
    emails: v('emails'),
    now: v('now'),
    alsoTo: { email: v('ownersEmail'), addresses: adminAddresses },
  })})
  select placed.*, (
    select coalesce(json_agg(json_build_object('id', t.id, 'stock', t.stock, 'version',
      t.stock_version)), '[]'::json)
    from (select id::text, stock, stock_version from sale_taken
      union all select 'variant:' || id, stock, stock_version from sale_variants_taken) t
  ) as sale_stock
  from placed`,
)

/**
 * The statement's values: the order's lines and address as the jsonb its SQL reads. Exported for
 * the checkout benchmark's plain-SQL limit (bench/checkout-sql.mjs), which sends exactly these.
 */
export function placeOrderValues(order: OrderToPlace): PlacedOrderValues {
  // Made-to-order products are made when ordered: stock never limits them.
  const sale = order.lines.filter((l) => !l.product.isCustomOrder)
  return {
    id: order.id,
    userId: order.userId,
    status: order.status,
    paymentMethod: order.paymentMethod,
    subtotalCents: order.price.subtotalCents,
    discountCents: order.price.discountCents,
    shippingCostCents: order.price.shippingCents,
    totalCents: order.price.totalCents,
    pixCode: order.pixCode,
    pixCharge: order.firstCharge ? 'creating' : null,
    pixAttempt: order.firstCharge ? 1 : 0,
    idempotencyKey: order.attempt?.key ?? null,
    requestHash: order.attempt?.requestHash ?? null,
    policyVersions: JSON.stringify(order.policyVersions),
    saleVariantIds: sale.map((l) => l.variant.id),
    saleProductIds: sale.map((l) => l.product.id),
    saleQuantities: sale.map((l) => l.quantity),
    items: JSON.stringify(
      order.lines.map((l) => ({
        product_id: l.product.id,
        variant_id: l.variant.id,
        variant_label: l.variant.label,
        quantity: l.quantity,
        unit_price_cents: l.unitPriceCents,
        product_name: l.product.name,
        product_image: l.product.image,
        terms_acceptance: l.termsAcceptance ?? null,
        units_state: placedUnitsState(l.product.isCustomOrder),
      })),
    ),
    address: JSON.stringify(order.shipTo),
    accountName: order.accountName,
    emails: JSON.stringify(order.emails),
    ownersEmail: JSON.stringify(order.ownersEmail),
    now: order.now,
  }
}

/**
 * Writes the sale (placeOrderStatement): the order as placed and each product's stock as the sale
 * left it (for the catalog cache), or undefined when a line was not in stock and nothing was written.
 */
export async function insertPlacedOrder(
  db: Db,
  order: OrderToPlace,
): Promise<{ order: OrderRow; stock: StockReading[] } | undefined> {
  const [row] = await placeOrderStatement(db, placeOrderValues(order))
  if (!row) return undefined
  return { order: decodeRow(orders, row), stock: row.sale_stock as StockReading[] }
}
