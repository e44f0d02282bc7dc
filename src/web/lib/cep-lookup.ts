import { queryOptions, useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import { CEP_MESSAGES, type CepAddress } from '#domain/cep.ts'
import { api, ApiError, call } from './api-client.ts'

/**
 * Asks the server's ViaCEP proxy for an 8-digit CEP. Fails with the pt-BR message to show under
 * the CEP field: 'CEP não encontrado', or 'Erro ao buscar CEP. Tente novamente.' for anything else.
 */
export async function lookupCep(cep: string): Promise<CepAddress> {
  try {
    return await call(api.cep[':cep'].$get({ param: { cep } }))
  } catch (error) {
    const notFound = error instanceof ApiError && error.status === 404
    throw new Error(notFound ? CEP_MESSAGES.notFound : CEP_MESSAGES.failed, { cause: error })
  }
}

/** A CEP's address does not change while the page is open; failures are not kept. */
function cepQueryOptions(cep: string) {
  return queryOptions({
    queryKey: ['cep', cep],
    queryFn: () => lookupCep(cep),
    staleTime: Infinity,
    retry: false,
  })
}

type LookupState = { status: 'idle' | 'loading' } | { status: 'error'; message: string }

/**
 * Looks CEPs up for a form: `lookup` resolves to the address, or to null when it failed (the
 * message is in `error`), when a newer CEP was typed meanwhile (a slow answer never overwrites a
 * newer one), or when the CEP is the one already found (so the address the user edited stays).
 * `reset` when the CEP is incomplete again.
 */
export function useCepLookup() {
  const queryClient = useQueryClient()
  const latest = useRef('')
  const failed = useRef(false)
  const [state, setState] = useState<LookupState>({ status: 'idle' })

  const lookup = useCallback(
    async (cep: string): Promise<CepAddress | null> => {
      if (cep === latest.current && !failed.current) return null
      latest.current = cep
      failed.current = false
      setState({ status: 'loading' })
      try {
        const address = await queryClient.fetchQuery(cepQueryOptions(cep))
        if (latest.current !== cep) return null
        setState({ status: 'idle' })
        return address
      } catch (error) {
        if (latest.current === cep) {
          failed.current = true
          setState({ status: 'error', message: (error as Error).message })
        }
        return null
      }
    },
    [queryClient],
  )

  const reset = useCallback(() => {
    latest.current = ''
    setState({ status: 'idle' })
  }, [])

  return {
    lookup,
    reset,
    isLoading: state.status === 'loading',
    error: state.status === 'error' ? state.message : undefined,
  }
}
