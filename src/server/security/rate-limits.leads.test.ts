import { describe, expect, it } from 'vitest'
import { LEAD_LIMIT } from '#server/modules/leads/lead-routes.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import {
  freshIp,
  MIN,
  repeat,
  tooMany,
  useRateLimitedShop,
} from '#server/testing/security/rate-limit-fixtures.ts'

/**
 * The 'Avise-me' leads' limit per client address, and which address that is: the socket's, or
 * behind a reverse proxy (TRUST_PROXY) the X-Forwarded-For entry the proxy added, never one the
 * client picks. rate-limits.test.ts holds the other limits.
 */

const shop = useRateLimitedShop()
const { post, written, expireWindow } = shop

describe("leads ('Avise-me'): 20 per address in 10 minutes", () => {
  const lead = (i: number, ip: string) =>
    post(
      '/api/leads',
      {
        productId: shop.productId,
        whatsapp: `1198765${String(i).padStart(4, '0')}`,
        carInfo: 'Gol 2015',
      },
      ip,
    )

  it('refuses the 21st from one address, storing nothing; other addresses go on', async () => {
    const bot = freshIp()
    expect(await repeat(LEAD_LIMIT.max, (i) => lead(i, bot))).toEqual(Array(20).fill(201))
    expect(LEAD_LIMIT).toEqual({ max: 20, windowMs: 10 * MIN })

    const before = await written()
    expect(await lead(100, bot)).toEqual({ status: 429, body: tooMany(10) })
    expect(await written()).toEqual(before)

    expect((await lead(101, freshIp())).status).toBe(201)
    await expireWindow(`lead:ip:${bot}`, 10 * MIN)
    expect((await lead(100, bot)).status).toBe(201)
  })
})

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  /** A lead as it reaches the shop through the proxy at 10.0.0.1, with a forwarded-for header. */
  const viaProxy = (app: TestApp['app'], i: number, forwardedFor: string) =>
    app.request(
      '/api/leads',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({
          productId: shop.productId,
          whatsapp: `1198766${String(i).padStart(4, '0')}`,
          carInfo: 'Gol 2015',
        }),
      },
      { incoming: { socket: { remoteAddress: '10.0.0.1' } } },
    )

  it('counts each customer by the address the proxy forwards, not all of them as the proxy', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true' }, { database: shop.t.database })
    try {
      const statuses = async (forwardedFor: (i: number) => string) => {
        const answers = []
        for (let i = 0; i < LEAD_LIMIT.max + 1; i++) {
          answers.push((await viaProxy(proxied.app, i, forwardedFor(i))).status)
        }
        return answers
      }
      // 21 customers behind one proxy: none is refused.
      expect(await statuses((i) => `198.51.100.${i + 10}`)).not.toContain(429)
      // One client lying in the first entry is still counted by the entry the proxy added.
      expect((await statuses((i) => `1.2.3.${i}, 198.51.100.200`)).at(-1)).toBe(429)
    } finally {
      await proxied.close()
    }
  })

  it('ignores X-Forwarded-For without TRUST_PROXY: a client cannot pick its own address', async () => {
    const answers = []
    for (let i = 0; i < LEAD_LIMIT.max + 1; i++) {
      answers.push((await viaProxy(shop.t.app, i + 50, `198.51.100.${i + 10}`)).status)
    }
    expect(answers.at(-1)).toBe(429)
  })
})
