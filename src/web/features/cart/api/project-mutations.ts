import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError, api, call } from '#web/lib/api-client.ts'
import { MY_PROJECTS_KEY, type MyProject } from '#web/lib/my-projects.ts'

/** 404: the shop deleted it meanwhile (or another tab did); the server hides others' projects so. */
export function isProjectGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}

/** The answer goes straight into the cached list (no flash of the old state), then it is asked again. */
function useMyProjectsCache() {
  const queryClient = useQueryClient()
  const update = (change: (list: MyProject[]) => MyProject[]) =>
    queryClient.setQueriesData<MyProject[]>({ queryKey: MY_PROJECTS_KEY }, (list) =>
      list ? change(list) : list,
    )
  return {
    replace: (project: MyProject) =>
      update((list) => list.map((p) => (p.id === project.id ? project : p))),
    drop: (id: string) => update((list) => list.filter((p) => p.id !== id)),
    // Not awaited: the dialog closes on the server's answer while the list catches up.
    refresh: () => void queryClient.invalidateQueries({ queryKey: MY_PROJECTS_KEY }),
  }
}

export function useAcceptTerms() {
  const cache = useMyProjectsCache()
  return useMutation({
    mutationFn: (id: string) =>
      call(api.projects[':id'].accept.$post({ param: { id }, json: { accepted: true } })),
    onSuccess: ({ project }) => cache.replace(project),
    onError: (error, id) => {
      if (isProjectGone(error)) cache.drop(id)
    },
    onSettled: cache.refresh,
  })
}

/** Declining the terms and removing are the same call: the project is deleted. */
export function useRemoveProject() {
  const cache = useMyProjectsCache()
  return useMutation({
    mutationFn: async (id: string) => {
      try {
        await call(api.projects[':id'].$delete({ param: { id } }))
      } catch (error) {
        // Already gone is what the customer asked for.
        if (!isProjectGone(error)) throw error
      }
    },
    onSuccess: (_, id) => cache.drop(id),
    onSettled: cache.refresh,
  })
}
