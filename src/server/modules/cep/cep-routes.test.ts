import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp } from '#server/app.ts'
import type { Database } from '#server/db/client.ts'
import { testConfig } from '#server/testing/test-app.ts'
import { openTestDatabase } from '#server/testing/test-database.ts'

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

function appWith(answer: (url: string) => Response | Promise<Response>) {
  const fetchStub = vi.fn(async (input: string | URL | Request) => answer(String(input)))
  const app = buildApp({
    config: testConfig({ VIACEP_URL: 'http://viacep.test' }),
    db: database.db,
    fetch: fetchStub as unknown as typeof fetch,
  })
  return { app, fetchStub }
}

describe('GET /api/cep/:cep', () => {
  it('fills the address from ViaCEP, asking it once per CEP', async () => {
    const { app, fetchStub } = appWith(() =>
      Response.json({
        cep: '01310-100',
        logradouro: 'Avenida Paulista',
        bairro: 'Bela Vista',
        localidade: 'São Paulo',
        uf: 'SP',
      }),
    )
    for (let i = 0; i < 2; i++) {
      const res = await app.request('/api/cep/01310100')
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({
        cep: '01310100',
        street: 'Avenida Paulista',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      })
    }
    expect(fetchStub).toHaveBeenCalledTimes(1)
    expect(fetchStub.mock.calls[0]?.[0]).toBe('http://viacep.test/ws/01310100/json/')
  })

  it.each([true, 'true'])(
    'answers 404 "CEP não encontrado" when ViaCEP says erro: %s',
    async (erro) => {
      const { app } = appWith(() => Response.json({ erro }))
      const res = await app.request('/api/cep/99999999')
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({
        error: { code: 'cep-not-found', message: 'CEP não encontrado' },
      })
    },
  )

  it.each([
    ['is down', () => Promise.reject(new TypeError('fetch failed'))],
    ['answers 500', () => new Response('oops', { status: 500 })],
    ['answers garbage', () => new Response('<html>', { status: 200 })],
  ])(
    'says "Erro ao buscar CEP. Tente novamente." (not a 5xx) when ViaCEP %s',
    async (_, answer) => {
      const { app } = appWith(answer as () => Promise<Response>)
      const res = await app.request('/api/cep/01310100')
      expect(res.status).toBe(409)
      expect(await res.json()).toEqual({
        error: { code: 'cep-lookup-failed', message: 'Erro ao buscar CEP. Tente novamente.' },
      })
    },
  )

  it.each(['123', '0131010a', '013101000'])('refuses %s without asking ViaCEP', async (cep) => {
    const { app, fetchStub } = appWith(() => Response.json({}))
    const res = await app.request(`/api/cep/${cep}`)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: { code: 'validation', message: 'CEP deve ter 8 dígitos' },
    })
    expect(fetchStub).not.toHaveBeenCalled()
  })
})
