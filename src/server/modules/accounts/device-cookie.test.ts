import { describe, expect, it } from 'vitest'
import { DEVICE_COOKIE_LIFETIME_MS, issueDeviceValue, verifyDeviceValue } from './device-cookie.ts'

const KEY = 'a'.repeat(64)
const owner = { id: '0d1b6f2e-3c55-4c4a-9a53-7f0f3b2d9e10', passwordHash: '$argon2id$v=19$dono' }
const other = { id: '7a6c0c1e-1b1f-4a8e-8e4b-2b1f3f4d5c6e', passwordHash: '$argon2id$v=19$outro' }
const now = new Date('2026-11-24T12:00:00Z')
const later = (ms: number) => new Date(now.getTime() + ms)

describe('the known-device cookie', () => {
  const value = issueDeviceValue(KEY, owner, now)

  it('is recognised for the account it was issued to, for a year', () => {
    expect(verifyDeviceValue(KEY, value, owner, now)).toEqual({ nonce: expect.any(String) })
    expect(verifyDeviceValue(KEY, value, owner, later(DEVICE_COOKIE_LIFETIME_MS))).not.toBeNull()
    expect(verifyDeviceValue(KEY, value, owner, later(DEVICE_COOKIE_LIFETIME_MS + 1000))).toBeNull()
  })

  it('gives each device its own nonce', () => {
    const again = issueDeviceValue(KEY, owner, now)
    expect(verifyDeviceValue(KEY, again, owner, now)?.nonce).not.toBe(
      verifyDeviceValue(KEY, value, owner, now)?.nonce,
    )
  })

  it('means nothing for another account, after a password change, or under another key', () => {
    expect(verifyDeviceValue(KEY, value, other, now)).toBeNull()
    expect(verifyDeviceValue(KEY, value, { ...owner, passwordHash: 'nova' }, now)).toBeNull()
    expect(verifyDeviceValue('b'.repeat(64), value, owner, now)).toBeNull()
    expect(verifyDeviceValue(KEY, value, undefined, now)).toBeNull()
  })

  it('ignores forged, altered and malformed values', () => {
    const [version, , issuedAt, nonce, signature] = value.split('.')
    const forged = [
      [version, other.id, issuedAt, nonce, signature].join('.'),
      [version, owner.id, String(Number(issuedAt) + 3600), nonce, signature].join('.'),
      [version, owner.id, issuedAt, 'outro-nonce', signature].join('.'),
      [version, owner.id, issuedAt, nonce, `${signature}x`].join('.'),
      [version, owner.id, issuedAt, nonce, 'A'.repeat(signature!.length)].join('.'),
      [version, owner.id, String(Number(issuedAt) + 10 ** 9), nonce, signature].join('.'),
      `${value}.extra`,
      value.replace(/^d1/, 'd2'),
      '',
      '....',
      'x'.repeat(5000),
    ]
    for (const v of forged) expect(verifyDeviceValue(KEY, v, owner, now)).toBeNull()
  })
})
