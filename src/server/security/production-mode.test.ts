import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SESSION_COOKIE } from '#server/modules/accounts/session-cookie.ts'
import { createSession } from '#server/modules/accounts/sessions.ts'
import { DEV_SERVER_ORIGIN } from '#server/http/same-origin.ts'
import { createTestApp } from '#server/testing/test-app.ts'
import { databaseFingerprint } from '#server/testing/security/database-fingerprint.ts'
import { findLeaks } from '#server/testing/security/leak-oracle.ts'
import {
  A_ADDRESS,
  ROLES,
  securityFixture,
  type Role,
  type SecurityKit,
} from '#server/testing/security/security-fixtures.ts'

/**
 * Production mode (decision 014): a live shop takes no payment that moves no money. Here a
 * live shop with PIX_KEY but no MP_ACCESS_TOKEN: no role reaches a simulated checkout or opens a
 * card payment, a refusal writes nothing, and no answer carries a setting's value.
 */

const SECRETS = {
  SMTP_URL: 'smtps://loja:senha-do-smtp-9@smtp.loja.com.br:465',
  MP_WEBHOOK_SECRET: 'segredo-do-webhook-9',
}

const SECRET_VALUES = [...Object.values(SECRETS), 'senha-do-smtp-9']

let kit: SecurityKit
const cookies = {} as Record<Role, string | undefined>

beforeAll(async () => {
  kit = await securityFixture({ NODE_ENV: 'production', PIX_KEY: 'pix@loja.com.br', ...SECRETS })
  // Sessions made up front: a call below then writes nothing of its own.
  for (const role of ROLES) {
    cookies[role] =
      role === 'visitor'
        ? undefined
        : `${SESSION_COOKIE}=${await createSession(kit.db, kit.ids[role], false)}`
  }
})
afterAll(() => kit.t.close())

async function call(role: Role, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = {}
  if (body !== undefined) headers['content-type'] = 'application/json'
  const cookie = cookies[role]
  if (cookie) headers.cookie = cookie
  const res = await kit.t.app.request(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, text: await res.text() }
}

/** Calls `path` as every role and returns who got what; the database must not change. */
async function asEveryRole(method: string, path: string | (() => Promise<string>), body?: unknown) {
  const statuses = {} as Record<Role, number>
  for (const role of ROLES) {
    const target = typeof path === 'string' ? path : await path()
    const before = await databaseFingerprint(kit.db)
    const answer = await call(role, method, target, body)
    statuses[role] = answer.status
    expect(await databaseFingerprint(kit.db), `${role} ${method} ${target}`).toBe(before)
  }
  return statuses
}

const everyone = (status: number) => ({
  visitor: status,
  customer: status,
  other: status,
  admin: status,
})

describe('production mode, without MP_ACCESS_TOKEN', () => {
  it.each([
    ['GET', ''],
    ['POST', '/approve'],
    ['POST', '/reject'],
  ])('%s the simulated checkout%s answers 404 to every role', async (method, action) => {
    const order = async () => `/api/payments/simulated/sim-${await kit.fresh.cardOrder()}${action}`
    expect(await asEveryRole(method, order)).toEqual(everyone(404))
  })

  it('refuses a card order to every role that may buy, and writes nothing', async () => {
    const body = {
      items: [{ productId: kit.productId, quantity: 1 }],
      address: A_ADDRESS,
      paymentMethod: 'mercadopago',
    }
    expect(await asEveryRole('POST', '/api/orders', body)).toEqual({
      visitor: 401,
      customer: 409,
      other: 409,
      admin: 409,
    })
    const answer = await call('customer', 'POST', '/api/orders', body)
    expect(JSON.parse(answer.text)).toEqual({
      error: {
        code: 'payment-method-unavailable',
        message: 'Forma de pagamento indisponível no momento.',
      },
    })
  })

  it("opens no card checkout for A's card order: 409 for A, and nobody else finds it", async () => {
    const order = async () => `/api/orders/${await kit.fresh.cardOrder()}/retry-payment`
    expect(await asEveryRole('POST', order)).toEqual({
      visitor: 401,
      customer: 409,
      other: 404,
      admin: 404,
    })
  })

  it("shows no setting's value in what the shop and the panel say about the settings", async () => {
    for (const role of ROLES) {
      for (const path of ['/api/shop', '/api/admin/setup']) {
        const answer = await call(role, 'GET', path)
        expect(findLeaks(answer, SECRET_VALUES), `${role} ${path}`).toEqual([])
      }
    }
    const setup = await call('admin', 'GET', '/api/admin/setup')
    expect(JSON.parse(setup.text)).toMatchObject({
      production: true,
      missing: [
        { setting: 'MP_ACCESS_TOKEN' },
        { setting: 'MAIL_FROM' },
        { setting: 'PUBLIC_URL' },
        { setting: 'Loja › WhatsApp' },
        { setting: 'Loja › Razão social ou nome completo' },
        { setting: 'Loja › CNPJ ou CPF' },
        { setting: 'Loja › Endereço' },
        { setting: 'Loja › Email' },
      ],
    })
    expect(JSON.parse((await call('visitor', 'GET', '/api/shop')).text)).toMatchObject({
      paymentMethods: ['pix'],
    })
  })
})

describe('production mode by an https PUBLIC_URL alone (NODE_ENV unset)', () => {
  it("refuses the dev server's origin on every state-changing request, and writes nothing", async () => {
    const live = await createTestApp({ NODE_ENV: '', PUBLIC_URL: 'https://loja.exemplo.com.br' })
    try {
      expect(live.config).toMatchObject({ env: 'development', production: true })
      const before = await databaseFingerprint(live.database.db)
      for (const [method, path, body] of [
        [
          'POST',
          '/api/auth/register',
          { name: 'Golpe', email: 'g@exemplo.com', password: 'abc-123' },
        ],
        ['POST', '/api/auth/login', { email: 'dona@vitrine.test', password: 'qualquer-1' }],
        ['DELETE', '/api/admin/demo-data', {}],
      ] as const) {
        const res = await live.app.request(path, {
          method,
          headers: { 'content-type': 'application/json', origin: DEV_SERVER_ORIGIN },
          body: JSON.stringify(body),
        })
        expect(res.status, `${method} ${path}`).toBe(403)
        expect(await res.json()).toEqual({
          error: { code: 'forbidden', message: 'Origem da requisição não permitida.' },
        })
      }
      expect(await databaseFingerprint(live.database.db)).toBe(before)
    } finally {
      await live.close()
    }
  })
})
