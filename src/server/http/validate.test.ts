import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { helpPages } from '#server/db/schema/content.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { HELP_PAGE_INPUT, type PageAnswer } from '#server/testing/help-page-fixtures.ts'

let f: AdminFixture
beforeAll(async () => {
  f = await adminFixture()
})
afterAll(() => f.t.close())

const INVALID_TEXT = {
  error: { code: 'validation', message: 'O texto contém caracteres inválidos.' },
}
const withQuestion = (question: string) => ({
  ...HELP_PAGE_INPUT,
  questions: [{ question, youtubeUrl: HELP_PAGE_INPUT.questions[0]!.youtubeUrl }],
})

// Found by the hostile-input test in CI: both reached PostgreSQL and failed the query (a 500).
describe('text PostgreSQL cannot store is refused before any query', () => {
  it('refuses a lone surrogate (half an emoji) and a NUL, in a value or a key, writing nothing', async () => {
    const created = await f.admin.post<PageAnswer>('/api/admin/help-pages', HELP_PAGE_INPUT)
    expect(created.status).toBe(201)
    const path = `/api/admin/help-pages/${created.body.page.id}`
    const before = await f.t.database.db.select().from(helpPages)

    for (const body of [
      withQuestion('x\udfffy'),
      withQuestion('\ud83d no fim'),
      withQuestion('nul\u0000aqui'),
      { ...HELP_PAGE_INPUT, title: 'Título\u0000' },
    ]) {
      const res = await f.admin.request('PATCH', path, body)
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: INVALID_TEXT })
    }
    expect(await f.t.database.db.select().from(helpPages)).toEqual(before)
  })

  it('keeps whole emoji and accents', async () => {
    const res = await f.admin.post<PageAnswer>('/api/admin/help-pages', {
      ...withQuestion('Funciona no Fusca? 🚗👍🏽 Instalação rápida'),
      slug: 'emoji-inteiro',
    })
    expect(res.status).toBe(201)
    expect(res.body.page.questions[0]?.question).toBe('Funciona no Fusca? 🚗👍🏽 Instalação rápida')
  })
})
