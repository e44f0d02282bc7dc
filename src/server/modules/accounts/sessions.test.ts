import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { createTestApp, likeTheShopsOwnPages, type TestApp } from '#server/testing/test-app.ts'
import { ADDRESS, TestClient } from '#server/testing/test-client.ts'
import { createSession, PERSISTENT_SESSION_MS, resolveSession } from './sessions.ts'

let t: TestApp
let userId: string
beforeAll(async () => {
  t = await createTestApp()
  const res = await new TestClient(t).post('/api/auth/register', {
    email: 'cliente@exemplo.com',
    password: 'cliente-1',
    confirmPassword: 'cliente-1',
    address: ADDRESS,
  })
  userId = (res.body as { user: { id: string } }).user.id
})
afterAll(() => t.close())

const DAY = 24 * 60 * 60 * 1000

describe('sessions', () => {
  it('are accepted by another app instance on the same database (nothing kept in memory)', async () => {
    const first = new TestClient(t)
    await first.post('/api/auth/login', { email: 'cliente@exemplo.com', password: 'cliente-1' })
    const otherInstance = {
      ...t,
      app: likeTheShopsOwnPages(
        buildApp({ config: t.config, db: t.database.db }),
        t.config.publicUrl,
      ),
    }
    const second = new TestClient(otherInstance)
    second.cookie = first.cookie
    expect((await second.get('/api/auth/session')).body).toMatchObject({
      user: { email: 'cliente@exemplo.com' },
    })
    await second.post('/api/auth/logout')
    expect((await first.get('/api/auth/session')).body).toEqual({ user: null })
  })

  it("slide: a 'Lembrar-me' session used after 20 days lasts 30 more from then", async () => {
    const start = new Date('2026-01-01T12:00:00Z')
    const token = await createSession(t.database.db, userId, true, start)
    const early = await resolveSession(t.database.db, token, new Date(start.getTime() + 60_000))
    expect(early).toMatchObject({ renewed: false, persistent: true })

    const later = new Date(start.getTime() + 20 * DAY)
    expect(await resolveSession(t.database.db, token, later)).toMatchObject({ renewed: true })
    const beyondFirstExpiry = new Date(start.getTime() + 45 * DAY)
    expect(await resolveSession(t.database.db, token, beyondFirstExpiry)).not.toBeNull()
    const unused = new Date(beyondFirstExpiry.getTime() + PERSISTENT_SESSION_MS + 1)
    expect(await resolveSession(t.database.db, token, unused)).toBeNull()
  })

  it('a browser session is forgotten after a day without use', async () => {
    const start = new Date('2026-02-01T12:00:00Z')
    const token = await createSession(t.database.db, userId, false, start)
    expect(
      await resolveSession(t.database.db, token, new Date(start.getTime() + 2 * DAY)),
    ).toBeNull()
  })

  it('an unknown or forged cookie is signed out and the cookie cleared', async () => {
    const browser = new TestClient(t)
    browser.cookie = 'vitrine_session=forjado'
    const res = await browser.get('/api/auth/session')
    expect(res.body).toEqual({ user: null })
    expect(res.headers.get('set-cookie')).toMatch(/vitrine_session=;/)
  })
})
