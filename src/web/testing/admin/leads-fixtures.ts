import { json } from '#web/testing/render.tsx'
import { stubAdminApi, type AdminRoute } from './admin-fixtures.ts'
import type { AdminLead } from '#web/features/admin/leads/lead-queries.ts'

export const LEADS = '/api/admin/leads'

export function makeLead(overrides: Partial<AdminLead> = {}): AdminLead {
  return {
    id: 'cccccccc-0000-4000-8000-000000000001',
    productId: 'dddddddd-0000-4000-8000-000000000001',
    productName: 'Capa de Volante',
    variantLabel: null,
    whatsapp: '11987654321',
    carInfo: 'Gol 2015',
    kind: 'notify',
    createdAt: '2026-11-22T17:05:00.000Z',
    ...overrides,
  }
}

interface LeadsApiOptions {
  leads?: AdminLead[]
  answers?: Partial<Record<AdminRoute, () => Response>>
}

/** The admin API with the lead routes. The list is kept, so a DELETE shows in the next GET. */
export function stubLeadsApi({ leads = [], answers = {} }: LeadsApiOptions) {
  let list = [...leads]
  const routes: Partial<Record<AdminRoute, () => Response>> = {
    [`GET ${LEADS}`]: () =>
      json({
        leads: list,
        totals: { leads: list.length, products: new Set(list.map((l) => l.productId)).size },
      }),
    [`DELETE ${LEADS}`]: () => {
      const cleared = { leads: list.length, products: new Set(list.map((l) => l.productId)).size }
      list = []
      return json({ cleared })
    },
  }
  return stubAdminApi({ answers: { ...routes, ...answers } })
}
