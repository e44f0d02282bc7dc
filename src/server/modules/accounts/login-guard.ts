import type { Context } from 'hono'
import { TooManyRequests, unauthorized } from '#domain/errors.ts'
import {
  LOGIN_RULES,
  PASSWORD_CHECK_WINDOW_MS,
  PASSWORD_CHECKS_PER_MINUTE,
} from '#domain/login-throttle.ts'
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
import { clientIp, enforceRateLimit } from './rate-limit.ts'
import { latestRefusal, recordFailure, uncountOne } from './rate-limit-repository.ts'
import { findServerSecret } from './server-secret-repository.ts'
import { findUserByEmail, type UserRow } from './user-repository.ts'

interface GuardDeps {
  db: Db
  config: Pick<Config, 'trustProxy' | 'secureCookies'>
}

/**
 * Sign-in with a password (the login page and checkout step 1), under limits nobody can turn
 * against an account's owner (decision 013):
 * - a known device (its signed cookie) counts only its own failures, so failures from elsewhere
 *   never block it;
 * - an unknown device is refused once its address failed 10 times for the account, or 50 times in
 *   all, or once unknown devices together failed often enough for the account's growing waits;
 * - the password checks (argon2) an account costs are counted before they run, per minute.
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

  async function knownDevice(c: Context, user: UserRow | undefined, now: Date) {
    const device = verifyDeviceValue(await signingKey(), readDeviceCookie(c), user, now)
    if (!device) return null
    // A device that failed too often itself is an unknown one until its window ends.
    return (await latestRefusal(db, [deviceFailures(device)], now)) ? null : device
  }

  function unknownDeviceKeys(c: Context, email: string) {
    const ip = clientIp(c, config.trustProxy)
    return [
      [`login:account-at:${email}:${ip}`, LOGIN_RULES.accountAtAddress],
      [`login:address:${ip}`, LOGIN_RULES.address],
      [`login:account:${email}`, LOGIN_RULES.account],
    ] as const
  }

  /** Counts the password check before it runs; answers the counter's key. */
  async function reservePasswordCheck(email: string, device: KnownDevice | null, now: Date) {
    const [key, max] = device
      ? [`login:checks:device:${device.nonce}`, PASSWORD_CHECKS_PER_MINUTE.perKnownDevice]
      : [`login:checks:${email}`, PASSWORD_CHECKS_PER_MINUTE.unknownDevices]
    await enforceRateLimit(db, [[key, { max, windowMs: PASSWORD_CHECK_WINDOW_MS }]], now)
    return key
  }

  return {
    /** The account this email and password open; 401 or 429 (nothing else learned) otherwise. */
    async authenticate(c: Context, email: string, password: string): Promise<UserRow> {
      const now = new Date()
      const user = await findUserByEmail(db, email)
      const device = await knownDevice(c, user, now)
      const counters = device ? [] : unknownDeviceKeys(c, email)
      const refused = await latestRefusal(
        db,
        counters.map(([key]) => key),
        now,
      )
      if (refused) throw new TooManyRequests(refused.getTime() - now.getTime())
      const checks = await reservePasswordCheck(email, device, now)
      const matches = await checkPassword(user, password)
      if (user && matches) {
        // Only guesses use up the allowance: an attacker never has a success to give back.
        await uncountOne(db, checks)
        return user
      }
      if (device) await recordFailure(db, deviceFailures(device), LOGIN_RULES.device, now)
      for (const [key, rule] of counters) await recordFailure(db, key, rule, now)
      throw unauthorized(AUTH_MESSAGES.invalidCredentials)
    },

    /** After any sign-in (login, checkout, sign-up): this device is known to the account. */
    async rememberDevice(c: Context, user: UserRow) {
      const value = issueDeviceValue(await signingKey(), user, new Date())
      writeDeviceCookie(c, value, config.secureCookies)
    },
  }
}

const deviceFailures = (device: KnownDevice) => `login:device:${device.nonce}`
