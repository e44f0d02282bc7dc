import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import { sql } from 'drizzle-orm'
import { ensureAdmin } from '#server/modules/accounts/ensure-admin.ts'
import { seedProduct } from '#server/testing/product-fixtures.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { ADDRESS, TestClient } from '#server/testing/test-client.ts'
import { databaseFingerprint } from './database-fingerprint.ts'
import { rawRows } from '#server/db/raw-rows.ts'

// The shop the body-limit suites send their oversized bodies to, and how they prove a refused
// body wrote nothing.

export const TOO_LARGE = {
  error: { code: 'payload-too-large', message: 'O conteúdo enviado é grande demais.' },
}
const ADMIN = { email: 'dona@vitrine.test', password: 'dona-segura-1' }
/** A customer who exists: a body that slipped past the limit would sign them in (200). */
export const CUSTOMER = { email: 'cliente@exemplo.com', password: 'cliente-1' }

interface BodyLimitShop {
  t: TestApp
  /** The session cookies of the signed-in 'admin' and 'customer'. */
  cookies: Record<string, string | undefined>
  /** A product with stock for orders and leads. */
  productId: string
}

/** A fresh shop with its owner and CUSTOMER signed in through the API, and a product. */
export async function bodyLimitShop(): Promise<BodyLimitShop> {
  const t = await createTestApp()
  const cookies: Record<string, string | undefined> = {}
  await ensureAdmin(t.database.db, ADMIN)
  const admin = new TestClient(t)
  await admin.post('/api/auth/login', ADMIN)
  cookies.admin = admin.cookie
  const customer = new TestClient(t)
  const registered = await customer.post('/api/auth/register', {
    ...CUSTOMER,
    confirmPassword: CUSTOMER.password,
    address: ADDRESS,
  })
  if (registered.status !== 201) throw new Error(`register: ${registered.status}`)
  cookies.customer = customer.cookie
  const productId = (await seedProduct(t.database.db, { stock: 1000 })).id
  return { t, cookies, productId }
}

/** `body` as JSON of exactly `bytes` bytes (UTF-8), padded in a key no schema reads. */
export function padded(body: Record<string, unknown>, bytes: number): string {
  const base = Buffer.byteLength(JSON.stringify({ ...body, padding: '' }))
  return JSON.stringify({ ...body, padding: 'x'.repeat(bytes - base) })
}

/** Everything a handler could write, the attempt counters included: none may move on a 413. */
export async function writableState(t: TestApp) {
  const [counters] = await rawRows(
    t.database.db,
    sql`select count(*)::int as n, coalesce(sum(count), 0)::int as attempts from rate_limits`,
  )
  return { tables: await databaseFingerprint(t.database.db), counters }
}

/**
 * The app served over a real socket on a free port of 127.0.0.1, as `npm start` serves it (the
 * suites that cut or stretch a body, which app.request cannot do). `close()` also ends the sockets
 * of bodies that never came whole.
 */
export async function servedOnSocket(
  t: TestApp,
): Promise<{ port: number; close(): Promise<void> }> {
  let server: Server | undefined
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve(info.port),
    ) as Server
  })
  return {
    port,
    async close() {
      server?.closeAllConnections()
      await new Promise<void>((resolve) => server?.close(() => resolve()))
    },
  }
}
