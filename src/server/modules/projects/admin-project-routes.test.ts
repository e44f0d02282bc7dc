import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox } from '#server/db/schema/outbox.ts'
import { customProducts } from '#server/db/schema/custom-projects.ts'
import { PROJECT, projectFixture, type ProjectFixture } from '#server/testing/project-fixtures.ts'

let f: ProjectFixture
beforeAll(async () => {
  f = await projectFixture()
})
afterAll(() => f.t.close())

const countProjects = () => f.t.database.db.$count(customProducts)

describe('who may call the admin project routes', () => {
  it.each([
    ['GET', '/api/admin/projects', undefined],
    ['POST', '/api/admin/projects', PROJECT],
    ['DELETE', '/api/admin/projects/00000000-0000-4000-8000-000000000000', undefined],
  ])('%s %s: visitor 401, customer 403', async (method, path, body) => {
    expect((await f.visitor.request(method, path, body)).status).toBe(401)
    expect((await f.ana.request(method, path, body)).status).toBe(403)
  })
})

describe('POST /api/admin/projects', () => {
  it('creates the project awaiting terms and queues the email to the client', async () => {
    const res = await f.admin.post('/api/admin/projects', { ...PROJECT, clientId: f.anaId })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      project: {
        ...PROJECT,
        clientId: f.anaId,
        clientEmail: 'ana@exemplo.com',
        termsAccepted: false,
      },
    })
    const id = (res.body as { project: { id: string } }).project.id
    const [row] = await f.t.database.db
      .select()
      .from(customProducts)
      .where(eq(customProducts.id, id))
    expect(row).toMatchObject({ requiresTermsAcceptance: true, termsAccepted: false })
    const emails = await f.t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.type, 'custom-project'))
    expect(emails).toHaveLength(1)
    expect(emails[0]).toMatchObject({
      to: 'ana@exemplo.com',
      data: { projectName: 'Tapete Sob Medida', priceCents: 25000 },
    })
  })

  it.each([
    [{ name: '  ' }, 'Nome é obrigatório'],
    [{ name: undefined }, 'Nome é obrigatório'],
    [{ priceCents: undefined }, 'Preço é obrigatório'],
    [{ priceCents: '10' }, 'Preço é obrigatório'],
    [{ priceCents: 0 }, 'Preço deve ser maior que zero'],
    [{ priceCents: -5 }, 'Preço deve ser maior que zero'],
    [{ category: '' }, 'Categoria é obrigatória'],
    [{ clientId: '' }, 'Cliente é obrigatório'],
    [{ clientId: 'nao-e-uuid' }, 'Cliente é obrigatório'],
    [{ image: '' }, 'URL da imagem é obrigatória'],
    [{ image: 'javascript:alert(1)' }, 'URL inválida'],
    [{ image: 'data:image/png;base64,AAAA' }, 'URL inválida'],
    [{ image: 'tapete.jpg' }, 'URL inválida'],
    [{ description: ' ' }, 'Descrição é obrigatória'],
  ])('answers 400 for %o', async (change, message) => {
    const before = await countProjects()
    const res = await f.admin.post('/api/admin/projects', {
      ...PROJECT,
      clientId: f.anaId,
      ...change,
    })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error: { message } })
    expect(await countProjects()).toBe(before)
  })

  it("answers 400 'Cliente não encontrado' for an unknown or admin client", async () => {
    const before = await countProjects()
    for (const clientId of ['00000000-0000-4000-8000-000000000000', f.adminId]) {
      const res = await f.admin.post('/api/admin/projects', { ...PROJECT, clientId })
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ error: { message: 'Cliente não encontrado' } })
    }
    expect(await countProjects()).toBe(before)
  })
})

describe('GET and DELETE /api/admin/projects', () => {
  it('lists newest first with the client name and email; deletes with 204, then 404', async () => {
    const forBia = await f.createProject(f.biaId, { name: 'Capa de Banco' })
    const list = await f.admin.get<{ projects: Record<string, unknown>[] }>('/api/admin/projects')
    expect(list.status).toBe(200)
    expect(list.body.projects[0]).toMatchObject({
      id: forBia,
      name: 'Capa de Banco',
      clientId: f.biaId,
      clientName: 'bia',
      clientEmail: 'bia@exemplo.com',
      termsAccepted: false,
    })
    expect(list.body.projects.map((p) => p.clientEmail)).toEqual([
      'bia@exemplo.com',
      'ana@exemplo.com',
    ])

    const del = await f.admin.request('DELETE', `/api/admin/projects/${forBia}`)
    expect(del.status).toBe(204)
    const again = await f.admin.request('DELETE', `/api/admin/projects/${forBia}`)
    expect(again.status).toBe(404)
    expect(again.body).toMatchObject({ error: { message: 'Projeto não encontrado' } })
    expect((await f.admin.request('DELETE', '/api/admin/projects/xyz')).status).toBe(404)
    expect(await countProjects()).toBe(1)
  })
})
