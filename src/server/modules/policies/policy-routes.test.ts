import { afterEach, describe, expect, it } from 'vitest'
import type { AdminPolicy, PolicyView } from '#domain/policies.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { SHOP_SETTINGS_SAMPLE } from '#server/testing/shop-settings-fixtures.ts'
import { listPolicyVersions } from './policy-repository.ts'

let f: AdminFixture
afterEach(async () => {
  await f?.t.close()
})

type Refusal = { error: { code: string; message: string } }
const save = (version: number, text: string, kind = 'trocas-e-devolucoes') =>
  f.admin.request<AdminPolicy & Refusal>('PUT', `/api/admin/policies/${kind}`, { version, text })

describe('the policies (issue 45)', () => {
  it("start as the shop's default texts, filled with its identity as it is now", async () => {
    f = await adminFixture()
    await f.admin.request('PUT', '/api/admin/shop-settings', {
      version: 1,
      settings: SHOP_SETTINGS_SAMPLE,
    })
    for (const kind of ['privacidade', 'termos', 'trocas-e-devolucoes']) {
      const res = await f.visitor.get<PolicyView>(`/api/policies/${kind}`)
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ kind, version: 1, latestVersion: 1 })
      expect(res.body.text).toContain('CNPJ 12.ABC.345/01DE-35')
      expect(res.body.text).not.toMatch(/\{(razao_social|documento|endereco|email)\}/)
    }
  })

  it('a save publishes the next version; the old one stays readable by its number', async () => {
    f = await adminFixture()
    const saved = await save(
      1,
      'Trocas em até 7 dias após o recebimento.\n\n- Frete por nossa conta',
    )
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ kind: 'trocas-e-devolucoes', version: 2 })
    expect(saved.body.history.map((h) => [h.version, h.publishedBy])).toEqual([
      [2, 'dona@vitrine.test'],
      [1, null],
    ])
    const now = await f.visitor.get<PolicyView>('/api/policies/trocas-e-devolucoes')
    expect(now.body).toMatchObject({ version: 2, latestVersion: 2 })
    expect(now.body.text).toContain('Frete por nossa conta')
    const before = await f.visitor.get<PolicyView>('/api/policies/trocas-e-devolucoes?versao=1')
    expect(before.body).toMatchObject({ version: 1, latestVersion: 2 })
    expect(before.body.text).not.toContain('Frete por nossa conta')
  })

  it.each(['99', 'abc', '0', '1.5', '-1'])(
    'answers a version that does not exist (%s) with 404',
    async (v) => {
      f = await adminFixture()
      const res = await f.visitor.get<Refusal>(`/api/policies/termos?versao=${v}`)
      expect(res.status).toBe(404)
      expect(res.body.error.message).toBe('Esta versão da política não existe.')
    },
  )

  it('answers an unknown policy with 404', async () => {
    f = await adminFixture()
    expect((await f.visitor.get('/api/policies/cookies')).status).toBe(404)
    expect(
      (await f.admin.request('PUT', '/api/admin/policies/cookies', { version: 1, text: 'x' }))
        .status,
    ).toBe(404)
  })

  it('refuses a stale tab, an empty text and one over 50,000 characters, saving nothing', async () => {
    f = await adminFixture()
    await save(1, 'Primeira mudança.')
    const before = await listPolicyVersions(f.t.database.db)
    const stale = await save(1, 'Mudança de outra aba.')
    expect(stale.status).toBe(409)
    expect(stale.body.error.message).toBe('Esta política foi alterada em outra aba. Recarregue.')
    // A version past PostgreSQL's integer names no version: refused, never a database error.
    const huge = await save(2 ** 40, 'Texto.')
    expect(huge.status).toBe(400)
    expect(huge.body.error.message).toBe('Versão inválida.')
    const empty = await save(2, '   \n ')
    expect(empty.status).toBe(400)
    expect(empty.body.error.message).toBe('Escreva o texto da política.')
    // A 100 KB text: the policy's own limit answers, not the body limit.
    const long = await save(2, 'a'.repeat(100 * 1024))
    expect(long.status).toBe(400)
    expect(long.body.error.message).toBe('O texto passa do limite de 50.000 caracteres.')
    expect(await listPolicyVersions(f.t.database.db)).toEqual(before)
  })

  it('keeps HTML as the text it is: nothing is interpreted on the server', async () => {
    f = await adminFixture()
    await save(1, '<script>alert(1)</script> e <b>negrito</b>', 'termos')
    const res = await f.visitor.get<PolicyView>('/api/policies/termos')
    expect(res.body.text).toBe('<script>alert(1)</script> e <b>negrito</b>')
  })

  it("is the owner's to change: a visitor gets 401, a customer 403", async () => {
    f = await adminFixture()
    expect((await f.visitor.get('/api/admin/policies')).status).toBe(401)
    expect((await f.customer.get('/api/admin/policies')).status).toBe(403)
    const res = await f.customer.request('PUT', '/api/admin/policies/termos', {
      version: 1,
      text: 'x',
    })
    expect(res.status).toBe(403)
    expect((await listPolicyVersions(f.t.database.db)).length).toBe(3)
  })
})
