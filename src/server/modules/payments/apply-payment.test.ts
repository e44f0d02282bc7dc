import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OrderStatus } from '#domain/orders/order-status.ts'
import type { Database } from '#server/db/client.ts'
import { openTestDatabase } from '#server/testing/test-database.ts'
import { applyPaymentStatus } from './apply-payment.ts'
import {
  insertOrder,
  insertProduct,
  insertUser,
  PAYMENT_SHOP,
  readOrder,
  stockOf,
} from '#server/testing/payment-fixtures.ts'

let database: Database
let userId: string
beforeAll(async () => {
  database = await openTestDatabase()
  userId = (await insertUser(database.db)).id
})
afterAll(() => database.close())

const apply = (orderId: string, id: string, status: string) =>
  applyPaymentStatus(database.db, orderId, { id, status }, PAYMENT_SHOP)

describe('applyPaymentStatus: the mapping of design.md', () => {
  it.each<[from: OrderStatus, payment: string, to: OrderStatus]>([
    ['processando', 'approved', 'pago'],
    ['pendente', 'approved', 'pago'],
    ['pendente', 'pending', 'processando'],
    ['processando', 'in_process', 'processando'],
    ['pendente', 'authorized', 'processando'],
    ['processando', 'rejected', 'processando'],
    ['pendente', 'rejected', 'pendente'],
    ['processando', 'cancelled', 'cancelado'],
    ['processando', 'refunded', 'cancelado'],
    ['pago', 'refunded', 'cancelado'],
    ['enviado', 'charged_back', 'cancelado'],
    ['processando', 'in_mediation', 'processando'],
  ])('%s + %s -> %s, storing the payment status and id', async (from, payment, to) => {
    const orderId = await insertOrder(database.db, { userId, status: from })
    expect(await apply(orderId, '1001', payment)).toBe('changed')
    const order = await readOrder(database.db, orderId)
    expect(order).toMatchObject({
      status: to,
      paymentStatus: payment,
      mercadoPagoPaymentId: '1001',
    })
  })

  it('changes nothing the second time the same notification arrives', async () => {
    const orderId = await insertOrder(database.db, { userId })
    expect(await apply(orderId, '2001', 'approved')).toBe('changed')
    const first = await readOrder(database.db, orderId)
    expect(await apply(orderId, '2001', 'approved')).toBe('unchanged')
    expect((await readOrder(database.db, orderId)).updatedAt).toEqual(first.updatedAt)
    // Out of order: the 'pending' sent before the approval arrives after it.
    expect(await apply(orderId, '2001', 'pending')).toBe('unchanged')
    expect((await readOrder(database.db, orderId)).status).toBe('pago')
  })

  it('never moves a paid, shipped or delivered order back on a late "pending"', async () => {
    for (const status of ['pago', 'enviado', 'entregue'] as const) {
      const orderId = await insertOrder(database.db, {
        userId,
        status,
        paymentStatus: 'approved',
        mercadoPagoPaymentId: '3001',
      })
      expect(await apply(orderId, '3001', 'pending')).toBe('unchanged')
      expect(await apply(orderId, '3002', 'rejected')).toBe('unchanged')
      expect(await readOrder(database.db, orderId)).toMatchObject({
        status,
        paymentStatus: 'approved',
        mercadoPagoPaymentId: '3001',
      })
    }
  })

  it('lets a retry follow a refusal: the new attempt is approved', async () => {
    const orderId = await insertOrder(database.db, { userId })
    await apply(orderId, '5001', 'rejected')
    expect(await apply(orderId, '5002', 'approved')).toBe('changed')
    expect((await readOrder(database.db, orderId)).status).toBe('pago')
  })

  it('answers unknown-order for an id that names no order', async () => {
    expect(await apply(randomUUID(), '9001', 'approved')).toBe('unknown-order')
    expect(await apply('not-a-uuid', '9001', 'approved')).toBe('unknown-order')
  })
})

describe('applyPaymentStatus: stock of a cancelled unpaid order', () => {
  it('returns regular products to stock exactly once, made-to-order ones never', async () => {
    const regular = await insertProduct(database.db, 5)
    const madeToOrder = await insertProduct(database.db, 0, true)
    const orderId = await insertOrder(database.db, {
      userId,
      items: [
        { productId: regular, quantity: 2 },
        { productId: madeToOrder, quantity: 1 },
      ],
    })
    const results = await Promise.all([
      apply(orderId, '10001', 'cancelled'),
      apply(orderId, '10001', 'cancelled'),
    ])
    expect(results.sort()).toEqual(['changed', 'unchanged'])
    expect(await apply(orderId, '10001', 'refunded')).toBe('changed')
    expect(await stockOf(database.db, regular)).toBe(7)
    expect(await stockOf(database.db, madeToOrder)).toBe(0)
  })

  it('returns the units when a paid order is refunded before it shipped', async () => {
    const product = await insertProduct(database.db, 3)
    const orderId = await insertOrder(database.db, {
      userId,
      status: 'pago',
      paymentStatus: 'approved',
      mercadoPagoPaymentId: '11001',
      items: [{ productId: product, quantity: 1 }],
    })
    expect(await apply(orderId, '11001', 'refunded')).toBe('changed')
    expect(await readOrder(database.db, orderId)).toMatchObject({
      status: 'cancelado',
      paymentStatus: 'refunded',
    })
    expect(await stockOf(database.db, product)).toBe(4)
  })

  it('keeps the stock when a shipped order is refunded: the parcel left', async () => {
    const product = await insertProduct(database.db, 3)
    const orderId = await insertOrder(database.db, {
      userId,
      status: 'enviado',
      paymentStatus: 'approved',
      mercadoPagoPaymentId: '11002',
      items: [{ productId: product, quantity: 1, unitsState: 'shipped' }],
    })
    expect(await apply(orderId, '11002', 'refunded')).toBe('changed')
    expect(await stockOf(database.db, product)).toBe(3)
  })
})
