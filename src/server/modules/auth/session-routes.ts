import { Hono } from 'hono'
import type { SessionInfo } from '#domain/account.ts'

/** The route guard asks here who is signed in. Accounts arrive with their own issue: until then, nobody. */
export function sessionRoutes() {
  return new Hono()
    .get('/session', (c) => c.json<SessionInfo>({ user: null }))
    .post('/logout', (c) => c.body(null, 204))
}
