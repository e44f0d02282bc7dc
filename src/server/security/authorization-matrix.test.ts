import { isDeepStrictEqual } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROUTE_ACCESS } from '#server/testing/security/route-access.ts'
import {
  A_EMAIL,
  A_PROJECT_NAME,
  A_STREET,
  OWNER_EMAIL,
  ROLES,
  securityFixture,
  type SecurityKit,
} from '#server/testing/security/security-fixtures.ts'

/**
 * Every route of the app, taken from its own route table, called as each of the four roles
 * (visitor, customer A, customer B, admin): each answers the status ROUTE_ACCESS expects, a
 * refused call changes nothing, and no answer to a visitor or to B shows A's records. The stories
 * behind single routes are in ownership.test.ts and admin-rights.test.ts.
 */

let kit: SecurityKit
beforeAll(async () => {
  kit = await securityFixture()
})
afterAll(() => kit.t.close())

/** Middleware entries (`ALL /api/*`, `ALL /api/orders/*`...) and the web app's `GET /*`. */
function isCatchAll(route: { method: string; path: string }) {
  return route.path.endsWith('/*') && (route.method === 'ALL' || route.path === '/*')
}

function appRoutes(): string[] {
  const keys = kit.t.app.routes.filter((r) => !isCatchAll(r)).map((r) => `${r.method} ${r.path}`)
  return [...new Set(keys)]
}

const matches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`).test(path.split('?')[0] ?? '')

let checked = 0

describe('authorization matrix', () => {
  it('has an entry for every route of the app, and none for a route that is gone', () => {
    const routes = appRoutes()
    const problems = [
      ...routes
        .filter((r) => !(r in ROUTE_ACCESS))
        .map((r) => `new route without an authorization entry: ${r}`),
      ...Object.keys(ROUTE_ACCESS)
        .filter((r) => !routes.includes(r))
        .map((r) => `authorization entry for a route that no longer exists: ${r}`),
    ]
    expect(problems).toEqual([])
  })

  it.each(Object.keys(ROUTE_ACCESS))('%s', async (route) => {
    const [method = '', pattern = ''] = route.split(' ')
    const entry = ROUTE_ACCESS[route]!
    const secrets = [A_STREET, A_PROJECT_NAME, A_EMAIL, kit.order]
    const problems: string[] = []
    for (const role of ROLES) {
      const call = await entry.call(kit, role)
      const expected = entry.access[role]
      const refused = expected >= 400
      if (!matches(pattern, call.path)) problems.push(`${role}: ${call.path} is not ${pattern}`)
      if (refused && method !== 'GET' && !call.state) {
        problems.push(`${role}: a refused ${method} needs a state to prove nothing changed`)
      }
      const before = await call.state?.()
      const answer = await kit.call(role, method, call.path, call.body)
      checked++
      if (answer.status !== expected) {
        problems.push(
          `${role}: ${answer.status}, expected ${expected}: ${answer.text.slice(0, 300)}`,
        )
      }
      if (refused && call.state && !isDeepStrictEqual(await call.state(), before)) {
        problems.push(`${role}: refused with ${answer.status} but the record changed`)
      }
      if (role === 'visitor' || role === 'other') {
        for (const secret of secrets.filter((s) => answer.text.includes(s))) {
          problems.push(`${role}: the answer shows customer A's ${secret}`)
        }
      }
    }
    expect(problems).toEqual([])
  })

  it('called every route of the app as each of the four roles', () => {
    const routes = appRoutes()
    // The figure for docs/reliability.md.
    console.log(
      `authorization matrix: ${routes.length} routes x ${ROLES.length} roles = ${checked}`,
    )
    expect(routes.length).toBeGreaterThanOrEqual(58)
    expect(checked).toBe(routes.length * ROLES.length)
  })

  it('leaves the owner the only admin after every call of the matrix', async () => {
    expect(await kit.admins()).toEqual([OWNER_EMAIL])
  })
})

describe('every state-changing route refuses a page of another origin, whoever is signed in', () => {
  const changing = Object.keys(ROUTE_ACCESS).filter(
    (route) => !route.startsWith('GET ') && route !== 'POST /api/webhooks/mercadopago',
  )
  const forged = {
    'another site, with Host forged to match': {
      origin: 'http://evil.example',
      host: 'evil.example',
    },
    'no Origin nor Referer': { origin: '' },
  }

  it.each(changing)('%s', async (route) => {
    const [method = ''] = route.split(' ')
    const problems: string[] = []
    for (const [how, headers] of Object.entries(forged)) {
      const call = await ROUTE_ACCESS[route]!.call(kit, 'admin')
      const before = [await kit.read.counts(), await call.state?.()]
      const answer = await kit.call('admin', method, call.path, call.body, headers)
      if (answer.status !== 403)
        problems.push(`${how}: ${answer.status} ${answer.text.slice(0, 200)}`)
      if (!isDeepStrictEqual([await kit.read.counts(), await call.state?.()], before)) {
        problems.push(`${how}: refused but something changed`)
      }
    }
    expect(problems).toEqual([])
  })

  it('covers every state-changing route but the webhook', () => {
    expect(changing.length).toBeGreaterThanOrEqual(30)
  })
})
