import type { CepAddress } from '#domain/cep.ts'
import type { Address } from '#domain/schemas/address.ts'
import { json, type ApiHandler, type stubApi } from './render.tsx'

export const ADDRESS: Address = {
  name: 'Maria Silva',
  whatsapp: '11987654321',
  cep: '01310100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Apto 12',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
}

export const PAULISTA: CepAddress = {
  cep: '01310100',
  street: 'Avenida Paulista',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
}

/** An error answer of the API, as the server's error handler writes it. */
export function apiError(status: number, code: string, message: string): Response {
  return json({ error: { code, message } }, status)
}

/** GET /api/cep/:cep from a table of known CEPs; others are 'CEP não encontrado'. */
export function cepHandler(known: CepAddress[] = [PAULISTA]): ApiHandler {
  return ({ method, url }) => {
    const match = /^\/api\/cep\/(\d{8})$/.exec(url.pathname)
    if (method !== 'GET' || !match) return undefined
    const found = known.find((address) => address.cep === match[1])
    return found ? json(found) : apiError(404, 'cep-not-found', 'CEP não encontrado')
  }
}

/** Tries each handler in turn; the first answer (a promise counts as one) wins. */
export function handlers(...list: ApiHandler[]): ApiHandler {
  return (request) => {
    for (const handler of list) {
      const answer = handler(request)
      if (answer) return answer
    }
    return undefined
  }
}

/** The JSON bodies the app sent with `method` to `path`, oldest first (undefined: no body). */
export function sentBodies(
  fetchMock: ReturnType<typeof stubApi>,
  method: string,
  path: string,
): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost')
      return url.pathname === path && (init?.method ?? 'GET').toUpperCase() === method
    })
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined))
}
