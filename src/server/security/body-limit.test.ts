import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_BODY_BYTES } from '#server/app.ts'
import { PRODUCT_INPUT } from '#server/testing/product-fixtures.ts'
import type { TestApp } from '#server/testing/test-app.ts'
import { ADDRESS } from '#server/testing/test-client.ts'
import {
  bodyLimitShop,
  CUSTOMER,
  padded,
  TOO_LARGE,
  writableState,
} from '#server/testing/security/body-limit-fixtures.ts'

/**
 * Bodies over MAX_BODY_BYTES (100 KB) are refused with 413 before any handler runs, however the
 * size is announced (a true Content-Length, none, chunked, or one that lies); a body of exactly
 * the limit still works. Through app.request here; over a real socket in body-limit.socket.test.ts.
 */

let t: TestApp
let cookies: Record<string, string | undefined>
let productId: string
const snapshot = () => writableState(t)

beforeAll(async () => {
  ;({ t, cookies, productId } = await bodyLimitShop())
}, 60_000)

afterAll(async () => {
  await t?.close()
})

interface LimitedRoute {
  path: string
  as: 'visitor' | 'customer' | 'admin'
  /** A body the route takes; padded with an unknown key, which every schema drops. */
  body: () => Record<string, unknown>
  success: number
}

const ROUTES: LimitedRoute[] = [
  { path: '/api/auth/login', as: 'visitor', body: () => CUSTOMER, success: 200 },
  {
    path: '/api/orders',
    as: 'customer',
    body: () => ({
      items: [{ productId, quantity: 1 }],
      address: ADDRESS,
      paymentMethod: 'pix',
    }),
    success: 201,
  },
  { path: '/api/admin/products', as: 'admin', body: () => PRODUCT_INPUT, success: 201 },
  {
    path: '/api/leads',
    as: 'visitor',
    body: () => ({ productId, whatsapp: '(11) 98765-4321', carInfo: 'Gol 2015' }),
    success: 201,
  },
]

function headersFor(route: LimitedRoute, extra: Record<string, string> = {}) {
  const cookie = cookies[route.as]
  return { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...extra }
}

function streamOf(text: string, chunkBytes = 8192): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text)
  let offset = 0
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close()
      controller.enqueue(bytes.subarray(offset, offset + chunkBytes))
      offset += chunkBytes
    },
  })
}

async function expectRefused(res: Response, before: Awaited<ReturnType<typeof snapshot>>) {
  expect(res.status).toBe(413)
  expect(await res.json()).toEqual(TOO_LARGE)
  expect(await snapshot()).toEqual(before)
}

describe.each(ROUTES)('POST $path as $as', (route) => {
  const over = () => padded(route.body(), MAX_BODY_BYTES + 1)

  it('refuses a body one byte over the limit, with no Content-Length', async () => {
    const before = await snapshot()
    const res = await t.app.request(route.path, {
      method: 'POST',
      headers: headersFor(route),
      body: over(),
    })
    await expectRefused(res, before)
  })

  it('refuses it with a true Content-Length', async () => {
    const before = await snapshot()
    const body = over()
    const res = await t.app.request(route.path, {
      method: 'POST',
      headers: headersFor(route, { 'content-length': String(Buffer.byteLength(body)) }),
      body,
    })
    await expectRefused(res, before)
  })

  it('refuses it streamed in chunks, with no length announced', async () => {
    const before = await snapshot()
    const init = {
      method: 'POST',
      headers: headersFor(route, { 'transfer-encoding': 'chunked' }),
      body: streamOf(over()),
      duplex: 'half',
    }
    await expectRefused(await t.app.request(route.path, init), before)
  })

  it('refuses a small body whose Content-Length claims more than the limit', async () => {
    const before = await snapshot()
    const res = await t.app.request(route.path, {
      method: 'POST',
      headers: headersFor(route, { 'content-length': String(MAX_BODY_BYTES + 1) }),
      body: JSON.stringify(route.body()),
    })
    await expectRefused(res, before)
  })

  it('takes a body of exactly the limit', async () => {
    const body = padded(route.body(), MAX_BODY_BYTES)
    expect(Buffer.byteLength(body)).toBe(MAX_BODY_BYTES)
    const res = await t.app.request(route.path, {
      method: 'POST',
      headers: headersFor(route),
      body,
    })
    expect(res.status, await res.clone().text()).toBe(route.success)
  })
})
