import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { SessionUser } from '#domain/account.ts'
import type { OrderStatus } from '#domain/orders/order-status.ts'
import type { UnitsState } from '#domain/orders/order-units.ts'
import { CatalogCache } from '#server/catalog-cache/catalog-cache.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { users } from '#server/db/schema/accounts.ts'
import { products } from '#server/db/schema/catalog.ts'
import { productVariants } from '#server/db/schema/variants.ts'
import { orderItems, orders } from '#server/db/schema/orders.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { handleError } from '#server/http/error-handler.ts'
import { requestId } from '#server/http/request-id.ts'
import type { OrderMailSettings } from '#server/modules/order-lifecycle/order-notifications.ts'
import { paymentRoutes } from '#server/modules/payments/payment-routes.ts'
import type { PaymentProvider } from '#server/modules/payments/providers/provider.ts'
import { fixedShopSettings } from './shop-settings-fixtures.ts'

/** The shop named in the owner's emails of the payment tests. */
export const PAYMENT_SHOP: OrderMailSettings = {
  shopName: 'Vitrine',
  publicUrl: 'http://loja.test',
  trackingUrl: undefined,
  shopWhatsapp: '',
}

/** Rows written directly, for the payment tests: no checkout, no emails. */
export async function insertUser(db: Db, isAdmin = false) {
  const [user] = await db
    .insert(users)
    .values({
      email: `cliente-${randomUUID()}@vitrine.test`,
      name: 'Cliente Teste',
      passwordHash: 'não usado nestes testes',
      isAdmin,
    })
    .returning()
  if (!user) throw new Error('no user')
  return { id: user.id, email: user.email, name: user.name, isAdmin: user.isAdmin }
}

export async function insertProduct(db: Db, stock: number, isCustomOrder = false) {
  const [product] = await db
    .insert(products)
    .values({
      name: isCustomOrder ? 'Tapete sob medida' : 'Capa de volante',
      priceCents: 4990,
      lowestPriceCents: 4990,
      description: 'Produto de teste',
      image: '/uploads/produto.jpg',
      stock,
      isCustomOrder,
    })
    .returning({ id: products.id })
  if (!product) throw new Error('no product')
  // Its one variant (decision 053), off the books as the product is (no opening movement).
  await db.insert(productVariants).values({ id: product.id, productId: product.id, stock })
  return product.id
}

interface OrderFixture {
  userId: string
  status?: OrderStatus
  paymentStatus?: string
  mercadoPagoPaymentId?: string | null
  totalCents?: number
  /** Units 'held' unless told (or 'none' for a made-to-order product). */
  items?: {
    productId: string
    quantity: number
    unitsState?: UnitsState
    /** A line made from a custom project: the terms its buyer accepted. */
    customWork?: boolean
  }[]
}

export async function insertOrder(db: Db, fixture: OrderFixture) {
  const totalCents = fixture.totalCents ?? 12345
  const [order] = await db
    .insert(orders)
    .values({
      userId: fixture.userId,
      status: fixture.status ?? 'processando',
      paymentMethod: 'mercadopago',
      paymentStatus: fixture.paymentStatus ?? 'pendente',
      mercadoPagoPaymentId: fixture.mercadoPagoPaymentId ?? null,
      subtotalCents: totalCents,
      totalCents,
    })
    .returning({ id: orders.id })
  if (!order) throw new Error('no order')
  for (const item of fixture.items ?? []) {
    const [product] = await db
      .select({ isCustomOrder: products.isCustomOrder })
      .from(products)
      .where(eq(products.id, item.productId))
    await db.insert(orderItems).values({
      unitsState: item.unitsState ?? (product?.isCustomOrder ? 'none' : 'held'),
      orderId: order.id,
      productId: item.productId,
      quantity: item.quantity,
      unitPriceCents: 4990,
      productName: 'Produto de teste',
      productImage: '/uploads/produto.jpg',
      ...(item.customWork
        ? { termsAcceptance: { acceptedAt: new Date().toISOString(), version: '1' } }
        : {}),
    })
  }
  return order.id
}

/**
 * A PIX order waiting on a live charge of the simulated provider (as checkout leaves it with no
 * Mercado Pago), payable for `minutes` more.
 */
export async function insertPixChargeOrder(db: Db, fixture: OrderFixture, minutes = 30) {
  const id = await insertOrder(db, { status: 'pendente', ...fixture })
  const expiresAt = new Date(
    Date.now() + minutes * 60_000 - ((Date.now() + minutes * 60_000) % 1000),
  )
  await db
    .update(orders)
    .set({
      paymentMethod: 'pix',
      pixCharge: 'live',
      pixAttempt: 1,
      pixExpiresAt: expiresAt,
      pixCode: '00020126360014BR.GOV.BCB.PIX0114+55119999900005204000053039865802BR6304ABCD',
      paymentStatus: 'pending',
      pixPaymentId: `sim-pix-${id}-1-${expiresAt.getTime()}`,
      mercadoPagoPaymentId: `sim-pix-${id}-1-${expiresAt.getTime()}`,
    })
    .where(eq(orders.id, id))
  return id
}

export async function readOrder(db: Db, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId))
  if (!order) throw new Error(`no order ${orderId}`)
  return order
}

export async function stockOf(db: Db, productId: string) {
  const [product] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId))
  return product?.stock
}

/**
 * The payment routes as app.ts mounts them (at /api, behind the request's id and the error
 * handler); `session.user` stands in for the session middleware and can change between requests.
 */
export function paymentTestApp(
  deps: { db: Db; config: Config; provider: PaymentProvider; catalog?: CatalogCache },
  session: { user: SessionUser | null } = { user: null },
) {
  const app = new Hono<AppEnv>()
  app.onError(handleError)
  app.use(requestId(deps.config))
  app.use(async (c, next) => {
    c.set('user', session.user)
    c.set('sessionToken', null)
    await next()
  })
  app.route(
    '/api',
    paymentRoutes({
      catalog: new CatalogCache(),
      shopSettings: fixedShopSettings(deps.config),
      ...deps,
    }),
  )
  return app
}
