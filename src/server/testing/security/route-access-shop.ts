// The authorization matrix's lines for the panel's 'Loja' tab: its settings (decision 037), the
// policies (decision 038), with the policies' public reads, and the freight rules (decision 054).
import { randomUUID } from 'node:crypto'
import { readShopSettings } from '#server/shop-settings/shop-settings-repository.ts'
import {
  latestPolicyVersions,
  listPolicyVersions,
} from '#server/modules/policies/policy-repository.ts'
import { latestFreightRules } from '#server/modules/freight/freight-repository.ts'
import { adminOnly, open, type RouteAccess } from './route-access-kinds.ts'

export const SHOP_SETTINGS_ROUTE_ACCESS: Record<string, RouteAccess> = {
  // The 'Loja' tab (decision 037): read, and a save naming the stored version (a real change each time).
  'GET /api/admin/shop-settings': {
    access: adminOnly(200),
    call: () => ({ path: '/api/admin/shop-settings' }),
  },
  'PUT /api/admin/shop-settings': {
    access: adminOnly(200),
    async call(kit) {
      const stored = await readShopSettings(kit.db)
      return {
        path: '/api/admin/shop-settings',
        body: {
          version: stored!.version,
          settings: { ...stored!.settings, supportHours: `Seg a sex ${randomUUID().slice(0, 8)}` },
        },
        state: () => readShopSettings(kit.db),
      }
    },
  },
  'GET /api/policies/:kind': {
    access: open(200),
    call: () => ({ path: '/api/policies/termos?versao=1' }),
  },
  'GET /api/admin/policies': {
    access: adminOnly(200),
    call: () => ({ path: '/api/admin/policies' }),
  },
  // A save publishes the next version of the returns policy; a refused one publishes none.
  'PUT /api/admin/policies/:kind': {
    access: adminOnly(200),
    async call(kit) {
      const versions = await latestPolicyVersions(kit.db)
      return {
        path: '/api/admin/policies/trocas-e-devolucoes',
        body: {
          version: versions['trocas-e-devolucoes'],
          text: `Trocas em até 7 dias (${randomUUID().slice(0, 8)}).`,
        },
        state: () => listPolicyVersions(kit.db),
      }
    },
  },
  'GET /api/admin/freight': {
    access: adminOnly(200),
    call: () => ({ path: '/api/admin/freight' }),
  },
  // A save of the version in force adds the next one (a real change each time); a refused one none.
  'PUT /api/admin/freight': {
    access: adminOnly(200),
    async call(kit) {
      const latest = await latestFreightRules(kit.db)
      const hours = `Seg a sex ${randomUUID().slice(0, 8)}`
      return {
        path: '/api/admin/freight',
        body: {
          version: latest.version,
          ...latest.rules,
          pickup: { address: 'Rua Augusta, 100 - São Paulo', hours },
        },
        state: () => latestFreightRules(kit.db),
      }
    },
  },
}
