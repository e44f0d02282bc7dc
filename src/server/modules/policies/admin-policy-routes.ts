import { Hono } from 'hono'
import { z } from 'zod'
import { conflict, notFound } from '#domain/errors.ts'
import { isPolicyKind } from '#domain/policies.ts'
import { POLICY_MAX_CHARS, POLICY_MESSAGES } from '#domain/policy-messages.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { requireAdmin } from '#server/http/guards.ts'
import { validate } from '#server/http/validate.ts'
import { listPolicyVersions, publishPolicy } from './policy-repository.ts'
import { toAdminPolicies, toAdminPolicy } from './policy-views.ts'

const saveSchema = z.object({
  // Below PostgreSQL's integer limit: the next version is written as version + 1.
  version: z
    .number({ error: 'Versão inválida.' })
    .int({ error: 'Versão inválida.' })
    .positive({ error: 'Versão inválida.' })
    .max(2 ** 31 - 2, { error: 'Versão inválida.' }),
  text: z
    .string({ error: POLICY_MESSAGES.empty })
    .max(POLICY_MAX_CHARS, { error: POLICY_MESSAGES.tooLong })
    .refine((text) => text.trim() !== '', { error: POLICY_MESSAGES.empty }),
})

/**
 * The panel's 'Políticas' (decision 038): the three policies with their histories, and a save, which
 * publishes the next version (never changes one: orders name them). A save naming a version that
 * is no longer the latest is a stale tab's: 409, nothing saved.
 */
export function adminPolicyRoutes(deps: { db: Db; config: Pick<Config, 'leadRetentionDays'> }) {
  const { db } = deps
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json({
        policies: toAdminPolicies(await listPolicyVersions(db)),
        leadRetentionDays: deps.config.leadRetentionDays,
      })
    })
    .put('/:kind', validate('json', saveSchema), async (c) => {
      const kind = c.req.param('kind')
      if (!isPolicyKind(kind)) throw notFound('policy-not-found', POLICY_MESSAGES.notFound)
      const { version, text } = c.req.valid('json')
      const owner = c.get('user')!
      const published = await publishPolicy(db, { kind, after: version, text, by: owner })
      if (!published) throw conflict('policy-stale', POLICY_MESSAGES.stale)
      return c.json(toAdminPolicy(await listPolicyVersions(db), kind)!)
    })
}
