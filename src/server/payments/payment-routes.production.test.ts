import type { SessionUser } from '#domain/account.ts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import {
  insertOrder,
  insertUser,
  paymentTestApp,
  readOrder,
} from '#server/testing/payment-fixtures.ts'
import { testConfig } from '#server/testing/test-app.ts'
import { openTestDatabase } from '#server/testing/test-database.ts'
import { createPaymentProvider } from './provider.ts'
import { SimulatedPaymentProvider } from './simulated-provider.ts'

let database: Database
let owner: SessionUser
beforeAll(async () => {
  database = await openTestDatabase()
  owner = await insertUser(database.db)
})
afterAll(() => database.close())

const live = testConfig({ NODE_ENV: 'production' })

it.each([
  ['its own provider', createPaymentProvider(live)],
  ['a simulated provider passed in', new SimulatedPaymentProvider()],
])(
  'a live shop has no simulated checkout, with %s: 404 and the order unchanged',
  async (_label, provider) => {
    const app = paymentTestApp({ db: database.db, config: live, provider }, { user: owner })
    const orderId = await insertOrder(database.db, { userId: owner.id })
    const before = await readOrder(database.db, orderId)
    const page = `/api/payments/simulated/sim-${orderId}`
    for (const [method, path] of [
      ['GET', page],
      ['POST', `${page}/approve`],
      ['POST', `${page}/reject`],
    ] as const) {
      const res = await app.request(path, { method })
      expect(res.status, `${method} ${path}`).toBe(404)
      expect(await res.json()).toEqual({
        error: { code: 'route-not-found', message: 'Rota não encontrada.' },
      })
    }
    expect(await readOrder(database.db, orderId)).toEqual(before)
  },
)
