import { Hono, type Context } from 'hono'
import type { SessionInfo } from '#domain/account.ts'
import {
  accessLinkRequestSchema,
  accessLinkSchema,
  AUTH_MESSAGES,
  checkoutAuthSchema,
  forgotPasswordSchema,
  invitationSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  resetTokenSchema,
} from '#domain/schemas/auth.ts'
import type { Config } from '#server/config.ts'
import { mailShop } from '#server/mail/mail-shop.ts'
import type { ShopSettingsReader } from '#server/shop-settings/shop-settings-store.ts'
import type { Db } from '#server/db/client.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { validate } from '#server/http/validate.ts'
import { openAccessLink, requestAccessLink } from './access-link.ts'
import { createCheckoutAccount, register } from './auth-service.ts'
import { openInvitation } from './invitation.ts'
import { loginGuard } from './login-guard.ts'
import { requestPasswordReset, resetPassword, validateResetToken } from './password-reset.ts'
import { clientIp, enforceRateLimit, type Limit } from './rate-limit.ts'
import { clearSessionCookie, writeSessionCookie } from './session-cookie.ts'
import { createSession, endSession, toSessionUser } from './sessions.ts'
import { findUserByEmail, type UserRow } from './user-repository.ts'

const MIN = 60_000
const PER_EMAIL: Limit = { max: 10, windowMs: 15 * MIN }
const PER_IP: Limit = { max: 50, windowMs: 15 * MIN }
/**
 * Links by e-mail ('Esqueceu sua senha?', 'Receber link de acesso por email'): per address, and
 * per email at one address, never per email alone, so requests from elsewhere never hold the
 * owner's own back. Per account, emailLinkGate sends one every 5 minutes at most.
 */
const LINK_PER_EMAIL_AT_IP: Limit = { max: 3, windowMs: 60 * MIN }
const LINK_PER_IP: Limit = { max: 20, windowMs: 60 * MIN }

export function authRoutes(deps: { db: Db; config: Config; shopSettings: ShopSettingsReader }) {
  // The shop its e-mails show, read when each is queued (decision 037).
  const shop = () => mailShop(deps.config.publicUrl, deps.shopSettings.current())
  const { db, config } = deps
  const guard = loginGuard(deps)

  async function signIn(c: Context<AppEnv>, user: UserRow, persistent: boolean) {
    const previous = c.get('sessionToken')
    if (previous) await endSession(db, previous)
    const token = await createSession(db, user.id, persistent)
    writeSessionCookie(c, token, persistent, config.secureCookies)
    await guard.rememberDevice(c, user)
  }

  const ip = (c: Context) => clientIp(c, config.trustProxy)
  const limit = (c: Context, action: string, email: string) =>
    enforceRateLimit(db, [
      [`${action}:ip:${ip(c)}`, PER_IP],
      [`${action}:email:${email}`, PER_EMAIL],
    ])
  /**
   * Tries of something only the account's inbox holds (a reset link, an access link): per
   * address, and per email at that address, never per email alone: guesses sent from elsewhere
   * must not keep the account's owner from using their real link.
   */
  const limitTries = (c: Context, action: string, email: string, perEmail: Limit, perIp: Limit) =>
    enforceRateLimit(db, [
      [`${action}:ip:${ip(c)}`, perIp],
      [`${action}:email-at:${email}:${ip(c)}`, perEmail],
    ])

  return new Hono<AppEnv>()
    .get('/session', (c) => c.json<SessionInfo>({ user: c.get('user') }))
    .post('/login', validate('json', loginSchema), async (c) => {
      const input = c.req.valid('json')
      const user = await guard.authenticate(c, input.email, input.password)
      await signIn(c, user, input.remember)
      return c.json<SessionInfo>({ user: toSessionUser(user) })
    })
    .post('/register', validate('json', registerSchema), async (c) => {
      const input = c.req.valid('json')
      await limit(c, 'register', input.email)
      const user = await register(db, shop(), input)
      await signIn(c, user, false)
      return c.json<SessionInfo>({ user: toSessionUser(user) }, 201)
    })
    .post('/checkout', validate('json', checkoutAuthSchema), async (c) => {
      const input = c.req.valid('json')
      // A known email signs in under the sign-in rules; a new one gets an account, as a sign-up.
      if (await findUserByEmail(db, input.email)) {
        const user = await guard.authenticate(c, input.email, input.password)
        await signIn(c, user, false)
        return c.json({ user: toSessionUser(user), created: false }, 200)
      }
      await limit(c, 'register', input.email)
      const user = await createCheckoutAccount(db, shop(), input)
      await signIn(c, user, false)
      return c.json({ user: toSessionUser(user), created: true }, 201)
    })
    .post('/logout', async (c) => {
      const token = c.get('sessionToken')
      if (token) await endSession(db, token)
      // The device cookie stays: the device is still one the account signed in on.
      clearSessionCookie(c, config.secureCookies)
      return c.body(null, 204)
    })
    .post('/forgot-password', validate('json', forgotPasswordSchema), async (c) => {
      const { email } = c.req.valid('json')
      await limitTries(c, 'reset', email, LINK_PER_EMAIL_AT_IP, LINK_PER_IP)
      await requestPasswordReset(db, shop(), email)
      return c.json({ message: AUTH_MESSAGES.resetEmailSent })
    })
    .post('/access-link', validate('json', accessLinkRequestSchema), async (c) => {
      const input = c.req.valid('json')
      await limitTries(c, 'access-link', input.email, LINK_PER_EMAIL_AT_IP, LINK_PER_IP)
      await requestAccessLink(db, shop(), input)
      return c.json({ message: AUTH_MESSAGES.accessLinkSent })
    })
    .post('/access-link/sign-in', validate('json', accessLinkSchema), async (c) => {
      const input = c.req.valid('json')
      // A link is checked by a lookup (no argon2); its tries are limited like a reset link's.
      await limitTries(c, 'access-link-open', input.email, PER_EMAIL, PER_IP)
      const user = await openAccessLink(db, input)
      await signIn(c, user, false)
      return c.json<SessionInfo>({ user: toSessionUser(user) })
    })
    .post('/invitation/sign-in', validate('json', invitationSchema), async (c) => {
      const input = c.req.valid('json')
      // Checked like an access link: a lookup, its tries limited like a reset link's.
      await limitTries(c, 'invitation-open', input.email, PER_EMAIL, PER_IP)
      const user = await openInvitation(db, input)
      await signIn(c, user, false)
      return c.json<SessionInfo>({ user: toSessionUser(user) })
    })
    .post('/reset-password/validate', validate('json', resetTokenSchema), async (c) => {
      const { email, token } = c.req.valid('json')
      await validateResetToken(db, email, token)
      return c.json({ valid: true as const })
    })
    .post('/reset-password', validate('json', resetPasswordSchema), async (c) => {
      const input = c.req.valid('json')
      // The link is checked before the new password is hashed, so a guess costs no argon2.
      await limitTries(c, 'reset-password', input.email, PER_EMAIL, PER_IP)
      const user = await resetPassword(db, input)
      // The old device cookie was signed over the old password: this device is known again.
      await guard.rememberDevice(c, user)
      return c.json({ message: 'Senha redefinida com sucesso!' })
    })
}
