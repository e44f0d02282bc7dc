import type { Context } from 'hono'
import type { CounterRule } from '#domain/attempt-counter.ts'
import { TooManyRequests, unauthorized } from '#domain/errors.ts'
import { LOGIN_RULES } from '#domain/login-throttle.ts'
import { AUTH_MESSAGES } from '#domain/schemas/auth.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { checkPassword } from './auth-service.ts'
import {
  issueDeviceValue,
  readDeviceCookie,
  verifyDeviceValue,
  writeDeviceCookie,
  type KnownDevice,
} from './device-cookie.ts'
import { clientIp } from './rate-limit.ts'
import { giveBack, reserveAttempt } from './rate-limit-repository.ts'
import { findServerSecret } from './server-secret-repository.ts'
import { findUserByEmail, type UserRow } from './user-repository.ts'

interface GuardDeps {
  db: Db
  config: Pick<Config, 'trustProxy' | 'secureCookies'>
}

/**
 * Sign-in with a password (the login page and checkout step 1), under limits nobody can turn
 * against an account's owner (decisions 013 and 026):
 * - a known device (its signed cookie) counts only its own failures, so failures from elsewhere
 *   never block it;
 * - an unknown device is refused once its address failed 10 times for the account, or 50 times in
 *   all, or once unknown devices together failed often enough for the account's growing waits;
 * - every attempt is counted as it is let through, before the password (argon2) is checked, in
 *   the same transaction that reads whether it is refused: a burst sent at once meets the same
 *   refusals as the same guesses sent one by one. The right password gives its count back.
 * Unknown emails go through the same counters, so no answer tells whether an account exists.
 */
export function loginGuard({ db, config }: GuardDeps) {
  let deviceKey: Promise<string> | undefined
  const signingKey = () => {
    deviceKey ??= findServerSecret(db, 'device-cookie').catch((error: unknown) => {
      deviceKey = undefined
      throw error
    })
    return deviceKey
  }

  function unknownDeviceCounters(c: Context, email: string): CounterRule[] {
    const ip = clientIp(c, config.trustProxy)
    return [
      { key: `login:account-at:${email}:${ip}`, rule: LOGIN_RULES.accountAtAddress },
      { key: `login:address:${ip}`, rule: LOGIN_RULES.address },
      { key: `login:account:${email}`, rule: LOGIN_RULES.account },
    ]
  }

  /**
   * Counts the attempt where it belongs: a known device under its own counter; an unknown one (or
   * a known one that failed 10 times itself) under the address's and the account's.
   */
  async function reserve(c: Context, email: string, device: KnownDevice | null, now: Date) {
    if (device) {
      const own = await reserveAttempt(db, [deviceCounter(device)], now)
      if (own.admitted) return own.reservation
    }
    const attempt = await reserveAttempt(db, unknownDeviceCounters(c, email), now)
    if (!attempt.admitted) throw new TooManyRequests(attempt.until.getTime() - now.getTime())
    return attempt.reservation
  }

  return {
    /** The account this email and password open; 401 or 429 (nothing else learned) otherwise. */
    async authenticate(c: Context, email: string, password: string): Promise<UserRow> {
      const now = new Date()
      const user = await findUserByEmail(db, email)
      const device = verifyDeviceValue(await signingKey(), readDeviceCookie(c), user, now)
      const reservation = await reserve(c, email, device, now)
      const matches = await checkPassword(user, password)
      if (user && matches) {
        // Only guesses use up the allowance: an attacker never has a success to give back.
        await giveBack(db, reservation)
        return user
      }
      throw unauthorized(AUTH_MESSAGES.invalidCredentials)
    },

    /**
     * After any sign-in (login, checkout, sign-up, access link) and after a password change or
     * reset (the old cookie was signed over the old password): this device is known to the account.
     */
    async rememberDevice(c: Context, user: UserRow) {
      const value = issueDeviceValue(await signingKey(), user, new Date())
      writeDeviceCookie(c, value, config.secureCookies)
    },
  }
}

const deviceCounter = (device: KnownDevice): CounterRule => ({
  key: `login:device:${device.nonce}`,
  rule: LOGIN_RULES.device,
})
