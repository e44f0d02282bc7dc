import { randomBytes } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'

// @node-rs/argon2 defaults to argon2id with OWASP's recommended memory and time costs.
export function hashPassword(password: string): Promise<string> {
  return hash(password)
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false)
}

/**
 * What an account made for a new client holds until they choose a password (decision 047): never
 * an argon2 hash, so no password matches it ('!' as a locked account in /etc/shadow), and random
 * per account, since the known-device cookie is signed over it.
 */
export function noPasswordHash(): string {
  return `!sem-senha:${randomBytes(16).toString('hex')}`
}

/** Whether the account has a password of its own (an invited client may have none yet). */
export function hasUsablePassword(passwordHash: string): boolean {
  return !passwordHash.startsWith('!')
}

/** A password a person can copy from a terminal: 16 characters, no look-alike symbols. */
export function generatePassword(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const bytes = randomBytes(16)
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')
}
