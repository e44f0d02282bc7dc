import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, call } from '#web/lib/api-client.ts'
import { ADMIN_SUMMARY_KEY } from '#web/features/admin/shell/admin-query-keys.ts'
import { type AdminLeadList } from './lead-queries.ts'
import { ADMIN_LEADS_KEY } from '#web/features/admin/shell/admin-query-keys.ts'

/** 'Limpar Lista': the server deletes every lead in one transaction and says how many went. */
export function useClearLeads() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => (await call(api.admin.leads.$delete())).cleared,
    onSuccess: () =>
      queryClient.setQueryData<AdminLeadList>(ADMIN_LEADS_KEY, {
        leads: [],
        totals: { leads: 0, products: 0 },
      }),
    // The 'Total de Interessados' card counts the same rows.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_LEADS_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_SUMMARY_KEY }),
      ]),
  })
}
