import { createMiddleware } from 'hono/factory'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from './session-cookie.ts'
import { resolveSession } from './sessions.ts'

/** Puts the signed-in user (or null) on the context; renews the cookie when the session slides. */
export function sessionMiddleware(deps: { db: Db; config: Config }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = readSessionCookie(c)
    c.set('user', null)
    c.set('sessionToken', null)
    if (token) {
      const session = await resolveSession(deps.db, token)
      if (session) {
        c.set('user', session.user)
        c.set('sessionToken', token)
        if (session.renewed) {
          writeSessionCookie(c, token, session.persistent, deps.config.secureCookies)
        }
      } else {
        clearSessionCookie(c, deps.config.secureCookies)
      }
    }
    await next()
  })
}
