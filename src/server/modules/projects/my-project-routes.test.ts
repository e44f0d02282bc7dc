import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TERMS_VERSION } from '#domain/schemas/custom-project.ts'
import { customProducts } from '#server/db/schema/custom-projects.ts'
import { projectFixture, type ProjectFixture } from '#server/testing/project-fixtures.ts'

let f: ProjectFixture
let anaFirst: string
let anaSecond: string
let biaProject: string
beforeAll(async () => {
  f = await projectFixture()
  anaFirst = await f.createProject(f.anaId, { name: 'Primeiro' })
  biaProject = await f.createProject(f.biaId, { name: 'Da Bia' })
  anaSecond = await f.createProject(f.anaId, { name: 'Segundo' })
})
afterAll(() => f.t.close())

type Project = { id: string; name: string; termsAccepted: boolean; termsVersion: string | null }
const rowOf = async (id: string) =>
  (await f.t.database.db.select().from(customProducts).where(eq(customProducts.id, id)))[0]

describe('the handmade terms', () => {
  it('are public, versioned and mention the 90-day warranty', async () => {
    const res = await f.visitor.get<{ version: string; text: string }>('/api/projects/terms')
    expect(res.status).toBe(200)
    expect(res.body.version).toBe(TERMS_VERSION)
    expect(res.body.text).toContain('90 dias de garantia')
  })
})

describe('a visitor', () => {
  it.each([
    ['GET', '/api/projects', undefined],
    ['POST', '/api/projects/00000000-0000-4000-8000-000000000000/accept', { accepted: true }],
    ['DELETE', '/api/projects/00000000-0000-4000-8000-000000000000', undefined],
  ])('gets 401 on %s %s', async (method, path, body) => {
    expect((await f.visitor.request(method, path, body)).status).toBe(401)
  })
})

describe('the customer', () => {
  it('lists only their own projects, newest first', async () => {
    const res = await f.ana.get<{ projects: Project[] }>('/api/projects')
    expect(res.status).toBe(200)
    expect(res.body.projects.map((p) => p.name)).toEqual(['Segundo', 'Primeiro'])
    expect(res.body.projects[0]).toMatchObject({
      termsAccepted: false,
      requiresTermsAcceptance: true,
    })
  })

  it.each([[{}], [{ accepted: false }], [{ accepted: 'true' }], [{ accepted: 1 }]])(
    'cannot accept without ticking the box: %o',
    async (body) => {
      const res = await f.ana.post(`/api/projects/${anaFirst}/accept`, body)
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ error: { message: 'Aceite os termos para continuar.' } })
      expect(await rowOf(anaFirst)).toMatchObject({ termsAccepted: false, termsAcceptedAt: null })
    },
  )

  it('accepts the terms: records the timestamp and the version', async () => {
    const before = Date.now()
    const res = await f.ana.post<{ project: Project }>(`/api/projects/${anaFirst}/accept`, {
      accepted: true,
    })
    expect(res.status).toBe(200)
    expect(res.body.project).toMatchObject({
      id: anaFirst,
      termsAccepted: true,
      requiresTermsAcceptance: false,
      termsVersion: TERMS_VERSION,
    })
    const row = await rowOf(anaFirst)
    expect(row).toMatchObject({
      termsAccepted: true,
      requiresTermsAcceptance: false,
      termsVersion: TERMS_VERSION,
    })
    expect(row?.termsAcceptedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000)
  })

  it('declines (deletes) their own project with 204; then it is 404', async () => {
    expect((await f.ana.request('DELETE', `/api/projects/${anaSecond}`)).status).toBe(204)
    expect(await rowOf(anaSecond)).toBeUndefined()
    const again = await f.ana.post(`/api/projects/${anaSecond}/accept`, { accepted: true })
    expect(again.status).toBe(404)
    expect(again.body).toMatchObject({ error: { message: 'Projeto não encontrado' } })
    expect((await f.ana.request('DELETE', `/api/projects/${anaSecond}`)).status).toBe(404)
  })

  it("gets 404 for another customer's project and changes nothing", async () => {
    const accept = await f.ana.post(`/api/projects/${biaProject}/accept`, { accepted: true })
    expect(accept.status).toBe(404)
    expect(accept.body).toMatchObject({ error: { message: 'Projeto não encontrado' } })
    expect((await f.ana.request('DELETE', `/api/projects/${biaProject}`)).status).toBe(404)
    expect((await f.ana.request('DELETE', '/api/projects/not-a-uuid')).status).toBe(404)
    expect(await rowOf(biaProject)).toMatchObject({ termsAccepted: false })
  })
})
