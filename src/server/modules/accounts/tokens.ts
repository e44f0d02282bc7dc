import { createHash, randomBytes } from 'node:crypto'

/** 32 random bytes, URL-safe: for session cookies and reset links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Only this is stored: a leaked table cannot be replayed as cookies or links. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
