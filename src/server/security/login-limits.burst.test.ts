import { describe, expect, it } from 'vitest'
import {
  freshIp,
  PASSWORD,
  tooMany,
  useFrozenClock,
  useRateLimitedShop,
} from '#server/testing/security/rate-limit-fixtures.ts'

/**
 * Guesses sent at the same moment meet the same refusals as the same guesses sent one after
 * another (decision 026): each is counted in the transaction that reads whether it is refused, before
 * its password is checked, so a burst cannot outrun failures not yet recorded. A refused guess
 * counts nowhere, and the right password gives its count back. The clock stands still: no wait
 * ends between the guesses of either kind.
 */

const shop = useRateLimitedShop()
const { send } = shop

const { advance } = useFrozenClock()

interface Answer {
  status: number
  body: unknown
  retryAfter: string | null
}
const guess = async (email: string, ip: string, password = 'chute-errado'): Promise<Answer> => {
  const { status, body, retryAfter } = await send('/api/auth/login', { email, password }, ip)
  return { status, body, retryAfter }
}
const inSequence = async (n: number, attempt: () => Promise<Answer>) => {
  const answers: Answer[] = []
  for (let i = 0; i < n; i++) answers.push(await attempt())
  return answers
}
const atOnce = (n: number, attempt: () => Promise<Answer>) =>
  Promise.all(Array.from({ length: n }, attempt))
/** The answers as a multiset: a burst's come back in any order. */
const sorted = (answers: Answer[]) => answers.map((a) => JSON.stringify(a)).sort()
const statuses = (answers: Answer[]) => answers.map((a) => a.status).sort()

describe('20 guesses at once and 20 one by one', () => {
  it('from 20 addresses: 10 free failures, the 11th starts the waits, the other 9 are refused', async () => {
    const sequence = await inSequence(20, () => guess('a@exemplo.com', freshIp()))
    const burst = await atOnce(20, () => guess('b@exemplo.com', freshIp()))

    expect(sorted(burst)).toEqual(sorted(sequence))
    expect(statuses(sequence)).toEqual([...Array(11).fill(401), ...Array(9).fill(429)])
    const refused = sequence.filter((a) => a.status === 429)
    expect(new Set(refused.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify({ status: 429, body: tooMany(1), retryAfter: '1' })]),
    )
  })

  it('from one address: 10 failures, then the rest of its 15 minutes refused', async () => {
    const home = freshIp()
    const other = freshIp()
    const sequence = await inSequence(20, () => guess('c@exemplo.com', home))
    const burst = await atOnce(20, () => guess('d@exemplo.com', other))

    expect(sorted(burst)).toEqual(sorted(sequence))
    expect(statuses(sequence)).toEqual([...Array(10).fill(401), ...Array(10).fill(429)])
    expect(sequence.at(-1)).toEqual({ status: 429, body: tooMany(15), retryAfter: '900' })
  })

  it('an email without an account meets the same answers as one with', async () => {
    const known = await atOnce(20, () => guess('alvo@exemplo.com', freshIp()))
    const unknown = await atOnce(20, () => guess('ninguem@exemplo.com', freshIp()))
    expect(sorted(unknown)).toEqual(sorted(known))
  })

  it('refused guesses count nowhere: once the wait is over, the next one is let through', async () => {
    await atOnce(20, () => guess('a@exemplo.com', freshIp()))
    // 11 counted, 9 refused: a second wait of 2 s, not 10 more failures' worth.
    advance(1000)
    expect((await guess('a@exemplo.com', freshIp())).status).toBe(401)
    expect(await guess('a@exemplo.com', freshIp())).toMatchObject({ status: 429, retryAfter: '2' })
  })

  it('the right password among a burst gets in and gives its count back', async () => {
    const answers = await atOnce(10, () => guess('b@exemplo.com', freshIp()))
    expect(statuses(answers)).toEqual(Array(10).fill(401))
    // The 11th attempt is the owner's, and it opens the account: no wait starts.
    expect((await guess('b@exemplo.com', freshIp(), PASSWORD)).status).toBe(200)
    expect((await guess('b@exemplo.com', freshIp())).status).toBe(401)
    expect(await guess('b@exemplo.com', freshIp())).toMatchObject({ status: 429, retryAfter: '1' })
  })
})
