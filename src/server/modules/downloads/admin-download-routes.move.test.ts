import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { downloads } from '#server/db/schema/content.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { insertDownload } from './download-repository.ts'
import { DOWNLOAD_INPUT, type ListAnswer } from '#server/testing/download-fixtures.ts'

let f: AdminFixture
beforeAll(async () => {
  f = await adminFixture()
})
afterAll(() => f.t.close())
beforeEach(async () => {
  await f.t.database.db.delete(downloads)
})

const UNKNOWN = '7d3b6c1e-0000-4000-8000-000000000000'

/** Downloads titled as given, appended in that order; their ids. */
async function seed(...titles: string[]) {
  const ids: string[] = []
  for (const title of titles)
    ids.push((await insertDownload(f.t.database.db, { ...DOWNLOAD_INPUT, title })).id)
  return ids
}
const move = (id: string, direction: unknown) =>
  f.admin.post<ListAnswer>(`/api/admin/downloads/${id}/move`, { direction })
const titles = async () =>
  (await f.visitor.get<ListAnswer>('/api/downloads')).body.downloads.map((d) => d.title)

describe('POST /api/admin/downloads/:id/move', () => {
  it('swaps with the previous one and answers the whole list in the new order', async () => {
    const [, , c] = await seed('A', 'B', 'C')
    const res = await move(c!, 'up')
    expect(res.status).toBe(200)
    expect(res.body.downloads.map((d) => [d.title, d.displayOrder])).toEqual([
      ['A', 1],
      ['C', 2],
      ['B', 3],
    ])
    expect(res.body).toEqual((await f.visitor.get('/api/downloads')).body)
  })

  it('swaps with the next one', async () => {
    const [a] = await seed('A', 'B', 'C')
    expect((await move(a!, 'down')).status).toBe(200)
    expect(await titles()).toEqual(['B', 'A', 'C'])
  })

  it('moves the last to the top in two steps', async () => {
    const [, , c] = await seed('A', 'B', 'C')
    await move(c!, 'up')
    await move(c!, 'up')
    expect(await titles()).toEqual(['C', 'A', 'B'])
  })

  it('finds the neighbour across gaps left by deletions', async () => {
    const [a, b, c] = await seed('A', 'B', 'C')
    await f.admin.request('DELETE', `/api/admin/downloads/${b}`)
    expect((await move(c!, 'up')).status).toBe(200)
    expect(await titles()).toEqual(['C', 'A'])
    expect((await move(a!, 'up')).status).toBe(200)
    expect(await titles()).toEqual(['A', 'C'])
  })

  it('refuses to move the first up and the last down, changing nothing', async () => {
    const [a, , c] = await seed('A', 'B', 'C')
    const up = await move(a!, 'up')
    expect(up.status).toBe(400)
    expect(up.body).toEqual({
      error: { code: 'already-first', message: 'Este download já é o primeiro da lista.' },
    })
    const down = await move(c!, 'down')
    expect(down.status).toBe(400)
    expect(down.body).toEqual({
      error: { code: 'already-last', message: 'Este download já é o último da lista.' },
    })
    expect(await titles()).toEqual(['A', 'B', 'C'])
  })

  it('refuses a single download both ways', async () => {
    const [a] = await seed('A')
    expect((await move(a!, 'up')).body).toMatchObject({ error: { code: 'already-first' } })
    expect((await move(a!, 'down')).body).toMatchObject({ error: { code: 'already-last' } })
  })

  it.each([UNKNOWN, 'nao-e-uuid'])('answers 404 for %s', async (id) => {
    await seed('A', 'B')
    const res = await move(id, 'up')
    expect(res.status).toBe(404)
    expect(res.body).toEqual({
      error: { code: 'download-not-found', message: 'Download não encontrado' },
    })
  })

  it.each(['left', '', undefined])('answers 400 "Direção inválida." for %j', async (direction) => {
    const [, b] = await seed('A', 'B')
    const res = await move(b!, direction)
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: { code: 'validation', message: 'Direção inválida.' } })
    expect(await titles()).toEqual(['A', 'B'])
  })

  it('keeps the orders a permutation under simultaneous moves', async () => {
    const ids = await seed('A', 'B', 'C', 'D', 'E', 'F')
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        ids.flatMap((id, i) => [move(id, i % 2 ? 'up' : 'down'), move(id, i % 3 ? 'down' : 'up')]),
      )
      for (const answer of answers) expect([200, 400]).toContain(answer.status)
      const rows = await f.t.database.db.select().from(downloads)
      expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort())
      expect(rows.map((r) => r.displayOrder).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6])
    }
  })
})
