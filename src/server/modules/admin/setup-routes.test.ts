import { afterEach, describe, expect, it } from 'vitest'
import { createSession } from '#server/modules/accounts/sessions.ts'
import { SESSION_COOKIE } from '#server/modules/accounts/session-cookie.ts'
import { adminFixture } from '#server/testing/admin-fixtures.ts'
import { insertUser } from '#server/testing/payment-fixtures.ts'
import { SHOP_SETTINGS_SAMPLE } from '#server/testing/shop-settings-fixtures.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'

const IDENTITY = 'identificação de quem vende, exigida por lei (Decreto 7.962/2013)'
const IDENTITY_FIELDS = [
  'Loja › Razão social ou nome completo',
  'Loja › CNPJ ou CPF',
  'Loja › Endereço',
  'Loja › Email',
]

let t: TestApp | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

/** GET /api/admin/setup as the shop's owner, on a shop started with `env`. */
async function setupAs(env: Record<string, string>) {
  t = await createTestApp(env)
  const owner = await insertUser(t.database.db, true)
  const token = await createSession(t.database.db, owner.id, false)
  const res = await t.app.request('/api/admin/setup', {
    headers: { cookie: `${SESSION_COOKIE}=${token}` },
  })
  return { status: res.status, text: await res.clone().text(), body: await res.json() }
}

describe('GET /api/admin/setup', () => {
  it('names each setting a bare live shop lacks and what it enables', async () => {
    const res = await setupAs({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3197' })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      production: true,
      missing: [
        { setting: 'Loja › Chave PIX', enables: 'pagamento por PIX' },
        { setting: 'MP_ACCESS_TOKEN', enables: 'pagamento com cartão pelo Mercado Pago' },
        { setting: 'SMTP_URL', enables: 'envio de emails (até lá, ficam guardados na fila)' },
        {
          setting: 'Loja › WhatsApp',
          enables: "botões 'Enviar Comprovante' e 'Conversar no WhatsApp'",
        },
        { setting: 'Loja › Razão social ou nome completo', enables: IDENTITY },
        { setting: 'Loja › CNPJ ou CPF', enables: IDENTITY },
        { setting: 'Loja › Endereço', enables: IDENTITY },
        { setting: 'Loja › Email', enables: IDENTITY },
      ],
    })
  })

  it('names nothing outside production', async () => {
    expect((await setupAs({})).body).toEqual({ production: false, missing: [] })
  })

  it('never shows the value of a setting', async () => {
    const secrets = {
      PIX_KEY: 'chave-pix-secreta',
      MP_ACCESS_TOKEN: 'APP_USR-token-secreto',
      SMTP_URL: 'smtps://loja:senha-secreta@smtp.loja.com.br:465',
    }
    const res = await setupAs({ ...secrets, PUBLIC_URL: 'https://loja.com.br' })
    expect(res.body).toMatchObject({ production: true })
    expect(res.body.missing.map((m: { setting: string }) => m.setting)).toEqual([
      'MP_PUBLIC_KEY',
      'MP_WEBHOOK_SECRET',
      'MAIL_FROM',
      'Loja › WhatsApp',
      ...IDENTITY_FIELDS,
    ])
    for (const value of Object.values(secrets)) expect(res.text).not.toContain(value)
  })

  it("counts the panel's settings as they are now: a save in 'Loja' takes their lines away", async () => {
    const f = await adminFixture({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3197' })
    t = f.t
    const missing = async () =>
      (await f.admin.get<{ missing: { setting: string }[] }>('/api/admin/setup')).body.missing.map(
        (m) => m.setting,
      )
    expect(await missing()).toEqual([
      'Loja › Chave PIX',
      'MP_ACCESS_TOKEN',
      'SMTP_URL',
      'Loja › WhatsApp',
      ...IDENTITY_FIELDS,
    ])
    const saved = await f.admin.request('PUT', '/api/admin/shop-settings', {
      version: 1,
      settings: SHOP_SETTINGS_SAMPLE,
    })
    expect(saved.status).toBe(200)
    expect(await missing()).toEqual(['MP_ACCESS_TOKEN', 'SMTP_URL'])
  })
})
