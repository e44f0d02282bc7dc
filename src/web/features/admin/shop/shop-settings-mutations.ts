import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ShopSettings, VersionedShopSettings } from '#domain/shop-settings.ts'
import { api, call } from '#web/lib/api-client.ts'
import { shopQueryOptions } from '#web/lib/shop-info.ts'
import {
  ADMIN_SETUP_KEY,
  ADMIN_SHOP_SETTINGS_KEY,
} from '#web/features/admin/shell/admin-query-keys.ts'

export interface ShopSettingsSave {
  /** The version the form loaded: the server refuses the save (409) when another came first. */
  version: number
  settings: ShopSettings
}

/**
 * Saves the shop's settings. The production banner lists the identity fields still missing, and
 * the store's footer shows the name and contact: both are asked for again.
 */
export function useSaveShopSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (save: ShopSettingsSave): Promise<VersionedShopSettings> =>
      call(api.admin['shop-settings'].$put({ json: save })),
    onSuccess: (saved) => {
      queryClient.setQueryData(ADMIN_SHOP_SETTINGS_KEY, saved)
      return Promise.all(
        [ADMIN_SHOP_SETTINGS_KEY, ADMIN_SETUP_KEY, shopQueryOptions().queryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      )
    },
  })
}
