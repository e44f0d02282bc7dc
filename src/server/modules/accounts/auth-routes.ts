import { Hono, type Context } from 'hono'
import type { SessionInfo } from '#domain/account.ts'
import {
  AUTH_MESSAGES,
  checkoutAuthSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  resetTokenSchema,
} from '#domain/schemas/auth.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { validate } from '#server/http/validate.ts'
import { authenticate, checkoutAuth, register } from './auth-service.ts'
import { requestPasswordReset, resetPassword, validateResetToken } from './password-reset.ts'
import { clientIp, enforceRateLimit, type Limit } from './rate-limit.ts'
import { clearSessionCookie, writeSessionCookie } from './session-cookie.ts'
import { createSession, endSession, toSessionUser } from './sessions.ts'

const MIN = 60_000
const PER_EMAIL: Limit = { max: 10, windowMs: 15 * MIN }
const PER_IP: Limit = { max: 50, windowMs: 15 * MIN }
const RESET_PER_EMAIL: Limit = { max: 3, windowMs: 60 * MIN }
const RESET_PER_IP: Limit = { max: 20, windowMs: 60 * MIN }

export function authRoutes(deps: { db: Db; config: Config }) {
  const { db, config } = deps

  async function signIn(c: Context<AppEnv>, userId: string, persistent: boolean) {
    const previous = c.get('sessionToken')
    if (previous) await endSession(db, previous)
    const token = await createSession(db, userId, persistent)
    writeSessionCookie(c, token, persistent, config.secureCookies)
  }

  const limit = (c: Context, action: string, email: string, perEmail = PER_EMAIL, perIp = PER_IP) =>
    enforceRateLimit(db, [
      [`${action}:ip:${clientIp(c, config.trustProxy)}`, perIp],
      [`${action}:email:${email}`, perEmail],
    ])

  return new Hono<AppEnv>()
    .get('/session', (c) => c.json<SessionInfo>({ user: c.get('user') }))
    .post('/login', validate('json', loginSchema), async (c) => {
      const input = c.req.valid('json')
      await limit(c, 'login', input.email)
      const user = await authenticate(db, input.email, input.password)
      await signIn(c, user.id, input.remember)
      return c.json<SessionInfo>({ user: toSessionUser(user) })
    })
    .post('/register', validate('json', registerSchema), async (c) => {
      const input = c.req.valid('json')
      await limit(c, 'register', input.email)
      const user = await register(db, config, input)
      await signIn(c, user.id, false)
      return c.json<SessionInfo>({ user: toSessionUser(user) }, 201)
    })
    .post('/checkout', validate('json', checkoutAuthSchema), async (c) => {
      const input = c.req.valid('json')
      await limit(c, 'login', input.email)
      const { user, created } = await checkoutAuth(db, config, input)
      await signIn(c, user.id, false)
      return c.json({ user: toSessionUser(user), created }, created ? 201 : 200)
    })
    .post('/logout', async (c) => {
      const token = c.get('sessionToken')
      if (token) await endSession(db, token)
      clearSessionCookie(c, config.secureCookies)
      return c.body(null, 204)
    })
    .post('/forgot-password', validate('json', forgotPasswordSchema), async (c) => {
      const { email } = c.req.valid('json')
      await limit(c, 'reset', email, RESET_PER_EMAIL, RESET_PER_IP)
      await requestPasswordReset(db, config, email)
      return c.json({ message: AUTH_MESSAGES.resetEmailSent })
    })
    .post('/reset-password/validate', validate('json', resetTokenSchema), async (c) => {
      const { email, token } = c.req.valid('json')
      await validateResetToken(db, email, token)
      return c.json({ valid: true as const })
    })
    .post('/reset-password', validate('json', resetPasswordSchema), async (c) => {
      const input = c.req.valid('json')
      // Each try hashes the new password (argon2) before the link is checked: bounded like a login.
      await limit(c, 'reset-password', input.email)
      await resetPassword(db, input)
      return c.json({ message: 'Senha redefinida com sucesso!' })
    })
}
