import { Hono } from 'hono'
import { z } from 'zod'
import { notFound } from '#domain/errors.ts'
import { isPolicyKind } from '#domain/policies.ts'
import { POLICY_MESSAGES } from '#domain/policy-messages.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { validate } from '#server/http/validate.ts'
import type { ShopSettingsReader } from '#server/shop-settings/shop-settings-store.ts'
import { findPolicyVersion } from './policy-repository.ts'
import { toPolicyView } from './policy-views.ts'

const policyNotFound = () => notFound('policy-not-found', POLICY_MESSAGES.notFound)
const versionNotFound = () => notFound('policy-version-not-found', POLICY_MESSAGES.versionNotFound)

// A version is a whole number; anything else names no version (404, as one that does not exist).
const querySchema = z.object({ versao: z.string().optional() })
const VERSION = /^[1-9]\d{0,8}$/

/**
 * GET /api/policies/:kind (decision 038): the policy in force, or `?versao=N`, a past one (what an order
 * accepted), with the shop's details as they are now. Public: the pages '/privacidade', '/termos'
 * and '/trocas-e-devolucoes' are drawn from it.
 */
export function policyRoutes(deps: {
  db: Db
  config: Pick<Config, 'leadRetentionDays'>
  shopSettings: ShopSettingsReader
}) {
  return new Hono().get('/:kind', validate('query', querySchema), async (c) => {
    const kind = c.req.param('kind')
    if (!isPolicyKind(kind)) throw policyNotFound()
    const { versao } = c.req.valid('query')
    if (versao !== undefined && !VERSION.test(versao)) throw versionNotFound()
    const found = await findPolicyVersion(deps.db, kind, versao ? Number(versao) : undefined)
    if (!found) throw versao ? versionNotFound() : policyNotFound()
    c.header('Cache-Control', 'no-cache')
    return c.json(
      toPolicyView(found.row, found.latest, {
        settings: deps.shopSettings.current(),
        leadRetentionDays: deps.config.leadRetentionDays,
      }),
    )
  })
}
