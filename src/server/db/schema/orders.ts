import type { PolicyVersions } from '#domain/policies.ts'
import { sql, type SQL } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { digitsSql, foldSql } from '#server/db/search-text.ts'
import { addressColumns } from './address-columns.ts'
import { ORDER_STATUSES, PAYMENT_METHODS, STATUS_ACTORS } from '#domain/orders/order-status.ts'
import { UNITS_STATES } from '#domain/orders/order-units.ts'
import { users } from './accounts.ts'
import { products } from './catalog.ts'
import { productVariants } from './variants.ts'
import { photoNameSql, photos } from './photos.ts'

export const orderStatus = pgEnum('order_status', ORDER_STATUSES)
export const unitsState = pgEnum('units_state', UNITS_STATES)
export const statusActor = pgEnum('status_actor', STATUS_ACTORS)
export const paymentMethod = pgEnum('payment_method', PAYMENT_METHODS)

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // A deleted customer's orders stay for the books; the shipping address keeps their name.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: orderStatus('status').notNull().default('pendente'),
    /** Regular products plus custom projects, before any discount. */
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    shippingCostCents: integer('shipping_cost_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    paymentMethod: paymentMethod('payment_method').notNull(),
    paymentStatus: text('payment_status').notNull().default('pendente'),
    pixCode: text('pix_code'),
    /**
     * The order's dynamic PIX charge (#domain/orders/pix-charge.ts): creating, live, failed or expired;
     * null for a static BR Code (or a card order). Its payment id is pix_payment_id.
     */
    pixCharge: text('pix_charge'),
    /**
     * The live PIX charge's own payment id (decision 027): what the reconciliation job asks about. A
     * payment reported for the order but not applied (another amount) never replaces it.
     */
    pixPaymentId: text('pix_payment_id'),
    /** Attempts at a charge so far: attempt N's idempotency key is pix-<order id>-N. */
    pixAttempt: integer('pix_attempt').notNull().default(0),
    /** When the live charge stops being payable, as the provider set it. */
    pixExpiresAt: timestamp('pix_expires_at', { withTimezone: true }),
    /** When the reconciliation job last asked the provider about this order's payment. */
    paymentCheckedAt: timestamp('payment_checked_at', { withTimezone: true }),
    mercadoPagoPreferenceId: text('mercadopago_preference_id'),
    /**
     * Card orders (decision 027): when the current preference stops taking payments (its `expires`
     * and `expiration_date_to`), set with it; the job cancels the order unpaid after it. Null for
     * orders placed before card orders expired: they never do.
     */
    cardExpiresAt: timestamp('card_expires_at', { withTimezone: true }),
    /** When Mercado Pago accepted expiring the preference early (the owner cancelled first). */
    preferenceExpiredAt: timestamp('preference_expired_at', { withTimezone: true }),
    /** The last payment reported for the order, applied or not. */
    mercadoPagoPaymentId: text('mercadopago_payment_id'),
    trackingCode: text('tracking_code'),
    lastTrackingUpdate: timestamp('last_tracking_update', { withTimezone: true }),
    shippingDate: timestamp('shipping_date', { withTimezone: true }),
    /** Money arrived for this cancelled order and its units could not be taken again: refund it. */
    refundDueAt: timestamp('refund_due_at', { withTimezone: true }),
    /** The checkout attempt that placed it (per customer): a repeated POST returns this order. */
    idempotencyKey: text('idempotency_key'),
    /** A hash of that attempt's body: the same key with another body is refused. */
    requestHash: text('request_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The policies in force when the order was placed (decision 038): the terms of sale, returns and
     * privacy versions the buyer was shown at checkout. Null on orders placed before.
     */
    policyVersions: jsonb('policy_versions').$type<PolicyVersions>(),
    /** The customer's 'Desistir da compra' (decision 039): when, before or after shipping, and why. */
    withdrawalRequestedAt: timestamp('withdrawal_requested_at', { withTimezone: true }),
    withdrawalMode: text('withdrawal_mode', { enum: ['cancel', 'return'] }),
    withdrawalReason: text('withdrawal_reason'),
    /** 'Produção iniciada': the custom piece is being made; no withdrawal by the site after it. */
    productionStartedAt: timestamp('production_started_at', { withTimezone: true }),
    /** 'Produto devolvido': the parcel came back and its stock units are on the shelf again. */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (t) => [
    check('orders_total_cents_non_negative', sql`${t.totalCents} >= 0`),
    check(
      'orders_pix_charge',
      sql`${t.pixCharge} is null or ${t.pixCharge} in ('creating', 'live', 'failed', 'expired')`,
    ),
    // The reconciliation job's list: orders with a charge being made or payable (a few at most).
    index('orders_open_pix_charge_idx')
      .on(t.pixExpiresAt)
      .where(sql`${t.pixCharge} in ('creating', 'live')`),
    // ...and card payments still under review (a webhook lost would leave them so).
    index('orders_card_in_progress_idx')
      .on(t.id)
      .where(
        sql`${t.paymentMethod} = 'mercadopago' and ${t.paymentStatus} in ('pending', 'in_process', 'authorized')`,
      ),
    // ...and card orders that may expire unpaid, or whose preference an owner's cancel must end.
    index('orders_open_card_idx')
      .on(t.cardExpiresAt)
      .where(
        sql`${t.paymentMethod} = 'mercadopago' and ${t.cardExpiresAt} is not null and ${t.preferenceExpiredAt} is null`,
      ),
    index('orders_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    // The owner's list (created_at desc, id desc), nulls first as an ORDER BY ... DESC has them: an
    // index kept 'nulls last' cannot serve it, and every page of 'Pedidos' sorted the whole table.
    // The same order after the status serves a filtered page, and the status counts.
    index('orders_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_status_created_at_idx').on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The owner finds an order by the start of its id as the panel shows it ('#3f2a9b1c'): a
    // prefix LIKE on the id as text, case-folded by the caller (uuids print in lower case).
    // text_pattern_ops lets LIKE 'abc%' use it whatever the database's collation.
    index('orders_id_prefix_idx').using('btree', sql`(${t.id}::text) text_pattern_ops`),
    uniqueIndex('orders_user_idempotency_key').on(t.userId, t.idempotencyKey),
    check(
      'orders_withdrawal_mode',
      sql`${t.withdrawalMode} is null or ${t.withdrawalMode} in ('cancel', 'return')`,
    ),
    // The owner's 'Desistência solicitada' filter and count: the few orders with a withdrawal.
    index('orders_withdrawal_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.withdrawalRequestedAt} is not null`),
  ],
)

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // NO ACTION (not RESTRICT, which raises 23001): deleting a sold product fails with 23503,
    // the code the admin screen turns into its explanation.
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'no action' }),
    /**
     * The variant bought (decision 053): never deleted while a line names it. Null on the lines
     * written before variants, which bought the product's one variant (its id is the product's).
     */
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'no action' }),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    // What the customer bought, as it was when bought.
    productName: text('product_name').notNull(),
    productImage: text('product_image').notNull(),
    /** The variant's label as bought ('38 cm / Vermelha'); '' for a product without options. */
    variantLabel: text('variant_label').notNull().default(''),
    /**
     * The uploaded photo that address names, if any (decision 035): the database derives it, and the
     * foreign key keeps the cleanup job from ever deleting a photo an order was sold with.
     */
    productPhoto: text('product_photo')
      .generatedAlwaysAs((): SQL => photoNameSql(sql`${orderItems.productImage}`))
      .references(() => photos.name, { onDelete: 'no action' }),
    /** Set when the line came from a custom project: the accepted terms, proof for the warranty. */
    termsAcceptance: jsonb('terms_acceptance').$type<{ acceptedAt: string; version: string }>(),
    /** Where the line's units are (#domain/orders/order-units.ts); only the stock ledger changes it. */
    unitsState: unitsState('units_state').notNull().default('held'),
  },
  (t) => [
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('order_items_unit_price_non_negative', sql`${t.unitPriceCents} >= 0`),
    index('order_items_order_id_idx').on(t.orderId),
    index('order_items_product_id_idx').on(t.productId),
    // What deleting a photo checks (the foreign key above); few lines name an uploaded photo.
    index('order_items_product_photo_idx')
      .on(t.productPhoto)
      .where(sql`${t.productPhoto} is not null`),
  ],
)

export const shippingAddresses = pgTable(
  'shipping_addresses',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ...addressColumns(),
    /** The name folded as a search is (decision 029: 'joao' finds 'João'); the database keeps it. */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs((): SQL => foldSql(sql`${shippingAddresses.name}`)),
    /** The WhatsApp number's digits (decision 030: '(11) 98765-4321' finds 11987654321). */
    whatsappDigits: text('whatsapp_digits')
      .notNull()
      .generatedAlwaysAs((): SQL => digitsSql(sql`${shippingAddresses.whatsapp}`)),
  },
  (t) => [
    // The owner's order search (LIKE '%word%' on the folded name it ships to), by pg_trgm.
    // Migration 0018 skips it where the extension is missing (see 0004): the search then scans.
    index('shipping_addresses_name_search_idx')
      .using('gin', t.searchName.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    // The same for its WhatsApp digits (LIKE '%digits%'); migration 0019, as 0018.
    index('shipping_addresses_whatsapp_search_idx')
      .using('gin', t.whatsappDigits.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
)
