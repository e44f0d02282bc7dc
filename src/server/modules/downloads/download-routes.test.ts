import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
    const res = await visitor.get<ListAnswer>('/api/downloads')
    expect(res.body.downloads.map((d) => d.title)).toEqual(['Primeiro', 'Segundo', 'Terceiro'])
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
