import { Hono } from 'hono'
import { z } from 'zod'
import { CEP_MESSAGES, type CepAddress } from '#domain/cep.ts'
import { DomainError, notFound } from '#domain/errors.ts'
import type { Config } from '#server/config.ts'
import { validate } from '#server/http/validate.ts'

const TIMEOUT_MS = 5000
const CACHE_LIMIT = 5000

const viaCepAnswer = z.object({
  // ViaCEP says 'erro': true, and sometimes the string 'true'.
  erro: z.union([z.boolean(), z.literal('true')]).optional(),
  logradouro: z.string().optional(),
  bairro: z.string().optional(),
  localidade: z.string().optional(),
  uf: z.string().optional(),
})

/** The lookup service did not answer usefully: not our bug, so not a 5xx; the user types by hand. */
const lookupFailed = () => new DomainError('conflict', 'cep-lookup-failed', CEP_MESSAGES.failed)

export function cepRoutes(deps: { config: Config; fetch?: typeof fetch }) {
  const doFetch = deps.fetch ?? fetch
  const cache = new Map<string, CepAddress | null>()

  async function lookup(cep: string): Promise<CepAddress | null> {
    if (cache.has(cep)) return cache.get(cep) ?? null
    let body: unknown
    try {
      const res = await doFetch(`${deps.config.viaCepUrl}/ws/${cep}/json/`, {
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      if (res.status === 400) return null
      if (!res.ok) throw lookupFailed()
      body = await res.json()
    } catch (error) {
      if (error instanceof DomainError) throw error
      throw lookupFailed()
    }
    const parsed = viaCepAnswer.safeParse(body)
    if (!parsed.success) throw lookupFailed()
    const a = parsed.data
    const found =
      a.erro === true || a.erro === 'true'
        ? null
        : {
            cep,
            street: a.logradouro ?? '',
            neighborhood: a.bairro ?? '',
            city: a.localidade ?? '',
            state: a.uf ?? '',
          }
    if (cache.size >= CACHE_LIMIT) cache.clear()
    cache.set(cep, found)
    return found
  }

  return new Hono().get(
    '/:cep',
    validate(
      'param',
      z.object({ cep: z.string().regex(/^\d{8}$/, { error: 'CEP deve ter 8 dígitos' }) }),
    ),
    async (c) => {
      const address = await lookup(c.req.valid('param').cep)
      if (!address) throw notFound('cep-not-found', CEP_MESSAGES.notFound)
      c.header('Cache-Control', 'public, max-age=86400')
      return c.json(address)
    },
  )
}
