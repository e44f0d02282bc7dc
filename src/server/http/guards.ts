import { createMiddleware } from 'hono/factory'
import { forbidden, unauthorized } from '#domain/errors.ts'
import type { AppEnv } from './app-env.ts'

/** A visitor gets 401. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) throw unauthorized()
  await next()
})

/** A visitor gets 401, a customer 403. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.get('user')
  if (!user) throw unauthorized()
  if (!user.isAdmin) throw forbidden()
  await next()
})
