import { POLICY_TITLES, type AdminPolicy, type PolicyKind } from '#domain/policies.ts'
import { POLICY_MAX_CHARS, POLICY_MESSAGES } from '#domain/policy-messages.ts'
import { sentBodies } from '#web/testing/auth-fixtures.ts'
import { ADMIN, json, type ApiHandler, type stubApi } from '#web/testing/render.tsx'

export const ADMIN_POLICIES = '/api/admin/policies'
export const LEAD_RETENTION_DAYS = 90

const SEEDED_AT = '2026-01-05T12:00:00.000Z'

/** A policy at `version`, saved by the owner from version 2 on; version 1 is the shop's default. */
export function makePolicy(kind: PolicyKind, version: number, text: string): AdminPolicy {
  const history = Array.from({ length: version }, (_, index) => {
    const number = version - index
    return {
      version: number,
      publishedAt:
        number === 1 ? SEEDED_AT : `2026-03-${String(number).padStart(2, '0')}T17:30:00.000Z`,
      publishedBy: number === 1 ? null : 'dona@couroearte.com.br',
    }
  })
  return { kind, title: POLICY_TITLES[kind], version, text, history }
}

/** Version 2 of the privacy policy (and 1 of the others), with placeholders to fill. */
export const POLICIES: AdminPolicy[] = [
  makePolicy(
    'privacidade',
    2,
    '## Quem somos\n\nA {loja} trata seus dados.\n\n- Interessados: guardados por {dias_interessados} dias',
  ),
  makePolicy('termos', 1, 'Ao comprar na {loja} você aceita estes termos.'),
  makePolicy('trocas-e-devolucoes', 1, 'Você pode desistir da compra em até 7 dias.'),
]

export interface PolicySent {
  version: number
  text: string
}

/**
 * GET /api/admin/policies and PUT /api/admin/policies/:kind as the server answers them: a PUT
 * naming the stored version is stored as the next one, by ADMIN; any other version is refused
 * with 409, an empty or too long text with 400. `fetchMock` is the stub the handler runs in.
 * `saveElsewhere` stores a text as another tab would.
 */
export function policiesFake(
  fetchMock: () => ReturnType<typeof stubApi>,
  stored: AdminPolicy[] = POLICIES,
) {
  let current = stored
  const sent = (kind: PolicyKind) =>
    sentBodies(fetchMock(), 'PUT', `${ADMIN_POLICIES}/${kind}`) as PolicySent[]
  const store = (kind: PolicyKind, text: string) => {
    const before = current.find((policy) => policy.kind === kind)
    if (!before) throw new Error(`no policy ${kind}`)
    const version = before.version + 1
    const entry = { version, publishedAt: '2026-04-01T13:05:00.000Z', publishedBy: ADMIN.email }
    const after = { ...before, version, text, history: [entry, ...before.history] }
    current = current.map((policy) => (policy === before ? after : policy))
    return after
  }
  const handler: ApiHandler = ({ method, url }) => {
    if (method === 'GET' && url.pathname === ADMIN_POLICIES) {
      return json({ policies: current, leadRetentionDays: LEAD_RETENTION_DAYS })
    }
    const kind = /^\/api\/admin\/policies\/([^/]+)$/.exec(url.pathname)?.[1] as PolicyKind
    const policy = current.find((candidate) => candidate.kind === kind)
    if (method !== 'PUT' || !policy) return undefined
    // The handler runs inside the fetch call it answers, so that call is already recorded.
    const body = sent(kind).at(-1)
    if (!body || body.version !== policy.version) {
      return json({ error: { code: 'policy-stale', message: POLICY_MESSAGES.stale } }, 409)
    }
    const refused =
      body.text.trim() === ''
        ? POLICY_MESSAGES.empty
        : body.text.length > POLICY_MAX_CHARS
          ? POLICY_MESSAGES.tooLong
          : null
    if (refused) return json({ error: { code: 'validation', message: refused } }, 400)
    return json(store(kind, body.text))
  }
  return {
    handler,
    sent,
    saveElsewhere: (kind: PolicyKind, text: string) => {
      store(kind, text)
    },
  }
}
