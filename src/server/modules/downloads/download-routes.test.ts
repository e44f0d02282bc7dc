import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { downloads } from '#server/db/schema/content.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { TestClient } from '#server/testing/test-client.ts'
import type { ListAnswer } from '#server/testing/download-fixtures.ts'

let t: TestApp
let visitor: TestClient
beforeAll(async () => {
  t = await createTestApp()
  visitor = new TestClient(t)
})
afterAll(() => t.close())

describe('GET /api/downloads', () => {
  it('answers an empty list when there is none', async () => {
    const res = await visitor.get('/api/downloads')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ downloads: [] })
  })

  it('lists by display order, then the oldest first, with the public shape', async () => {
    const day = (d: number) => new Date(`2025-01-0${d}T12:00:00Z`)
    const url = 'https://arquivos.exemplo.com/a.pdf'
    await t.database.db.insert(downloads).values([
      { title: 'Terceiro', url, displayOrder: 5, createdAt: day(1), updatedAt: day(1) },
      { title: 'Segundo', url, displayOrder: 2, createdAt: day(3), updatedAt: day(3) },
      { title: 'Primeiro', url, displayOrder: 2, createdAt: day(2), updatedAt: day(4) },
    ])
    // Written behind the app's back: its cached list follows the table's trigger, at commit on
    // PGlite and through LISTEN within a moment on PostgreSQL.
    const res = await vi.waitFor(
      async () => {
        const answer = await visitor.get<ListAnswer>('/api/downloads')
        expect(answer.body.downloads.map((d) => d.title)).toEqual([
          'Primeiro',
          'Segundo',
          'Terceiro',
        ])
        return answer
      },
      { timeout: 3000, interval: 20 },
    )
    expect(res.body.downloads[0]).toEqual({
      id: expect.any(String),
      title: 'Primeiro',
      url,
      description: null,
      displayOrder: 2,
      createdAt: '2025-01-02T12:00:00.000Z',
      updatedAt: '2025-01-04T12:00:00.000Z',
    })
  })
})
