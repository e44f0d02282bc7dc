import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hashPassword } from '#server/modules/accounts/password.ts'
import { findUserByEmail, updateUser } from '#server/modules/accounts/user-repository.ts'
import {
  freshIp,
  MIN,
  PASSWORD,
  tooMany,
  useRateLimitedShop,
} from '#server/testing/security/rate-limit-fixtures.ts'

/**
 * A device where the account signed in before (its signed cookie) is never blocked by failures
 * from elsewhere, at the login page and at checkout; forged, altered, expired or revoked cookies
 * are ignored; a known device that fails too often itself becomes an unknown one.
 */

const shop = useRateLimitedShop()
const { send, login } = shop
const OWNER = 'alvo@exemplo.com'

let home = ''
let device = ''
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-24T12:00:00Z'))
  home = freshIp()
  const first = await send('/api/auth/login', { email: OWNER, password: PASSWORD }, home)
  expect(first.status).toBe(200)
  device = first.device ?? ''
})
afterEach(() => {
  vi.useRealTimers()
})
const advance = (ms: number) => vi.setSystemTime(new Date(Date.now() + ms))

const ownLogin = (cookie = device, password = PASSWORD, ip = freshIp()) =>
  send('/api/auth/login', { email: OWNER, password }, ip, cookie)

/**
 * A patient attacker: a wrong guess a minute from a new address, until unknown devices are
 * refused for the rest of the hour (the 30th failure); answers the minutes they are told to wait.
 */
async function refuseUnknownDevices() {
  for (let i = 0; i < 30; i++) {
    advance(MIN)
    expect((await login(OWNER, `paciente-${i}`, freshIp())).status).toBe(401)
  }
  const refused = await login(OWNER, PASSWORD, freshIp())
  expect(refused.status).toBe(429)
  return refused.body
}

/** 50 addresses, each guessing 10 times, in rounds of 50 at once. */
async function hammerFrom50Addresses() {
  const addresses = Array.from({ length: 50 }, () => freshIp())
  const statuses: number[] = []
  for (let round = 0; round < 10; round++) {
    const answers = await Promise.all(
      addresses.map((ip, i) => login(OWNER, `chute-${round}-${i}`, ip)),
    )
    statuses.push(...answers.map((a) => a.status))
  }
  return statuses
}

describe('the owner signs in from their device while an attacker hammers the account', () => {
  it('from 50 addresses: the device gets in, unknown devices are refused, each guess counted before it is checked', async () => {
    const attack = await hammerFrom50Addresses()
    expect(attack.filter((s) => s === 200)).toEqual([])
    // Every check the attacker got was a wrong guess (401): the 10 free ones and the 11th, which
    // starts the waits; the rest, sent at the same moment, never reached argon2.
    expect(attack.filter((s) => s === 401)).toHaveLength(11)
    expect(attack.filter((s) => s === 429)).toHaveLength(489)

    expect((await ownLogin()).status).toBe(200)
    expect((await ownLogin(device, PASSWORD, home)).status).toBe(200)
    // At checkout too (the same rules), from the device.
    const checkout = await send(
      '/api/auth/checkout',
      { email: OWNER, password: PASSWORD },
      freshIp(),
      device,
    )
    expect(checkout.status).toBe(200)

    // The owner's new phone is an unknown device: it waits like the attacker.
    expect((await ownLogin('')).status).toBe(429)

    // The attack goes on for an hour: the device never waits. Each quarter's 500 guesses reach
    // argon2 once while a wait is on, 11 times when a new hour of the account begins.
    for (let minute = 0; minute < 60; minute += 15) {
      advance(15 * MIN)
      const more = await hammerFrom50Addresses()
      expect(more.filter((s) => s === 401).length).toBeLessThanOrEqual(11)
      expect((await ownLogin()).status).toBe(200)
    }
  })

  it('a known device that mistypes still gets in, and its own password checks are capped too', async () => {
    await hammerFrom50Addresses()
    const typos = [await ownLogin(device, 'errei'), await ownLogin(device, 'errei de novo')]
    expect(typos.map((t) => t.status)).toEqual([401, 401])
    expect((await ownLogin()).status).toBe(200)

    const burst = await Promise.all(Array.from({ length: 15 }, () => ownLogin(device, 'x')))
    expect(burst.filter((a) => a.status === 401).length).toBeLessThanOrEqual(10)
    expect(burst.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(5)
  })
})

describe('cookies that give no trust', () => {
  beforeEach(async () => {
    // The hour began with the owner's own sign-in (a count given back, in the window it opened):
    // 30 minutes left to wait after 30 failures a minute apart.
    expect(await refuseUnknownDevices()).toEqual(tooMany(30))
  })
  const refused = { status: 429, body: tooMany(30) }

  it('the real one gets in', async () => {
    expect((await ownLogin()).status).toBe(200)
  })

  it('forged, altered or another account’s cookies are ignored', async () => {
    const [version, id, issuedAt, nonce, signature] = device.split('.')
    const other = await send(
      '/api/auth/login',
      { email: 'a@exemplo.com', password: PASSWORD },
      freshIp(),
    )
    expect(other.status).toBe(200)
    const forged = [
      [version, id, issuedAt, nonce, `${signature}A`].join('.'),
      [version, id, String(Number(issuedAt) - 60), nonce, signature].join('.'),
      [version, id, issuedAt, 'outro', signature].join('.'),
      other.device ?? '',
      'lixo',
    ]
    for (const cookie of forged) expect(await ownLogin(cookie)).toMatchObject(refused)
  })

  it('ends when the password changes', async () => {
    const user = await findUserByEmail(shop.t.database.db, OWNER)
    await updateUser(shop.t.database.db, user!.id, {
      passwordHash: await hashPassword(PASSWORD),
    })
    expect(await ownLogin()).toMatchObject(refused)
  })
})

describe('cookies that lose their trust', () => {
  it('expire after a year', async () => {
    advance(366 * 24 * 60 * MIN)
    await refuseUnknownDevices()
    expect((await ownLogin()).status).toBe(429)
  })

  it('a device that failed 10 times itself is an unknown one until its 15 minutes end', async () => {
    const phone = await send('/api/auth/login', { email: OWNER, password: PASSWORD }, freshIp())
    await refuseUnknownDevices()
    for (let i = 0; i < 10; i++) {
      if (i === 5) advance(MIN) // its own 10 checks a minute
      expect((await ownLogin(device, `errado-${i}`)).status).toBe(401)
    }
    // It is one of the unknown devices now, which wait; the owner's phone does not.
    expect((await ownLogin()).status).toBe(429)
    expect((await ownLogin(phone.device)).status).toBe(200)
    // Its own window over (and the account's hour too), it is known again.
    advance(30 * MIN)
    expect((await ownLogin()).status).toBe(200)
  })
})
