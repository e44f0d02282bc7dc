import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, call } from '#web/lib/api-client.ts'
import { announceProductListUpdated } from '#web/lib/product-list-events.ts'

/**
 * 'Remover dados de demonstração': deletes the demo products no order names, the demo help pages
 * and downloads. It touches the catalog, help, downloads, leads and the summary cards, in the
 * panel and in the store: every query is asked for again.
 */
export function useRemoveDemoData() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => call(api.admin['demo-data'].$delete()),
    onSuccess: () => announceProductListUpdated(),
    onSettled: () => queryClient.invalidateQueries(),
  })
}
