import { act, screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import { json, makeProduct, renderApp, requestedPaths, stubApi } from '#web/testing/render.tsx'

const volante = makeProduct({ name: 'Capa de Volante', category: 'Volantes', priceCents: 18990 })
const tapete = makeProduct({ name: 'Tapete Bordado', category: 'Tapetes', priceCents: 9900 })

/** The API as the server answers the store's searches: by name, exact category, price order. */
function stubSearchingApi() {
  const all = [volante, tapete]
  return stubApi({
    pages: [{ items: all, nextOffset: null }],
    handler: ({ method, url }) => {
      if (method !== 'GET' || url.pathname !== '/api/products') return undefined
      const q = url.searchParams.get('q')?.toLowerCase()
      const category = url.searchParams.get('category')
      const sort = url.searchParams.get('sort')
      const items = all
        .filter((p) => !q || p.name.toLowerCase().includes(q))
        .filter((p) => !category || p.category === category)
        .sort((a, b) => (sort === 'menor-preco' ? a.priceCents - b.priceCents : 0))
      return json({ items, nextOffset: null, nextAfter: null })
    },
  })
}

const cardNames = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)

describe('store page: search, categories and order', () => {
  it('searches from the box and keeps the search in the address', async () => {
    const fetchMock = stubSearchingApi()
    const { router, user } = renderApp('/')
    await screen.findByRole('article', { name: 'Tapete Bordado' })

    await user.type(screen.getByRole('searchbox', { name: 'Buscar produtos' }), 'volante')
    await user.click(screen.getByRole('button', { name: 'Buscar' }))

    expect(await screen.findByText('“volante”')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?q=volante')
    expect(cardNames()).toEqual(['Capa de Volante'])
    expect(requestedPaths(fetchMock)).toContain('/api/products?q=volante')
  })

  it('filters by a category chip and orders by price, both in the address', async () => {
    const fetchMock = stubSearchingApi()
    const { router, user } = renderApp('/')
    const chips = await screen.findByRole('navigation', { name: 'Categorias' })
    expect(within(chips).getByRole('link', { name: 'Todas' })).toHaveAttribute(
      'aria-current',
      'page',
    )

    await user.click(within(chips).getByRole('link', { name: 'Tapetes' }))
    expect(
      await screen.findByRole('link', { name: 'Tapetes', current: 'page' }),
    ).toBeInTheDocument()
    expect(cardNames()).toEqual(['Tapete Bordado'])

    await user.click(within(chips).getByRole('link', { name: 'Todas' }))
    expect(await screen.findByRole('link', { name: 'Todas', current: 'page' })).toBeInTheDocument()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'Menor preço')
    expect(router.state.location.search).toBe('?ordem=menor-preco')
    await screen.findByRole('article', { name: 'Capa de Volante' })
    expect(cardNames()).toEqual(['Tapete Bordado', 'Capa de Volante'])
    expect(requestedPaths(fetchMock)).toContain('/api/products?sort=menor-preco')
  })

  it('says "Nenhum produto encontrado" with a way back to the whole store', async () => {
    stubSearchingApi()
    const { router, user } = renderApp('/?q=inexistente')

    expect(await screen.findByText('Nenhum produto encontrado')).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Ver todos os produtos' }))
    expect(router.state.location.search).toBe('')
    expect(await screen.findByRole('article', { name: 'Capa de Volante' })).toBeInTheDocument()
  })

  it('says what it searched for when a misspelt search was corrected (decision 050)', async () => {
    stubApi({
      pages: [{ items: [volante, tapete], nextOffset: null }],
      handler: ({ url }) =>
        url.searchParams.get('q') === 'volnte'
          ? json({ items: [volante], nextOffset: null, nextAfter: null, corrected: 'volante' })
          : undefined,
    })
    renderApp('/?q=volnte')

    const said = await screen.findByText(/Nenhum resultado para/)
    expect(said).toHaveTextContent(
      'Nenhum resultado para “volnte”. Mostrando resultados para “volante”.',
    )
    expect(cardNames()).toEqual(['Capa de Volante'])
    expect(screen.queryByText(/^Resultados para/)).toBeNull()
  })

  it('shows the whole store for an unknown category or order, and cuts a long search', async () => {
    const fetchMock = stubSearchingApi()
    renderApp(`/?categoria=Inexistente&ordem=barato&q=${'a'.repeat(300)}`)

    await screen.findByText('Nenhum produto encontrado')
    const asked = requestedPaths(fetchMock).filter((path) => path.startsWith('/api/products?'))
    expect(asked).toEqual([`/api/products?q=${'a'.repeat(200)}`])
    expect(screen.getByRole('searchbox', { name: 'Buscar produtos' })).toHaveValue('a'.repeat(200))
    expect(screen.getByRole('link', { name: 'Todas' })).toHaveAttribute('aria-current', 'page')
  })

  it('shows a search with a script in it as text', async () => {
    stubSearchingApi()
    renderApp('/?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E')

    expect(await screen.findByText('“<script>alert(1)</script>”')).toBeInTheDocument()
    expect(document.querySelector('script')).toBeNull()
  })
})

describe('store page: more as the customer scrolls', () => {
  it('asks for the next page when the end of the grid comes near, and stops at the last', async () => {
    const watched: { callback: IntersectionObserverCallback; disconnected: boolean }[] = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly entry
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback, disconnected: false }
          watched.push(this.entry)
        }
        observe() {}
        disconnect() {
          this.entry.disconnected = true
        }
      },
    )
    const more = makeProduct({ name: 'Chaveiro' })
    const fetchMock = stubApi({
      pages: [
        { items: [volante, tapete], nextOffset: 2 },
        { items: [more], nextOffset: null },
      ],
    })
    renderApp('/')
    await screen.findByRole('article', { name: 'Tapete Bordado' })

    const live = () => watched.filter((w) => !w.disconnected)
    await waitFor(() => expect(live()).toHaveLength(1))
    act(() =>
      live()[0]!.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    )

    expect(await screen.findByRole('article', { name: 'Chaveiro' })).toBeInTheDocument()
    expect(requestedPaths(fetchMock)).toContain('/api/products?after=2')
    // The last page: nothing is watched any more.
    await waitFor(() => expect(live()).toHaveLength(0))
  })
})
