import { Hono } from 'hono'
import { NO_CAR_INFO } from '#domain/schemas/lead.ts'
import type { Db } from '#server/db/client.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { requireAdmin } from '#server/http/guards.ts'
import { clearLeads, countLeads, listLeads } from './lead-repository.ts'

/** The 'Interessados' list shows at most this many, newest first. */
const ADMIN_LEADS_LIMIT = 500

export function adminLeadRoutes(deps: { db: Db }) {
  const { db } = deps
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get('/', async (c) => {
      const rows = await listLeads(db, ADMIN_LEADS_LIMIT)
      return c.json({
        // The clear-all confirmation states these, even when the list shows only the newest.
        totals: await countLeads(db),
        leads: rows.map((r) => ({
          id: r.id,
          productId: r.productId,
          productName: r.productName,
          // The variant the lead asked for (decision 053); null for the product as a whole.
          variantLabel: r.variantLabel,
          whatsapp: r.whatsapp,
          carInfo: r.carInfo.trim() || NO_CAR_INFO,
          kind: r.kind,
          createdAt: r.createdAt.toISOString(),
        })),
      })
    })
    .delete('/', async (c) => c.json({ cleared: await clearLeads(db) }))
}
