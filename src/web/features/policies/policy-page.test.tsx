import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/preact'
import { createMemoryRouter, createStaticHandler, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { POLICY_TITLES, type PolicyKind, type PolicyView } from '#domain/policies.ts'
import { appRoutes } from '#web/app/router.tsx'
import { createQueryClient } from '#web/lib/query-client.ts'
import { ServerPage, ServerPageContext } from '#web/lib/server-page.ts'
import { policyQueryOptions } from './api/get-policy.ts'
import { json, renderApp, requestedPaths, stubApi } from '#web/testing/render.tsx'

const view = (kind: PolicyKind, version: number, text: string, publishedAt: string) => ({
  kind,
  title: POLICY_TITLES[kind],
  version,
  latestVersion: 2,
  text,
  publishedAt,
})

const VERSIONS: PolicyView[] = [
  view('termos', 1, 'Texto antigo dos termos.', '2026-01-10T15:00:00.000Z'),
  view('termos', 2, '## Pagamento\n\nPague no PIX ou no cartão.', '2026-11-22T15:00:00.000Z'),
  view('privacidade', 2, 'Tratamos seus dados com cuidado.', '2026-03-05T15:00:00.000Z'),
  view('trocas-e-devolucoes', 2, 'Você tem 7 dias para desistir.', '2026-03-05T15:00:00.000Z'),
]

/** GET /api/policies/:kind[?versao=N] over VERSIONS, as the server answers it. */
function stubPolicies() {
  return stubApi({
    handler: ({ method, url }) => {
      const kind = /^\/api\/policies\/([^/]+)$/.exec(url.pathname)?.[1]
      if (method !== 'GET' || !kind) return undefined
      const asked = url.searchParams.get('versao')
      const found = VERSIONS.find(
        (v) => v.kind === kind && (asked ? v.version === Number(asked) : v.version === 2),
      )
      if (found) return json(found)
      const message = 'Esta versão da política não existe.'
      return json({ error: { code: 'policy-version-not-found', message } }, 404)
    },
  })
}

const policyRequests = (fetchMock: ReturnType<typeof stubApi>) =>
  requestedPaths(fetchMock).filter((path) => path.startsWith('/api/policies'))

describe('policy pages (/privacidade, /termos, /trocas-e-devolucoes)', () => {
  it('shows the version in force: title, version and date, and its text', async () => {
    const fetchMock = stubPolicies()
    renderApp('/termos')

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Termos de Venda' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Versão 2, publicada em 22/11/2026')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Pagamento' })).toBeInTheDocument()
    expect(screen.getByText('Pague no PIX ou no cartão.')).toBeInTheDocument()
    expect(screen.queryByText(/Esta é uma versão anterior/)).toBeNull()
    await waitFor(() => expect(document.title).toBe('Termos de Venda | Vitrine'))
    expect(policyRequests(fetchMock)).toEqual(['/api/policies/termos'])
  })

  it.each([
    ['/privacidade', 'Política de Privacidade', 'Tratamos seus dados com cuidado.'],
    ['/trocas-e-devolucoes', 'Trocas e Devoluções', 'Você tem 7 dias para desistir.'],
    ['/Privacidade/', 'Política de Privacidade', 'Tratamos seus dados com cuidado.'],
  ])('draws %s from its own policy', async (path, title, text) => {
    stubPolicies()
    renderApp(path)

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument()
    expect(screen.getByText(text)).toBeInTheDocument()
  })

  it('says a past version is one, with a link to the version in force', async () => {
    const fetchMock = stubPolicies()
    const { user, router } = renderApp('/termos?versao=1')

    expect(await screen.findByText('Versão 1, publicada em 10/01/2026')).toBeInTheDocument()
    expect(screen.getByText('Texto antigo dos termos.')).toBeInTheDocument()
    expect(screen.getByText(/^Esta é uma versão anterior\./)).toBeInTheDocument()

    await user.click(screen.getByRole('link', { name: 'Ver a versão em vigor' }))

    expect(await screen.findByText('Versão 2, publicada em 22/11/2026')).toBeInTheDocument()
    expect(router.state.location.search).toBe('')
    expect(screen.queryByText(/Esta é uma versão anterior/)).toBeNull()
    expect(policyRequests(fetchMock)).toEqual([
      '/api/policies/termos?versao=1',
      '/api/policies/termos',
    ])
  })

  it('says a version that does not exist does not, with a link to the one in force', async () => {
    stubPolicies()
    renderApp('/termos?versao=9')

    expect(await screen.findByText('Esta versão da política não existe.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Termos de Venda' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ver a versão em vigor' })).toHaveAttribute(
      'href',
      '/termos',
    )
  })

  it.each(['abc', '0', '01', ''])(
    'asks nothing for ?versao=%s, which names no version',
    async (v) => {
      const fetchMock = stubPolicies()
      renderApp(`/privacidade?versao=${v}`)

      expect(await screen.findByText('Esta versão da política não existe.')).toBeInTheDocument()
      expect(policyRequests(fetchMock)).toEqual([])
    },
  )
})

describe('policy pages drawn by the server', () => {
  /** The page as entry-server.tsx draws it: what it tells the server (status, head) comes back. */
  async function drawn(path: string, text: string) {
    stubPolicies()
    const page = new ServerPage()
    const queryClient = createQueryClient()
    queryClient.setDefaultOptions({ queries: { retry: false } })
    const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [path] })
    render(
      <ServerPageContext.Provider value={page}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ServerPageContext.Provider>,
    )
    expect(await screen.findByText(text)).toBeInTheDocument()
    return page
  }

  it('answers a version that does not exist with 404', async () => {
    const page = await drawn('/termos?versao=9', 'Esta versão da política não existe.')
    expect(page.status).toBe(404)
    expect(page.head).toEqual({ kind: 'not-found', title: 'Termos de Venda' })
  })

  it('describes the policy for its head: the path without the version, past or not', async () => {
    const past = await drawn('/termos?versao=1', 'Texto antigo dos termos.')
    expect(past.status).toBe(200)
    expect(past.head).toEqual({
      kind: 'policy',
      policy: {
        path: '/termos',
        title: 'Termos de Venda',
        description: 'Texto antigo dos termos.',
        past: true,
      },
    })
  })

  it('prefetches the version the address names; none for one that names no version', async () => {
    const fetchMock = stubPolicies()
    const queryClient = createQueryClient()
    const handler = createStaticHandler(appRoutes(queryClient, { awaitData: true }))

    await handler.query(new Request('http://vitrine.local/termos?versao=1'))
    await handler.query(new Request('http://vitrine.local/privacidade?versao=abc'))

    expect(queryClient.getQueryData(policyQueryOptions('termos', 1).queryKey)?.version).toBe(1)
    expect(policyRequests(fetchMock)).toEqual(['/api/policies/termos?versao=1'])
  })
})
