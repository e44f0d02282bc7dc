import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { checkoutAuthSchema } from '#domain/schemas/auth.ts'
import { api, call } from '#web/lib/api-client.ts'
import { SESSION_QUERY_KEY } from '#web/lib/session.ts'
import { toast } from '#web/lib/toast.ts'

type CheckoutAuthInput = z.output<typeof checkoutAuthSchema>

/** Step 1: the server logs in, or creates the account when the email has none (name = email). */
export function useCheckoutAuth() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CheckoutAuthInput) => call(api.auth.checkout.$post({ json: input })),
    onSuccess: ({ user, created }) => {
      queryClient.setQueryData(SESSION_QUERY_KEY, { user })
      toast.success(
        created
          ? `Conta criada com sucesso! Enviamos as informações de acesso para ${user.email}`
          : 'Login realizado com sucesso!',
      )
    },
  })
}
