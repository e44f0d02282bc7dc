import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { priceOrder } from '#domain/pricing.ts'
import type { Answer, HostileApp } from './hostile-app-fixtures.ts'
import type { HostileRequest } from './hostile-route-requests.ts'
import { findLeaks } from './leak-oracle.ts'
import { rawRows } from '#server/db/raw-rows.ts'

/** zod's and Hono's own English words: a message with one was not written for the shop. */
const ENGLISH =
  /\b(invalid|expected|received|required|must|unrecognized|malformed|too (big|small)|payload|not found|bad request|unauthorized|forbidden|error|unexpected)\b/i

/** Never a 5xx; a refusal is JSON with a pt-BR message; no answer carries a secret. */
export async function expectSafeAnswer(h: HostileApp, req: HostileRequest, res: Answer) {
  const label = `${req.method} ${req.path.slice(0, 200)} body=${req.body?.text.slice(0, 200)}`
  expect(res.status, label).toBeLessThan(500)
  // Whatever was sent or stored, a JSON answer is whole JSON (decision 025).
  if (/^application\/json/.test(res.headers.get('content-type') ?? '')) {
    expect(() => JSON.parse(res.text) as unknown, label).not.toThrow()
  }
  if (res.status >= 400) {
    expect(res.headers.get('content-type'), label).toMatch(/^application\/json/)
    const body = JSON.parse(res.text) as { error?: { code?: unknown; message?: unknown } }
    expect(typeof body.error?.code, label).toBe('string')
    const message = body.error?.message
    expect(typeof message, label).toBe('string')
    expect((message as string).trim(), label).not.toBe('')
    expect(message, label).not.toMatch(ENGLISH)
    h.errorMessages.add(message as string)
  }
  // A success may echo what this or any earlier request stored (a download titled
  // "' UNION SELECT password_hash ..."): the oracle looks for secrets, not for words.
  const leaks = findLeaks(res, await h.secretsAfter(res.status))
  expect(leaks.map((leak) => `${leak.kind}: ${leak.evidence}`).join('; '), label).toBe('')
}

/**
 * After any success: still one admin, the admin has no address (none sent by a customer landed
 * there), and every order is the customer's (no client-sent userId was taken).
 */
export async function expectInvariants(h: HostileApp, label: string) {
  const row = await h.queryRow<{
    admins: number
    admin_addresses: number
    foreign_orders: number
  }>(
    sql`select
      (select count(*) from users where is_admin)::int as admins,
      (select count(*) from user_addresses where user_id = ${h.known.adminId})::int as admin_addresses,
      (select count(*) from orders where user_id <> ${h.known.customerId})::int as foreign_orders`,
  )
  expect(row, label).toEqual({ admins: 1, admin_addresses: 0, foreign_orders: 0 })
}

/** A placed order's lines carry the database's prices and its total is priced from them. */
export async function expectPricedFromDatabase(
  h: HostileApp,
  orderId: string,
  method: 'pix' | 'mercadopago',
) {
  const lines = await rawRows<{ unit: number; price: number; quantity: number }>(
    h.t.database.db,
    sql`select i.unit_price_cents as unit, p.price_cents as price, i.quantity
        from order_items i join products p on p.id = i.product_id where i.order_id = ${orderId}`,
  )
  expect(lines.length).toBeGreaterThan(0)
  for (const line of lines) expect(line.unit).toBe(line.price)
  const order = await h.queryRow<{ total_cents: number; user_id: string; status: string }>(
    sql`select total_cents, user_id, status from orders where id = ${orderId}`,
  )
  const expected = priceOrder(
    lines.map((l) => ({ unitPriceCents: l.price, quantity: l.quantity })),
    method,
  )
  expect(order.total_cents).toBe(expected.totalCents)
  expect(order.user_id).toBe(h.known.customerId)
  return expected.totalCents
}
