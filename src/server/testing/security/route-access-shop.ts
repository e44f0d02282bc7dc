// The authorization matrix's lines for the panel's 'Loja' tab (issue 44).
import { randomUUID } from 'node:crypto'
import { readShopSettings } from '#server/shop-settings/shop-settings-repository.ts'
import { adminOnly, type RouteAccess } from './route-access-kinds.ts'

export const SHOP_SETTINGS_ROUTE_ACCESS: Record<string, RouteAccess> = {
  // The 'Loja' tab (issue 44): read, and a save naming the stored version (a real change each time).
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
}
