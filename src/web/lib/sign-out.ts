import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { api, call } from './api-client.ts'
import { SESSION_QUERY_KEY } from './session.ts'
import { toast } from './toast.ts'

/** 'Sair', from the top navigation or /profile: ends the session and returns to the store. */
export function useSignOut() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: () => call(api.auth.logout.$post()),
    onSuccess: async () => {
      // Leave first: a page that needs login should not be redrawn signed out on the way.
      await navigate('/')
      queryClient.setQueryData(SESSION_QUERY_KEY, { user: null })
      // The previous customer's private data leaves memory with them.
      queryClient.removeQueries({ queryKey: ['account'] })
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY })
    },
    onError: (error) => toast.error(error.message),
  })
}
