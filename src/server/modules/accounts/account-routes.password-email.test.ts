import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox } from '#server/db/schema/outbox.ts'
import { renderStoredEmail } from '#server/mail/templates.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { register } from '#server/testing/security/session-fixtures.ts'
import { TestClient } from '#server/testing/test-client.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

let emails = 0
async function customer(password = 'segredo1') {
  const email = `senha${++emails}@exemplo.com`
  const browser = new TestClient(t)
  await register(browser, email, password)
  return { email, browser }
}

const changedEmails = (to: string) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.type, 'password-changed')))

describe("POST /api/account/password: 'Sua senha foi alterada'", () => {
  it('queues one email per change: when, and what to do if it was not the customer', async () => {
    const { email, browser } = await customer()
    const before = Date.now()
    const res = await browser.post('/api/account/password', {
      currentPassword: 'segredo1',
      newPassword: 'senha-nova-1',
    })
    expect(res.status).toBe(200)
    const rows = await changedEmails(email)
    expect(rows).toHaveLength(1)
    const row = rows[0]!
    expect(row.subject).toContain('Sua senha foi alterada')
    const changedAt = Date.parse(String((row.data as { changedAt: string }).changedAt))
    expect(changedAt).toBeGreaterThanOrEqual(before - 1000)
    const rendered = renderStoredEmail(row.type, row.data, {
      shopName: 'Vitrine',
      publicUrl: 'https://loja.example',
    })
    expect(rendered.text).toContain('A senha da sua conta foi alterada em')
    expect(rendered.text).toContain('Se não foi você')
    expect(rendered.text).toContain('https://loja.example/login?view=forgot')

    // A second change is a second email.
    await browser.post('/api/account/password', {
      currentPassword: 'senha-nova-1',
      newPassword: 'senha-nova-2',
    })
    expect(await changedEmails(email)).toHaveLength(2)
  })

  it('a refused change (wrong current password, short new one) sends nothing', async () => {
    const { email, browser } = await customer()
    const wrong = await browser.post('/api/account/password', {
      currentPassword: 'errada',
      newPassword: 'senha-nova-1',
    })
    const short = await browser.post('/api/account/password', {
      currentPassword: 'segredo1',
      newPassword: '123',
    })
    expect([wrong.status, short.status]).toEqual([400, 400])
    expect(await changedEmails(email)).toHaveLength(0)
  })
})
