import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { helpPages } from '#server/db/schema/content.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { TestClient } from '#server/testing/test-client.ts'
import { insertHelpPage } from './help-page-repository.ts'
import { HELP_PAGE_INPUT, type HelpPageView } from '#server/testing/help-page-fixtures.ts'

let t: TestApp
let visitor: TestClient
beforeAll(async () => {
  t = await createTestApp()
  visitor = new TestClient(t)
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.database.db.delete(helpPages)
})

const at = (iso: string) => new Date(iso)

describe('GET /api/help-pages', () => {
  it('answers an empty list when there is none', async () => {
    const res = await visitor.get('/api/help-pages')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ pages: [] })
  })

  it('lists every page newest first, with its questions in order', async () => {
    const db = t.database.db
    await insertHelpPage(db, { ...HELP_PAGE_INPUT, slug: 'antiga' }, at('2025-01-01T10:00:00Z'))
    await insertHelpPage(db, { ...HELP_PAGE_INPUT, slug: 'nova' }, at('2025-03-01T10:00:00Z'))
    await insertHelpPage(db, { ...HELP_PAGE_INPUT, slug: 'meio' }, at('2025-02-01T10:00:00Z'))
    const res = await visitor.get<{ pages: HelpPageView[] }>('/api/help-pages')
    expect(res.body.pages.map((p) => p.slug)).toEqual(['nova', 'meio', 'antiga'])
    expect(res.body.pages[0]).toEqual({
      id: expect.any(String),
      title: HELP_PAGE_INPUT.title,
      slug: 'nova',
      questions: HELP_PAGE_INPUT.questions.map((q) => ({ ...q, id: expect.any(String) })),
      createdAt: '2025-03-01T10:00:00.000Z',
      updatedAt: '2025-03-01T10:00:00.000Z',
    })
  })
})

describe('GET /api/help-pages/:slug', () => {
  it('answers the page', async () => {
    const row = await insertHelpPage(t.database.db, HELP_PAGE_INPUT)
    const res = await visitor.get<{ page: HelpPageView }>(`/api/help-pages/${row.slug}`)
    expect(res.status).toBe(200)
    expect(res.body.page).toMatchObject({ id: row.id, slug: row.slug, title: row.title })
    expect(res.body.page.questions).toEqual(row.questions)
  })

  it.each(['nao-existe', 'COMO-TROCAR-A-MANOPLA', 'cart', '%20'])(
    'answers 404 "Página não encontrada" for %j',
    async (slug) => {
      await insertHelpPage(t.database.db, HELP_PAGE_INPUT)
      const res = await visitor.get(`/api/help-pages/${slug}`)
      expect(res.status).toBe(404)
      expect(res.body).toEqual({
        error: { code: 'help-page-not-found', message: 'Página não encontrada' },
      })
    },
  )
})
