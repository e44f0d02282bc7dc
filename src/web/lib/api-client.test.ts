import { describe, expect, it, vi } from 'vitest'
import { api, ApiError, call, errorMessage, NETWORK_ERROR_MESSAGE } from './api-client.ts'

// The client sends what hono/client's `hc` sent before it (same URLs, methods, bodies, headers).

function stubFetch(response: () => Response = () => new Response(null, { status: 204 })) {
  const fetchMock = vi.fn<typeof fetch>(async () => response())
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function sent(fetchMock: ReturnType<typeof stubFetch>) {
  const [input, init] = fetchMock.mock.calls[0] ?? []
  const headers = new Headers(init?.headers)
  return {
    url: String(input),
    method: init?.method,
    body: init?.body,
    type: headers.get('Content-Type'),
  }
}

describe('api: the requests', () => {
  it('GET with no query: the bare path, no body', async () => {
    const fetchMock = stubFetch()
    await api.auth.session.$get()

    expect(sent(fetchMock)).toEqual({
      url: '/api/auth/session',
      method: 'GET',
      body: undefined,
      type: null,
    })
  })

  it('GET with a query and a path parameter', async () => {
    const fetchMock = stubFetch()
    await api.products.$get({ query: { offset: '24' } })
    await api['help-pages'][':slug'].$get({ param: { slug: 'instalacao' } })

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/products?offset=24',
      '/api/help-pages/instalacao',
    ])
  })

  it('a path parameter is text in its own segment: replacement patterns and separators kept', async () => {
    const fetchMock = stubFetch()
    await api.products[':id'].$get({ param: { id: "$&$`$'$$x" } })
    await api['help-pages'][':slug'].$get({ param: { slug: 'a/b?c#d' } })

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      `/api/products/${encodeURIComponent("$&$`$'$$x")}`,
      '/api/help-pages/a%2Fb%3Fc%23d',
    ])
  })

  it('an empty query adds no "?"', async () => {
    const fetchMock = stubFetch()
    await api.products.$get({ query: {} })

    expect(sent(fetchMock).url).toBe('/api/products')
  })

  it('POST with a parameter in the middle of the path and a JSON body', async () => {
    const fetchMock = stubFetch()
    await api.projects[':id'].accept.$post({ param: { id: 'p-1' }, json: { accepted: true } })

    expect(sent(fetchMock)).toEqual({
      url: '/api/projects/p-1/accept',
      method: 'POST',
      body: '{"accepted":true}',
      type: 'application/json',
    })
  })

  it('adds the headers given as the second argument', async () => {
    const fetchMock = stubFetch()
    await api.projects[':id'].accept.$post(
      { param: { id: 'p-1' }, json: { accepted: true } },
      { headers: { 'Idempotency-Key': 'attempt-1' } },
    )

    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers)
    expect(headers.get('Idempotency-Key')).toBe('attempt-1')
    expect(headers.get('Content-Type')).toBe('application/json')
  })

  it('DELETE and POST without a body', async () => {
    const fetchMock = stubFetch()
    await api.admin.users[':id'].$delete({ param: { id: 'u-9' } })
    await api.auth.logout.$post()

    expect(fetchMock.mock.calls.map(([url, init]) => [url, init?.method, init?.body])).toEqual([
      ['/api/admin/users/u-9', 'DELETE', undefined],
      ['/api/auth/logout', 'POST', undefined],
    ])
  })
})

describe('call: the answers', () => {
  it('parses JSON by its Content-Type', async () => {
    stubFetch(() => Response.json({ user: null }))

    await expect(call(api.auth.session.$get())).resolves.toEqual({ user: null })
  })

  it('answers undefined for 204 No Content', async () => {
    stubFetch()

    await expect(call(api.auth.logout.$post())).resolves.toBeUndefined()
  })

  it('answers the text of a non-JSON body', async () => {
    stubFetch(
      () => new Response('ok', { headers: { 'Content-Type': 'text/plain; charset=utf-8' } }),
    )

    await expect(call(api.auth.session.$get())).resolves.toBe('ok')
  })

  it("fails with the server's code and pt-BR message", async () => {
    stubFetch(() =>
      Response.json(
        { error: { code: 'out-of-stock', message: 'Quantidade indisponível em estoque!' } },
        { status: 409 },
      ),
    )

    const error = await call(api.auth.session.$get()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 409,
      code: 'out-of-stock',
      message: 'Quantidade indisponível em estoque!',
    })
  })

  it('fails with the connectivity message when the network fails', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))

    await expect(call(api.auth.session.$get())).rejects.toMatchObject({
      status: 0,
      code: 'network',
      message: NETWORK_ERROR_MESSAGE,
    })
  })
})

describe('errorMessage: what the user reads', () => {
  const SERVER_MESSAGE = 'Ocorreu um erro inesperado. Tente novamente em instantes.'

  it("gives a server failure the page's own text with the code the customer can quote", async () => {
    stubFetch(() =>
      Response.json(
        {
          error: {
            code: 'internal',
            message: `${SERVER_MESSAGE} Código do erro: 3f9a1c0b7d2e`,
            requestId: '3f9a1c0b7d2e',
          },
        },
        { status: 500, headers: { 'X-Request-Id': '3f9a1c0b7d2e' } },
      ),
    )
    const error = await call(api.auth.session.$get()).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 500, requestId: '3f9a1c0b7d2e' })
    expect(errorMessage(error, 'Erro ao criar pedido')).toBe(
      'Erro ao criar pedido. Código do erro: 3f9a1c0b7d2e',
    )
    expect(errorMessage(error, 'Erro ao salvar o nome. Tente novamente.')).toBe(
      'Erro ao salvar o nome. Tente novamente. Código do erro: 3f9a1c0b7d2e',
    )
  })

  it("keeps the server's message for a refusal, and the page's text alone without a code", () => {
    const refused = new ApiError(409, 'out-of-stock', 'Quantidade indisponível em estoque!', 'abc')
    expect(errorMessage(refused, 'Erro ao criar pedido')).toBe(
      'Quantidade indisponível em estoque!',
    )
    const network = new ApiError(0, 'network', NETWORK_ERROR_MESSAGE)
    expect(errorMessage(network, 'Erro ao criar pedido')).toBe(NETWORK_ERROR_MESSAGE)
    // A failure answered by something in front of the shop (a proxy's 502) has no code.
    expect(errorMessage(new ApiError(502, 'http', 'x'), 'Erro ao criar pedido')).toBe(
      'Erro ao criar pedido',
    )
    expect(errorMessage(new Error('boom'), 'Erro ao criar pedido')).toBe('Erro ao criar pedido')
  })
})
