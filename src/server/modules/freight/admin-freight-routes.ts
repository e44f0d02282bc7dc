import { Hono } from 'hono'
import { conflict } from '#domain/errors.ts'
import { freightRulesInputSchema } from '#domain/schemas/freight-rules.ts'
import type { Db } from '#server/db/client.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { requireAdmin } from '#server/http/guards.ts'
import { validate } from '#server/http/validate.ts'
import {
  latestFreightRules,
  publishFreightRules,
  type VersionedFreightRules,
} from './freight-repository.ts'

export const FREIGHT_STALE_MESSAGE =
  'As regras de entrega foram alteradas em outra aba. Recarregue e tente novamente.'

const view = (v: VersionedFreightRules) => ({
  rules: v.rules,
  version: v.version,
  publishedAt: v.publishedAt?.toISOString() ?? null,
  publishedByEmail: v.publishedByEmail,
})

/**
 * The panel's 'Loja' › 'Entrega' (decision 054): the freight rules in force, and a save, which
 * adds the next version. A save naming a version that is no longer the latest is a stale tab's:
 * 409, nothing saved. Apart from the shop's settings, so neither save refuses the other.
 */
export function adminFreightRoutes(deps: { db: Db }) {
  const { db } = deps
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json(view(await latestFreightRules(db)))
    })
    .put('/', validate('json', freightRulesInputSchema, true), async (c) => {
      const { version, ...rules } = c.req.valid('json')
      const owner = c.get('user')!
      const saved = await publishFreightRules(db, { after: version, rules, by: owner })
      if (!saved) throw conflict('freight-stale', FREIGHT_STALE_MESSAGE)
      return c.json(view(saved))
    })
}
