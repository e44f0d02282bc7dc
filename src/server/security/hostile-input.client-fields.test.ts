import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { priceOrder } from '#domain/pricing.ts'
import { MAX_BODY_BYTES } from '#server/app.ts'
import { ADDRESS } from '#server/testing/test-client.ts'
import {
  clearRateLimits,
  databaseFingerprint,
} from '#server/testing/security/database-fingerprint.ts'
import { openHostileApp, type HostileApp } from '#server/testing/security/hostile-app-fixtures.ts'
import { clientOnlyFields, hostileString } from '#server/testing/security/hostile-arbitraries.ts'
import {
  expectInvariants,
  expectPricedFromDatabase,
  expectSafeAnswer,
} from '#server/testing/security/hostile-oracles.ts'
import type { HostileRequest } from '#server/testing/security/hostile-route-requests.ts'
import { seedPasses } from '#server/testing/security/hostile-seeds.ts'

/**
 * Hostile input, the fields a client has no business sending: prices, totals,
 * a user id, `isAdmin`. Orders are priced from the database and registrations never make an
 * admin, whatever the body carries. Seeds as in hostile-input.test.ts (HOSTILE_SEED replays).
 */

const PASSES = seedPasses(process.env.HOSTILE_SEED)
const RUNS_ORDER_PRICES = 50
const RUNS_REGISTER = 9

let h: HostileApp
/** Across the passes, so each registration is a new email. */
let registrations = 0

beforeAll(async () => {
  h = await openHostileApp()
}, 120_000)

afterAll(async () => {
  console.info(
    `[hostile-input: client fields] seeds ${PASSES.map((p) => p.seed).join(', ')}; ${h?.summary()}`,
  )
  await h?.t.close()
})

for (const { name, seed } of PASSES) {
  describe(`client-only fields, ${name}`, () => {
    it('prices an order from the database, whatever prices, totals or user the client sends', async () => {
      const order = fc.record({
        quantity: fc.integer({ min: 1, max: 999 }),
        method: fc.constantFrom('pix' as const, 'mercadopago' as const),
        extra: clientOnlyFields,
        lineExtra: clientOnlyFields,
      })
      await fc.assert(
        fc.asyncProperty(order, async ({ quantity, method, extra, lineExtra }) => {
          const body = {
            ...extra,
            items: [{ ...lineExtra, productId: h.pricedProductId, quantity }],
            address: ADDRESS,
            paymentMethod: method,
          }
          const req: HostileRequest = {
            role: 'customer',
            method: 'POST',
            path: '/api/orders',
            body: { text: JSON.stringify(body), contentType: 'application/json' },
          }
          const before = await databaseFingerprint(h.t.database.db)
          const res = await h.send(req)
          await expectSafeAnswer(h, req, res)
          // A 100k-character field in multi-byte letters is over the body limit: refused whole.
          if (Buffer.byteLength(req.body!.text) > MAX_BODY_BYTES) {
            expect(res.status).toBe(413)
            expect(await databaseFingerprint(h.t.database.db)).toBe(before)
            return
          }
          expect(res.status, res.text).toBe(201)
          const placed = JSON.parse(res.text) as {
            order: { id: string; totalCents: number; status: string }
          }
          const total = await expectPricedFromDatabase(h, placed.order.id, method)
          expect(total).toBe(priceOrder([{ unitPriceCents: 4990, quantity }], method).totalCents)
          expect(placed.order.totalCents).toBe(total)
          expect(['pendente', 'processando']).toContain(placed.order.status)
          await expectInvariants(h, 'order with client-sent fields')
        }),
        { numRuns: RUNS_ORDER_PRICES, seed },
      )
    }, 120_000)

    it('never makes an admin, whatever a registration sends', async () => {
      const registration = fc.record({ extra: clientOnlyFields, name: hostileString })
      await fc.assert(
        fc.asyncProperty(registration, async ({ extra, name }) => {
          await clearRateLimits(h.t.database.db)
          const password = 'segredo-1'
          const body = {
            ...extra,
            isAdmin: true,
            email: `registro-${registrations++}@exemplo.com`,
            password,
            confirmPassword: password,
            address: { ...ADDRESS, name },
          }
          const req: HostileRequest = {
            role: 'visitor',
            method: 'POST',
            path: '/api/auth/register',
            body: { text: JSON.stringify(body), contentType: 'application/json' },
          }
          const before = await databaseFingerprint(h.t.database.db)
          const res = await h.send(req)
          await expectSafeAnswer(h, req, res)
          if (res.status === 201) {
            expect(JSON.parse(res.text)).toMatchObject({ user: { isAdmin: false } })
          } else {
            expect(await databaseFingerprint(h.t.database.db)).toBe(before)
          }
          await expectInvariants(h, 'registration with client-sent fields')
        }),
        { numRuns: RUNS_REGISTER, seed },
      )
    }, 120_000)
  })
}
