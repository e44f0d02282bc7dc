import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DownloadInput } from '#domain/schemas/download.ts'
import { api, call } from '#web/lib/api-client.ts'
import { PUBLIC_DOWNLOADS_KEY, type AdminDownload } from './download-queries.ts'
import { ADMIN_DOWNLOADS_KEY } from '#web/features/admin/shell/admin-query-keys.ts'

export type MoveDirection = 'up' | 'down'

/** A change is asked for again here and on /baixar, so both show what the server holds. */
function useRefreshDownloads() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all(
      [ADMIN_DOWNLOADS_KEY, PUBLIC_DOWNLOADS_KEY].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    )
}

/** Adds a download (last in the list), or updates the one with `id`. */
export function useSaveDownload() {
  const refresh = useRefreshDownloads()
  return useMutation({
    mutationFn: async ({ id, input }: { id?: string; input: DownloadInput }) =>
      id
        ? (await call(api.admin.downloads[':id'].$patch({ param: { id }, json: input }))).download
        : (await call(api.admin.downloads.$post({ json: input }))).download,
    onSuccess: refresh,
  })
}

export function useDeleteDownload() {
  const queryClient = useQueryClient()
  const refresh = useRefreshDownloads()
  return useMutation({
    mutationFn: (id: string) => call(api.admin.downloads[':id'].$delete({ param: { id } })),
    onSuccess: (_, id) => {
      // The row leaves at once; the refetch that follows confirms it.
      queryClient.setQueryData<AdminDownload[]>(ADMIN_DOWNLOADS_KEY, (downloads) =>
        downloads?.filter((download) => download.id !== id),
      )
    },
    onSettled: refresh,
  })
}

/** Swaps a download with its neighbour; the server answers with the whole list in its new order. */
export function useMoveDownload() {
  const queryClient = useQueryClient()
  const refresh = useRefreshDownloads()
  return useMutation({
    mutationFn: async ({ id, direction }: { id: string; direction: MoveDirection }) =>
      (await call(api.admin.downloads[':id'].move.$post({ param: { id }, json: { direction } })))
        .downloads,
    onSuccess: (downloads) => {
      // The answer is the new order: shown at once, with no refetch and no flicker.
      queryClient.setQueryData<AdminDownload[]>(ADMIN_DOWNLOADS_KEY, downloads)
      return queryClient.invalidateQueries({ queryKey: PUBLIC_DOWNLOADS_KEY })
    },
    // A refusal ('já é o primeiro') means this list was stale: read it again.
    onError: refresh,
  })
}
