import { queryOptions, useQueryClient } from '@tanstack/react-query'
import type { VersionedShopSettings } from '#domain/shop-settings.ts'
import { api, call } from '#web/lib/api-client.ts'
import { ADMIN_SHOP_SETTINGS_KEY } from '#web/features/admin/shell/admin-query-keys.ts'

/** 'Loja': the shop's settings as stored, with the version a save must name. */
export function adminShopSettingsQueryOptions() {
  return queryOptions({
    queryKey: ADMIN_SHOP_SETTINGS_KEY,
    queryFn: (): Promise<VersionedShopSettings> => call(api.admin['shop-settings'].$get()),
  })
}

/** The stored settings asked for again (after a 409), whatever the cache holds. */
export function useReloadShopSettings() {
  const queryClient = useQueryClient()
  return () => queryClient.fetchQuery({ ...adminShopSettingsQueryOptions(), staleTime: 0 })
}
