import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminPolicy, PolicyKind } from '#domain/policies.ts'
import { api, call } from '#web/lib/api-client.ts'
import {
  ADMIN_POLICIES_KEY,
  PUBLIC_POLICIES_KEY,
} from '#web/features/admin/shell/admin-query-keys.ts'
import type { AdminPolicies } from './policy-queries.ts'

export interface PolicySave {
  /** The version the editor loaded: the server refuses the save (409) when another came first. */
  version: number
  text: string
}

/**
 * Saves one policy as a new version. The list shows the saved one at once (the other policies'
 * drafts are the editors' own state, untouched), and the public pages ask for it again.
 */
export function useSavePolicy(kind: PolicyKind) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (save: PolicySave): Promise<AdminPolicy> =>
      call(api.admin.policies[':kind'].$put({ param: { kind }, json: save })),
    onSuccess: (saved) => {
      queryClient.setQueryData<AdminPolicies>(
        ADMIN_POLICIES_KEY,
        (list) =>
          list && {
            ...list,
            policies: list.policies.map((policy) => (policy.kind === saved.kind ? saved : policy)),
          },
      )
      return Promise.all(
        [ADMIN_POLICIES_KEY, PUBLIC_POLICIES_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      )
    },
  })
}
