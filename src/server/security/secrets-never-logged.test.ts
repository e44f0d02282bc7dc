import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Product } from '#domain/product.ts'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { loadConfig } from '#server/config.ts'
import { DEVICE_COOKIE } from '#server/modules/accounts/device-cookie.ts'
import { SESSION_COOKIE } from '#server/modules/accounts/session-cookie.ts'
import { unavailablePaymentProvider } from '#server/modules/payments/providers/unavailable-provider.ts'
import { startShop } from '#server/start.ts'
import { HttpBrowser } from '#server/testing/http-browser.ts'
import { captureLogs, prettyText, type LogCapture } from '#server/testing/log-capture.ts'
import { decodedMessage, startSmtp } from '#server/testing/smtp-fake.ts'
import { ADDRESS } from '#server/testing/test-client.ts'
import { createPostgresDatabase } from '#server/testing/test-database.ts'

/**
 * Decision 032: a live shop (production mode, SMTP to a fake that asks for a password) goes through
 * sign-up, sign-ins, a wrong password, a password reset, an access link, a PIX checkout and one
 * request that crashes, everything logged down to debug; then its whole log, as JSON and as the
 * pretty lines, and whatever else it wrote to the terminal, holds none of the secrets it handled.
 */

const ORIGIN = 'https://loja.exemplo.test'
const ADMIN = { email: 'dona@loja.exemplo.test', password: 'senha-da-dona-Q2x9' }
const CUSTOMER = { email: 'cliente@exemplo.com', password: 'senha-da-cliente-W4m7' }
const NEW_PASSWORD = 'senha-nova-da-cliente-K8p3'
const WRONG_PASSWORD = 'senha-errada-da-cliente-Z5t1'
const SMTP = { user: 'loja', pass: 'senha-do-smtp-T1z5' }
const BEARER = 'token-de-quem-chamou-R7n2'

let logs: LogCapture
const terminal: string[] = []
const secrets = new Set<string>([
  ADMIN.password,
  CUSTOMER.password,
  NEW_PASSWORD,
  WRONG_PASSWORD,
  SMTP.pass,
  BEARER,
])
let crash: { status: number; code: string | null; body: unknown }
let cleanUp: () => Promise<void>

/** The token of the last link of `kind` the fake SMTP server received for `email`. */
function tokenFromMail(received: string[], email: string, kind: string): string {
  const links = received
    .map(decodedMessage)
    .filter((message) => message.includes(`To: ${email}`))
    .flatMap((message) => [
      ...message.matchAll(new RegExp(`${kind}\\?[^\\s"]*token=([\\w-]{20,})`, 'g')),
    ])
  const token = links.at(-1)?.[1]
  if (!token) throw new Error(`no ${kind} link for ${email}`)
  return token
}

beforeAll(async () => {
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, 'write').mockImplementation((chunk) => terminal.push(String(chunk)) > 0)
  }
  logs = captureLogs({ logLevel: 'debug', logFormat: 'json' })
  const smtp = await startSmtp({ accept: true, auth: SMTP })
  const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-segredos-'))
  const server = loadConfig().databaseUrl
  const postgres = server ? await createPostgresDatabase(server) : undefined
  if (postgres) secrets.add(postgres.url)
  // The server's password alone too, when it is one no log line could hold by chance.
  const serverPassword = server ? decodeURIComponent(new URL(server).password) : ''
  if (serverPassword.length >= 8) secrets.add(serverPassword)
  const smtpUrl = `smtp://${SMTP.user}:${SMTP.pass}@127.0.0.1:${smtp.port}`
  secrets.add(smtpUrl)
  const config = loadConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: ORIGIN,
    PORT: '0',
    DATA_DIR: join(dataDir, 'data'),
    MEDIA_DIR: join(dataDir, 'media'),
    WEB_DIR: join(dataDir, 'web'),
    DATABASE_URL: postgres?.url ?? '',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'Loja <nao-responda@loja.exemplo.test>',
    PIX_KEY: 'pix@loja.exemplo.test',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'debug',
    LOG_FORMAT: 'json',
  })
  // A provider down in a way nobody planned for: Mercado Pago's notification becomes a 500.
  const crashing = {
    ...unavailablePaymentProvider(),
    getPayment: () => Promise.reject(new Error('o provedor caiu no meio da consulta')),
  }
  const shop = await startShop(config, { paymentProvider: crashing })
  cleanUp = async () => {
    await shop.stop()
    await smtp.close()
    await postgres?.drop()
    await rm(dataDir, { recursive: true, force: true })
  }
  const base = `http://127.0.0.1:${shop.port}`
  const owner = new HttpBrowser(base, ORIGIN)
  const customer = new HttpBrowser(base, ORIGIN)

  expect((await owner.post('/api/auth/login', { ...ADMIN, remember: true })).status).toBe(200)
  const signUp = { ...CUSTOMER, confirmPassword: CUSTOMER.password, address: ADDRESS }
  expect((await customer.post('/api/auth/register', signUp)).status).toBe(201)
  expect((await customer.post('/api/auth/logout')).status).toBe(204)
  const wrong = { email: CUSTOMER.email, password: WRONG_PASSWORD }
  expect((await customer.post('/api/auth/login', wrong)).status).toBe(401)
  expect((await customer.post('/api/auth/login', CUSTOMER)).status).toBe(200)

  expect((await customer.post('/api/auth/forgot-password', CUSTOMER)).status).toBe(200)
  await vi.waitFor(() => tokenFromMail(smtp.received, CUSTOMER.email, 'reset-password'), {
    timeout: 15_000,
  })
  const resetToken = tokenFromMail(smtp.received, CUSTOMER.email, 'reset-password')
  secrets.add(resetToken)
  const reset = { email: CUSTOMER.email, token: resetToken, newPassword: NEW_PASSWORD }
  expect((await customer.post('/api/auth/reset-password', reset)).status).toBe(200)
  const signIn = { email: CUSTOMER.email, password: NEW_PASSWORD }
  expect((await customer.post('/api/auth/login', signIn)).status).toBe(200)

  expect((await customer.post('/api/auth/access-link', { email: CUSTOMER.email })).status).toBe(200)
  await vi.waitFor(() => tokenFromMail(smtp.received, CUSTOMER.email, 'access-link'), {
    timeout: 15_000,
  })
  const accessToken = tokenFromMail(smtp.received, CUSTOMER.email, 'access-link')
  secrets.add(accessToken)
  const link = { email: CUSTOMER.email, token: accessToken }
  expect((await customer.post('/api/auth/access-link/sign-in', link)).status).toBe(200)

  type Item = Pick<Product, 'id' | 'stock' | 'isCustomOrder' | 'variantSummary'>
  const store = await customer.request<{ items: Item[] }>('GET', '/api/products')
  const productId = store.body.items.find(
    (p) => p.stock > 0 && !p.isCustomOrder && !p.variantSummary.inOptions,
  )!.id
  const order = { items: [{ productId, quantity: 1 }], address: ADDRESS, paymentMethod: 'pix' }
  expect((await customer.post('/api/orders', order)).status).toBe(201)

  // The crash, with the customer's cookies and a bearer token on the request.
  const notification = { type: 'payment', data: { id: '987654321' } }
  const crashed = await customer.request('POST', '/api/webhooks/mercadopago', notification, {
    authorization: `Bearer ${BEARER}`,
  })
  crash = { status: crashed.status, code: crashed.headers.get('X-Request-Id'), body: crashed.body }

  for (const browser of [owner, customer]) {
    for (const value of browser.cookieValues) secrets.add(value)
  }
  expect([...owner.cookies.keys(), ...customer.cookies.keys()]).toEqual(
    expect.arrayContaining([SESSION_COOKIE, DEVICE_COOKIE]),
  )
  await vi.waitFor(() => expect(smtp.received.length).toBeGreaterThanOrEqual(4), {
    timeout: 15_000,
  })
  await cleanUp()
}, 120_000)

afterAll(async () => {
  logs.restore()
  vi.restoreAllMocks()
})

it('answers the crash with a 500 carrying its code, which the log has with the cause', () => {
  expect(crash.status).toBe(500)
  expect(crash.code).toMatch(/^[0-9a-f]{12}$/)
  expect(crash.body).toMatchObject({ error: { requestId: crash.code } })
  const line = logs.lines().find((l) => l.level === 'error' && l.reqId === crash.code)
  expect(line).toMatchObject({ msg: '[erro] POST /api/webhooks/mercadopago' })
  expect(line?.err?.message).toContain('o provedor caiu no meio da consulta')
  // Every request was logged at debug: the log below is the whole conversation, not a silence.
  expect(logs.messages('debug').length).toBeGreaterThanOrEqual(12)
})

it('logs none of the secrets it handled, as JSON, as pretty lines, or on the terminal', async () => {
  const pretty = await prettyText(logs.text())
  expect(pretty).toContain(`[${crash.code}] [erro] POST /api/webhooks/mercadopago`)
  const everything = [logs.text(), pretty, ...terminal].join('\n')
  expect(secrets.size).toBeGreaterThanOrEqual(12)
  for (const secret of secrets) {
    expect(secret.length).toBeGreaterThanOrEqual(8)
    for (const spelling of new Set([secret, encodeURIComponent(secret)])) {
      expect(everything.includes(spelling), `${secret.slice(0, 6)}… is in the log`).toBe(false)
    }
  }
})
