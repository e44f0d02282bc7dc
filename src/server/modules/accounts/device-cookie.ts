import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { DAY_MS } from '#domain/time.ts'

/**
 * The known-device cookie (decision 013): given where an account signs in, it lets that device
 * sign in again however many failures other devices pile up on the account. It names the account
 * and is signed with a key only the server has, over the account's password hash too: forged,
 * altered, expired, or from before a password change, it is simply not there.
 */
export const DEVICE_COOKIE = 'vitrine_device'
export const DEVICE_COOKIE_LIFETIME_MS = 365 * DAY_MS
/** Sent only to sign-in, never with the other requests. */
const COOKIE_PATH = '/api/auth'
const VERSION = 'd1'

export interface KnownDevice {
  /** Random per issue: the device's own failure counter and password-check allowance. */
  nonce: string
}

interface Account {
  id: string
  passwordHash: string
}

function signature(key: string, account: Account, issuedAt: string, nonce: string) {
  return createHmac('sha256', key)
    .update([VERSION, account.id, issuedAt, nonce, account.passwordHash].join('|'))
    .digest('base64url')
}

export function issueDeviceValue(key: string, account: Account, now: Date): string {
  const issuedAt = String(Math.floor(now.getTime() / 1000))
  const nonce = randomBytes(12).toString('base64url')
  return [VERSION, account.id, issuedAt, nonce, signature(key, account, issuedAt, nonce)].join('.')
}

/** The device, when the value is one this server signed for this account and it has not expired. */
export function verifyDeviceValue(
  key: string,
  value: string | undefined,
  account: Account | undefined,
  now: Date,
): KnownDevice | null {
  if (!value || !account || value.length > 300) return null
  const [version, accountId, issuedAt, nonce, given, ...rest] = value.split('.')
  if (version !== VERSION || rest.length > 0 || !issuedAt || !nonce || !given) return null
  if (accountId !== account.id || !/^\d{1,12}$/.test(issuedAt)) return null
  const age = now.getTime() - Number(issuedAt) * 1000
  if (age < 0 || age > DEVICE_COOKIE_LIFETIME_MS) return null
  const expected = Buffer.from(signature(key, account, issuedAt, nonce))
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null
  return { nonce }
}

export function readDeviceCookie(c: Context): string | undefined {
  return getCookie(c, DEVICE_COOKIE)
}

export function writeDeviceCookie(c: Context, value: string, secure: boolean) {
  setCookie(c, DEVICE_COOKIE, value, {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: COOKIE_PATH,
    maxAge: Math.floor(DEVICE_COOKIE_LIFETIME_MS / 1000),
  })
}
