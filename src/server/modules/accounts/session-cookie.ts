import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { sessionLifetime } from './sessions.ts'

export const SESSION_COOKIE = 'vitrine_session'

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE)
}

/** httpOnly + SameSite=Lax; Secure on https; no Max-Age without 'Lembrar-me' (ends with the browser). */
export function writeSessionCookie(
  c: Context,
  token: string,
  persistent: boolean,
  secure: boolean,
) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    ...(persistent ? { maxAge: Math.floor(sessionLifetime(true) / 1000) } : {}),
  })
}

export function clearSessionCookie(c: Context, secure: boolean) {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure, httpOnly: true, sameSite: 'Lax' })
}
