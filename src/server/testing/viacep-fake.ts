// The CEP lookup of the security tests: answered here, never by the real ViaCEP.
export const VIACEP_URL = 'http://viacep.test'

/** The CEP route captures fetch when the app is built; it gets this fake, nothing else does. */
export async function withViaCepFake<T>(build: () => Promise<T>): Promise<T> {
  const realFetch = globalThis.fetch
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input)
    if (!url.startsWith(VIACEP_URL)) return realFetch(input, init)
    return Response.json({
      logradouro: 'Avenida Paulista',
      bairro: 'Bela Vista',
      localidade: 'São Paulo',
      uf: 'SP',
    })
  }) as typeof fetch
  try {
    return await build()
  } finally {
    globalThis.fetch = realFetch
  }
}
