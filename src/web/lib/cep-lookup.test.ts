import { describe, expect, it, vi } from 'vitest'
import { apiError, cepHandler, PAULISTA } from '#web/testing/auth-fixtures.ts'
import { stubApi } from '#web/testing/render.tsx'
import { lookupCep } from './cep-lookup.ts'

describe('lookupCep', () => {
  it("answers the server's address for the CEP", async () => {
    const fetchMock = stubApi({ handler: cepHandler() })

    await expect(lookupCep('01310100')).resolves.toEqual(PAULISTA)
    expect(fetchMock).toHaveBeenCalledWith('/api/cep/01310100', expect.anything())
  })

  it("fails with 'CEP não encontrado' for an unknown CEP", async () => {
    stubApi({ handler: cepHandler() })

    await expect(lookupCep('99999999')).rejects.toThrow(/^CEP não encontrado$/)
  })

  it("fails with 'Erro ao buscar CEP. Tente novamente.' when the lookup or network fails", async () => {
    stubApi({ handler: () => apiError(409, 'cep-lookup-failed', 'Serviço fora do ar') })
    await expect(lookupCep('01310100')).rejects.toThrow('Erro ao buscar CEP. Tente novamente.')

    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
    await expect(lookupCep('01310100')).rejects.toThrow('Erro ao buscar CEP. Tente novamente.')
  })
})
