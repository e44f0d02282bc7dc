import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { HelpPageInput } from '#domain/schemas/help-page.ts'
import { api, call } from '#web/lib/api-client.ts'
import { PUBLIC_HELP_PAGES_KEY, type HelpPage } from './help-page-queries.ts'
import { ADMIN_HELP_PAGES_KEY } from '#web/features/admin/shell/admin-query-keys.ts'

/** The admin table and the public help centre both show the pages. */
function useRefreshHelpPages() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all(
      [ADMIN_HELP_PAGES_KEY, PUBLIC_HELP_PAGES_KEY].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    )
}

/** Creates a help page, or updates the one with `id`. */
export function useSaveHelpPage() {
  const refresh = useRefreshHelpPages()
  return useMutation({
    mutationFn: async ({ id, input }: { id?: string; input: HelpPageInput }): Promise<HelpPage> =>
      id
        ? (await call(api.admin['help-pages'][':id'].$patch({ param: { id }, json: input }))).page
        : (await call(api.admin['help-pages'].$post({ json: input }))).page,
    onSuccess: () => refresh(),
  })
}

export function useDeleteHelpPage() {
  const queryClient = useQueryClient()
  const refresh = useRefreshHelpPages()
  return useMutation({
    mutationFn: (id: string) => call(api.admin['help-pages'][':id'].$delete({ param: { id } })),
    onSuccess: (_, id) => {
      // The row leaves at once; the refetch that follows confirms it.
      queryClient.setQueryData<HelpPage[]>(ADMIN_HELP_PAGES_KEY, (pages) =>
        pages?.filter((page) => page.id !== id),
      )
    },
    onSettled: () => refresh(),
  })
}
