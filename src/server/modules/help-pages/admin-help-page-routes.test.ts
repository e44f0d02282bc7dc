import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { helpPages } from '#server/db/schema/content.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { insertHelpPage } from './help-page-repository.ts'
import { HELP_PAGE_INPUT, type PageAnswer } from '#server/testing/help-page-fixtures.ts'

let f: AdminFixture
beforeAll(async () => {
  f = await adminFixture()
})
afterAll(() => f.t.close())
beforeEach(async () => {
  await f.t.database.db.delete(helpPages)
})

const pageRows = () => f.t.database.db.select().from(helpPages)
const UNKNOWN = '7d3b6c1e-0000-4000-8000-000000000000'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

async function create(changes: Record<string, unknown> = {}) {
  const res = await f.admin.post<PageAnswer>('/api/admin/help-pages', {
    ...HELP_PAGE_INPUT,
    ...changes,
  })
  if (res.status !== 201) throw new Error(`not created: ${JSON.stringify(res.body)}`)
  return res.body.page
}

describe('who may call the admin help page routes', () => {
  it.each([
    ['POST', '/api/admin/help-pages'],
    ['PATCH', `/api/admin/help-pages/${UNKNOWN}`],
    ['DELETE', `/api/admin/help-pages/${UNKNOWN}`],
  ])('%s %s: visitor 401, customer 403, nothing changed', async (method, path) => {
    const existing = await create()
    const url = path.replace(UNKNOWN, () => existing.id)
    const body = method === 'DELETE' ? undefined : { ...HELP_PAGE_INPUT, slug: 'outra-pagina' }
    const before = await pageRows()
    expect((await f.visitor.request(method, url, body)).status).toBe(401)
    expect((await f.customer.request(method, url, body)).status).toBe(403)
    expect(await pageRows()).toEqual(before)
  })
})

describe('POST /api/admin/help-pages', () => {
  it('stores the page with server-assigned question ids; the public routes show it', async () => {
    const res = await f.admin.post<PageAnswer>('/api/admin/help-pages', {
      ...HELP_PAGE_INPUT,
      questions: HELP_PAGE_INPUT.questions.map((q) => ({ ...q, id: 'escolhido-pelo-cliente' })),
    })
    expect(res.status).toBe(201)
    const { page } = res.body
    expect(page).toEqual({
      id: expect.stringMatching(UUID),
      title: HELP_PAGE_INPUT.title,
      slug: HELP_PAGE_INPUT.slug,
      questions: HELP_PAGE_INPUT.questions.map((q) => ({ ...q, id: expect.stringMatching(UUID) })),
      createdAt: expect.any(String),
      updatedAt: page.createdAt,
    })
    const [first, second] = page.questions
    expect(first?.id).not.toBe(second?.id)
    expect((await f.visitor.get(`/api/help-pages/${page.slug}`)).body).toEqual({ page })
    expect((await f.visitor.get('/api/help-pages')).body).toEqual({ pages: [page] })
  })

  it.each([
    [{ title: ' ' }, 'Título é obrigatório'],
    [{ slug: '' }, 'Slug é obrigatório'],
    [{ slug: 'Com Espaço' }, 'Use apenas letras minúsculas, números e hífens no slug.'],
    [{ slug: 'cart' }, 'Este endereço já é usado pela loja. Escolha outro slug.'],
    [{ slug: 'admin' }, 'Este endereço já é usado pela loja. Escolha outro slug.'],
    [{ questions: [] }, 'Adicione pelo menos uma dúvida.'],
    [
      { questions: [{ question: ' ', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' }] },
      'Texto da dúvida é obrigatório',
    ],
    [{ questions: [{ question: 'Q', youtubeUrl: '' }] }, 'Link do YouTube é obrigatório'],
    [
      { questions: [{ question: 'Q', youtubeUrl: 'https://youtu.be/dQw4w9WgXc' }] },
      'URL do YouTube inválida',
    ],
    [
      { questions: [{ question: 'Q', youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXc' }] },
      'URL do YouTube inválida',
    ],
    [
      { questions: [{ question: 'Q', youtubeUrl: 'javascript:alert(1)' }] },
      'URL do YouTube inválida',
    ],
  ])('answers 400 for %j and stores nothing', async (change, message) => {
    const res = await f.admin.post('/api/admin/help-pages', { ...HELP_PAGE_INPUT, ...change })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: { code: 'validation', message } })
    expect(await pageRows()).toHaveLength(0)
  })

  it('answers 409 for a slug already taken and stores nothing more', async () => {
    const first = await create()
    const res = await f.admin.post('/api/admin/help-pages', { ...HELP_PAGE_INPUT, title: 'Outra' })
    expect(res.status).toBe(409)
    expect(res.body).toEqual({
      error: { code: 'slug-taken', message: 'Já existe uma página de ajuda com este slug.' },
    })
    expect((await pageRows()).map((r) => r.id)).toEqual([first.id])
  })

  it('stores one of two simultaneous pages with the same slug; the other gets 409', async () => {
    const answers = await Promise.all([
      f.admin.post('/api/admin/help-pages', HELP_PAGE_INPUT),
      f.admin.post('/api/admin/help-pages', { ...HELP_PAGE_INPUT, title: 'Outra' }),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409])
    expect(await pageRows()).toHaveLength(1)
  })

  it('answers 400, not 5xx, for a body that is not JSON', async () => {
    const res = await f.admin.request('POST', '/api/admin/help-pages', undefined, {
      'content-type': 'application/json',
    })
    expect(res.status).toBe(400)
  })
})

describe('PATCH /api/admin/help-pages/:id', () => {
  it('replaces title, slug and questions, with new ids, and bumps updated_at', async () => {
    const old = new Date('2025-01-01T00:00:00Z')
    const row = await insertHelpPage(f.t.database.db, HELP_PAGE_INPUT, old)
    const before = (await f.visitor.get<PageAnswer>(`/api/help-pages/${row.slug}`)).body.page
    const changes = {
      title: 'Manopla: troca completa',
      slug: 'troca-de-manopla',
      questions: [{ question: 'Só uma dúvida', youtubeUrl: 'https://youtu.be/aB3_dE-fGh1' }],
    }
    const res = await f.admin.request<PageAnswer>(
      'PATCH',
      `/api/admin/help-pages/${before.id}`,
      changes,
    )
    expect(res.status).toBe(200)
    const { page } = res.body
    expect(page).toEqual({
      ...before,
      ...changes,
      questions: [{ ...changes.questions[0], id: expect.stringMatching(UUID) }],
      updatedAt: expect.any(String),
    })
    expect(page.createdAt).toBe(old.toISOString())
    expect(Date.parse(page.updatedAt)).toBeGreaterThan(old.getTime())
    expect((await f.visitor.get(`/api/help-pages/${before.slug}`)).status).toBe(404)
    expect((await f.visitor.get(`/api/help-pages/${page.slug}`)).body).toEqual({ page })
  })

  it('keeps its own slug', async () => {
    const before = await create()
    const res = await f.admin.request('PATCH', `/api/admin/help-pages/${before.id}`, {
      ...HELP_PAGE_INPUT,
      title: 'Novo título',
    })
    expect(res.status).toBe(200)
  })

  it("answers 409 for another page's slug and changes nothing", async () => {
    await create()
    const other = await create({ slug: 'outra-pagina' })
    const before = await pageRows()
    const res = await f.admin.request('PATCH', `/api/admin/help-pages/${other.id}`, HELP_PAGE_INPUT)
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ error: { code: 'slug-taken' } })
    expect(await pageRows()).toEqual(before)
  })

  it('answers 400 with the message and changes nothing', async () => {
    const before = await create()
    const res = await f.admin.request('PATCH', `/api/admin/help-pages/${before.id}`, {
      ...HELP_PAGE_INPUT,
      questions: [],
    })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      error: { code: 'validation', message: 'Adicione pelo menos uma dúvida.' },
    })
    expect((await f.visitor.get(`/api/help-pages/${before.slug}`)).body).toEqual({ page: before })
  })

  it.each([UNKNOWN, 'nao-e-uuid'])('answers 404 for %s', async (id) => {
    const res = await f.admin.request('PATCH', `/api/admin/help-pages/${id}`, HELP_PAGE_INPUT)
    expect(res.status).toBe(404)
    expect(res.body).toEqual({
      error: { code: 'help-page-not-found', message: 'Página não encontrada' },
    })
  })
})

describe('DELETE /api/admin/help-pages/:id', () => {
  it('deletes the page; its slug is free again', async () => {
    const page = await create()
    const res = await f.admin.request('DELETE', `/api/admin/help-pages/${page.id}`)
    expect(res.status).toBe(204)
    expect(await pageRows()).toHaveLength(0)
    expect((await f.visitor.get(`/api/help-pages/${page.slug}`)).status).toBe(404)
    await create()
  })

  it.each([UNKNOWN, 'nao-e-uuid'])('answers 404 for %s', async (id) => {
    const res = await f.admin.request('DELETE', `/api/admin/help-pages/${id}`)
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ error: { code: 'help-page-not-found' } })
  })
})
