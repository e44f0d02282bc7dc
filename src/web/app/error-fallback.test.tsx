import { render, screen } from '@testing-library/preact'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp, stubApi } from '#web/testing/render.tsx'
import { ErrorFallback, PageErrorBoundary } from './error-fallback.tsx'

const STORE_TITLE = 'Acessórios feitos à mão para o seu carro'

/** Throws while `broken.now` is true: React retries a failed render, so a count would not do. */
function makeFlakyPage(title: string) {
  const broken = { now: true }
  function FlakyPage() {
    if (broken.now) throw new Error('falha ao desenhar')
    return <h1>{title}</h1>
  }
  return { broken, FlakyPage }
}

function expectFallback() {
  expect(screen.getByRole('heading', { name: 'Oops! Algo deu errado' })).toBeInTheDocument()
  for (const name of ['Tentar Novamente', 'Recarregar Página', 'Voltar ao Início']) {
    expect(screen.getByRole('button', { name })).toBeInTheDocument()
  }
}

beforeEach(() => {
  // React and the boundary report the errors these tests cause on purpose.
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

describe('PageErrorBoundary', () => {
  it('shows the fallback, and "Tentar Novamente" draws the page again', async () => {
    const user = userEvent.setup()
    const { broken, FlakyPage } = makeFlakyPage('Página recuperada')
    render(
      <PageErrorBoundary resetKey="/a" onHome={() => {}}>
        <FlakyPage />
      </PageErrorBoundary>,
    )

    expectFallback()
    expect(console.error).toHaveBeenCalledWith(
      'Erro ao mostrar a página',
      expect.objectContaining({ message: 'falha ao desenhar' }),
    )

    broken.now = false
    await user.click(screen.getByRole('button', { name: 'Tentar Novamente' }))

    expect(screen.getByRole('heading', { name: 'Página recuperada' })).toBeInTheDocument()
    expect(screen.queryByText('Oops! Algo deu errado')).toBeNull()
  })

  it('"Voltar ao Início" calls onHome and clears the error', async () => {
    const user = userEvent.setup()
    const onHome = vi.fn()
    const { broken, FlakyPage } = makeFlakyPage('Início')
    render(
      <PageErrorBoundary resetKey="/a" onHome={onHome}>
        <FlakyPage />
      </PageErrorBoundary>,
    )

    broken.now = false
    await user.click(screen.getByRole('button', { name: 'Voltar ao Início' }))

    expect(onHome).toHaveBeenCalledOnce()
    expect(screen.getByRole('heading', { name: 'Início' })).toBeInTheDocument()
  })

  it('clears the error when the page changes', () => {
    const { broken, FlakyPage } = makeFlakyPage('Outra página')
    const view = render(
      <PageErrorBoundary resetKey="/a" onHome={() => {}}>
        <FlakyPage />
      </PageErrorBoundary>,
    )
    expectFallback()

    broken.now = false
    view.rerender(
      <PageErrorBoundary resetKey="/b" onHome={() => {}}>
        <FlakyPage />
      </PageErrorBoundary>,
    )

    expect(screen.getByRole('heading', { name: 'Outra página' })).toBeInTheDocument()
  })
})

describe('ErrorFallback', () => {
  it('"Recarregar Página" reloads the page', async () => {
    const user = userEvent.setup()
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload })
    render(<ErrorFallback onRetry={() => {}} onHome={() => {}} />)

    await user.click(screen.getByRole('button', { name: 'Recarregar Página' }))

    expect(reload).toHaveBeenCalledOnce()
  })
})

describe('errors inside the app', () => {
  it('keep the navigation around the fallback; "Tentar Novamente" redraws the page', async () => {
    stubApi()
    const { broken, FlakyPage } = makeFlakyPage('Página recuperada')
    const { user } = renderApp('/quebrada', {
      extraRoutes: [{ path: '/quebrada', Component: FlakyPage }],
    })

    await screen.findByRole('heading', { name: 'Oops! Algo deu errado' })
    expectFallback()
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument()

    broken.now = false
    await user.click(screen.getByRole('button', { name: 'Tentar Novamente' }))

    expect(screen.getByRole('heading', { name: 'Página recuperada' })).toBeInTheDocument()
  })

  it('"Voltar ao Início" goes to the store', async () => {
    stubApi({ pages: [{ items: [], nextOffset: null }] })
    const { FlakyPage } = makeFlakyPage('Nunca')
    const { user, router } = renderApp('/quebrada', {
      extraRoutes: [{ path: '/quebrada', Component: FlakyPage }],
    })

    await user.click(await screen.findByRole('button', { name: 'Voltar ao Início' }))

    expect(await screen.findByRole('heading', { name: STORE_TITLE })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  })

  it('a route failing to load shows the fallback; "Tentar Novamente" loads it again', async () => {
    stubApi()
    let failures = 1
    const loader = vi.fn(() => {
      if (failures-- > 0) throw new Error('falha ao carregar')
      return null
    })
    const { user, router } = renderApp('/instavel', {
      extraRoutes: [{ path: '/instavel', loader, Component: () => <h1>Página carregada</h1> }],
    })

    await screen.findByRole('heading', { name: 'Oops! Algo deu errado' })
    expectFallback()

    await user.click(screen.getByRole('button', { name: 'Tentar Novamente' }))

    expect(await screen.findByRole('heading', { name: 'Página carregada' })).toBeInTheDocument()
    expect(loader).toHaveBeenCalledTimes(2)
    expect(router.state.location.pathname).toBe('/instavel')
  })

  it('from a route that failed to load, "Voltar ao Início" goes to the store', async () => {
    stubApi({ pages: [{ items: [], nextOffset: null }] })
    const { user, router } = renderApp('/instavel', {
      extraRoutes: [
        {
          path: '/instavel',
          loader: () => {
            throw new Error('falha ao carregar')
          },
          Component: () => <h1>Nunca</h1>,
        },
      ],
    })

    await user.click(await screen.findByRole('button', { name: 'Voltar ao Início' }))

    expect(await screen.findByRole('heading', { name: STORE_TITLE })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  })
})
