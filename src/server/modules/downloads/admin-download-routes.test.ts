import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { downloads } from '#server/db/schema/content.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import {
  DOWNLOAD_INPUT,
  type DownloadAnswer,
  type ListAnswer,
} from '#server/testing/download-fixtures.ts'

let f: AdminFixture
beforeAll(async () => {
  f = await adminFixture()
})
afterAll(() => f.t.close())
beforeEach(async () => {
  await f.t.database.db.delete(downloads)
})

const rows = () => f.t.database.db.select().from(downloads)
const UNKNOWN = '7d3b6c1e-0000-4000-8000-000000000000'

async function create(changes: Record<string, unknown> = {}) {
  const res = await f.admin.post<DownloadAnswer>('/api/admin/downloads', {
    ...DOWNLOAD_INPUT,
    ...changes,
  })
  if (res.status !== 201) throw new Error(`not created: ${JSON.stringify(res.body)}`)
  return res.body.download
}

describe('who may call the admin download routes', () => {
  it.each([
    ['POST', '/api/admin/downloads', DOWNLOAD_INPUT],
    ['PATCH', `/api/admin/downloads/${UNKNOWN}`, DOWNLOAD_INPUT],
    ['DELETE', `/api/admin/downloads/${UNKNOWN}`, undefined],
    ['POST', `/api/admin/downloads/${UNKNOWN}/move`, { direction: 'up' }],
  ])('%s %s: visitor 401, customer 403, nothing changed', async (method, path, body) => {
    await create({ title: 'Primeiro' })
    const existing = await create()
    const url = path.replace(UNKNOWN, () => existing.id)
    const before = await rows()
    expect((await f.visitor.request(method, url, body)).status).toBe(401)
    expect((await f.customer.request(method, url, body)).status).toBe(403)
    expect(await rows()).toEqual(before)
  })
})

describe('POST /api/admin/downloads', () => {
  it('appends the download at the end; the public list shows it', async () => {
    const res = await f.admin.post<DownloadAnswer>('/api/admin/downloads', DOWNLOAD_INPUT)
    expect(res.status).toBe(201)
    const { download } = res.body
    expect(download).toEqual({
      id: expect.any(String),
      ...DOWNLOAD_INPUT,
      displayOrder: 1,
      createdAt: expect.any(String),
      updatedAt: download.createdAt,
    })
    const second = await create({
      title: 'Segundo',
      description: ' ',
      url: '/demo/downloads/a.txt',
    })
    expect(second).toMatchObject({
      displayOrder: 2,
      description: null,
      url: '/demo/downloads/a.txt',
    })
    const list = await f.visitor.get<ListAnswer>('/api/downloads')
    expect(list.body).toEqual({ downloads: [download, second] })
  })

  it('gives simultaneous creates distinct places at the end', async () => {
    await Promise.all(Array.from({ length: 6 }, (_, i) => create({ title: `Arquivo ${i}` })))
    const orders = (await rows()).map((r) => r.displayOrder).sort((a, b) => a - b)
    expect(orders).toEqual([1, 2, 3, 4, 5, 6])
  })

  it.each([
    [{ title: ' ' }, 'Título é obrigatório'],
    [{ url: '' }, 'URL é obrigatória'],
    [{ url: 'javascript:alert(1)' }, 'URL inválida'],
    [{ url: 'data:text/html;base64,PHNjcmlwdD4=' }, 'URL inválida'],
    [{ url: 'ftp://arquivos.exemplo.com/a.pdf' }, 'URL inválida'],
    [{ description: 'x'.repeat(2001) }, 'No máximo 2000 caracteres.'],
  ])('answers 400 for %j and stores nothing', async (change, message) => {
    const res = await f.admin.post('/api/admin/downloads', { ...DOWNLOAD_INPUT, ...change })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: { code: 'validation', message } })
    expect(await rows()).toHaveLength(0)
  })

  it('answers 400, not 5xx, for a body that is not JSON', async () => {
    const res = await f.admin.request('POST', '/api/admin/downloads', undefined, {
      'content-type': 'application/json',
    })
    expect(res.status).toBe(400)
  })
})

describe('PATCH /api/admin/downloads/:id', () => {
  it('replaces title, URL and description, keeps the place and bumps updated_at', async () => {
    await create({ title: 'Primeiro' })
    const before = await create()
    const changes = {
      title: 'Manual v3',
      url: 'http://arquivos.exemplo.com/v3.zip',
      description: null,
    }
    const res = await f.admin.request<DownloadAnswer>(
      'PATCH',
      `/api/admin/downloads/${before.id}`,
      changes,
    )
    expect(res.status).toBe(200)
    expect(res.body.download).toEqual({ ...before, ...changes, updatedAt: expect.any(String) })
    expect(Date.parse(res.body.download.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(before.updatedAt),
    )
    const list = await f.visitor.get<ListAnswer>('/api/downloads')
    expect(list.body.downloads[1]).toEqual(res.body.download)
  })

  it('answers 400 "URL inválida" and changes nothing', async () => {
    const before = await create()
    const res = await f.admin.request('PATCH', `/api/admin/downloads/${before.id}`, {
      ...DOWNLOAD_INPUT,
      url: 'javascript:alert(1)',
    })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: { code: 'validation', message: 'URL inválida' } })
    expect((await f.visitor.get<ListAnswer>('/api/downloads')).body.downloads).toEqual([before])
  })

  it.each([UNKNOWN, 'nao-e-uuid'])('answers 404 for %s', async (id) => {
    const res = await f.admin.request('PATCH', `/api/admin/downloads/${id}`, DOWNLOAD_INPUT)
    expect(res.status).toBe(404)
    expect(res.body).toEqual({
      error: { code: 'download-not-found', message: 'Download não encontrado' },
    })
  })
})

describe('DELETE /api/admin/downloads/:id', () => {
  it('deletes it; the others keep their order', async () => {
    const [a, b, c] = [
      await create({ title: 'A' }),
      await create({ title: 'B' }),
      await create({ title: 'C' }),
    ]
    const res = await f.admin.request('DELETE', `/api/admin/downloads/${b.id}`)
    expect(res.status).toBe(204)
    const list = await f.visitor.get<ListAnswer>('/api/downloads')
    expect(list.body.downloads.map((d) => d.id)).toEqual([a.id, c.id])
    expect((await create({ title: 'D' })).displayOrder).toBe(4)
  })

  it.each([UNKNOWN, 'nao-e-uuid'])('answers 404 for %s', async (id) => {
    const res = await f.admin.request('DELETE', `/api/admin/downloads/${id}`)
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ error: { code: 'download-not-found' } })
  })
})
