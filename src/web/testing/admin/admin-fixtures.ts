import type {
  AdminDemoData,
  AdminSetup,
  AdminSummary,
  AdminUser,
} from '#web/features/admin/shell/admin-queries.ts'
import { ADMIN, json, serverError, stubApi } from '#web/testing/render.tsx'

export const SUMMARY: AdminSummary = {
  leadCount: 12,
  deliveredCount: 3,
  revenueCents: 123450,
  pendingOrderCount: 4,
  toShipCount: 2,
  awaitingPaymentCount: 3,
}

export function makeUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Maria Souza',
    email: 'maria@example.com',
    isAdmin: false,
    createdAt: '2026-01-02T00:00:00.000Z',
    ...overrides,
  }
}

/** The shop's admin account, as the users list shows it. */
export const chefe = makeUser({
  id: '00000000-0000-4000-8000-000000000003',
  name: 'Chefe',
  email: 'chefe@example.com',
  isAdmin: true,
})

export type AdminRoute = `${'GET' | 'PATCH' | 'PUT' | 'DELETE' | 'POST'} ${string}`
export type AdminAnswer = (request: { method: string; url: URL }) => Response

/** GET /api/admin/setup of a shop in development: nothing missing, no banner. */
export const NOTHING_MISSING: AdminSetup = { production: false, missing: [] }

/** GET /api/admin/demo-data of a shop with no demonstration data: no banner. */
export const NO_DEMO_DATA: AdminDemoData = {
  removable: { products: 0, helpPages: 0, downloads: 0 },
  kept: [],
}

interface AdminApiOptions {
  summary?: AdminSummary
  /**
   * What the demo-data banner reads; none by default. A DELETE removes the removable rows (the
   * next GET counts none) and answers with them and the kept ones.
   */
  demoData?: AdminDemoData
  /** What the banner reads; nothing missing by default. */
  setup?: AdminSetup
  users?: AdminUser[]
  /**
   * Answers for given routes, e.g. `{ 'PATCH /api/admin/users/1': () => json(..., 409) }`; they
   * get the request, for its query string.
   */
  answers?: Partial<Record<AdminRoute, AdminAnswer>>
  failing?: 'summary' | 'users'
}

/**
 * The admin API as the server answers it, signed in as ADMIN. The user list is kept, so a PATCH
 * or DELETE shows in the next GET. Returns the fetch mock and `sent(route)`, the JSON bodies
 * sent to that route.
 */
export function stubAdminApi({
  summary = SUMMARY,
  setup = NOTHING_MISSING,
  demoData = NO_DEMO_DATA,
  users = [],
  answers,
  failing,
}: AdminApiOptions) {
  let list = [...users]
  let demo = demoData
  const fetchMock = stubApi({
    user: ADMIN,
    handler: ({ method, url }) => {
      const route = `${method} ${url.pathname}` as AdminRoute
      const custom = answers?.[route]
      if (custom) return custom({ method, url })
      if (route === 'GET /api/admin/summary') {
        return failing === 'summary' ? serverError() : json(summary)
      }
      if (route === 'GET /api/admin/setup') return json(setup)
      if (route === 'GET /api/admin/demo-data') return json(demo)
      if (route === 'DELETE /api/admin/demo-data') {
        const removed = demo.removable
        demo = { ...NO_DEMO_DATA, kept: demo.kept }
        return json({ removed, kept: demo.kept })
      }
      if (route === 'GET /api/admin/users') {
        return failing === 'users' ? serverError() : json({ users: list })
      }
      const match = /^\/api\/admin\/users\/([^/]+)(\/reset-password|\/role)?$/.exec(url.pathname)
      if (!match) return undefined
      const target = list.find((user) => user.id === match[1])
      if (!target) {
        return json({ error: { code: 'user-not-found', message: 'Usuário não encontrado' } }, 404)
      }
      if (method === 'PUT' && match[2] === '/role') {
        // As the server: a role the account already has is a stale list.
        const body = JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body)) as AdminUser
        if (body.isAdmin === target.isAdmin) {
          const message =
            'Este usuário mudou de tipo em outra aba ou por outro administrador. Recarregue a lista.'
          return json({ error: { code: 'stale', message } }, 409)
        }
        const user = { ...target, isAdmin: body.isAdmin }
        list = list.map((other) => (other === target ? user : other))
        return json({ user })
      }
      if (method === 'POST' && match[2]) {
        return json({ message: 'Email de redefinição de senha enviado!' })
      }
      if (method === 'PATCH') {
        // The handler runs inside the fetch call it answers, so that call is the last one.
        const body = JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body)) as AdminUser
        const user = { ...target, name: body.name, email: body.email }
        list = list.map((other) => (other === target ? user : other))
        return json({ user })
      }
      if (method === 'DELETE') {
        list = list.filter((user) => user !== target)
        return new Response(null, { status: 204 })
      }
      return undefined
    },
  })
  function calls(route: AdminRoute) {
    return fetchMock.mock.calls.filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost')
      return `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}` === route
    })
  }
  return {
    fetchMock,
    calls,
    sent: (route: AdminRoute) => calls(route).map(([, init]) => JSON.parse(String(init?.body))),
    setUsers: (next: AdminUser[]) => {
      list = next
    },
  }
}
