import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import type { SessionUser } from '#domain/account.ts'
import type { MyProject } from '#web/lib/my-projects.ts'
import { ADMIN, CUSTOMER, makeProduct, requestedPaths, stubApi } from '#web/testing/render.tsx'
import { renderApp, serverError } from '#web/testing/render.tsx'
import { seedCart } from '#web/testing/cart-fixtures.ts'
import { acceptedProject, makeProject, projectsApi } from '#web/testing/project-fixtures.ts'
import { TERMS_WARNING } from './project-rules.ts'

const chaveiro = makeProduct({ name: 'Chaveiro', priceCents: 4990, stock: 3 })
const bordado = acceptedProject({ name: 'Tapete Bordado', priceCents: 25000, category: 'Tapetes' })
const capa = makeProject({
  name: 'Capa Personalizada',
  priceCents: 10000,
  category: 'Capas',
  description: 'Capa de banco em couro ecológico com o logotipo do cliente.',
})

function open(projects: MyProject[], user: SessionUser | null = CUSTOMER) {
  const server = projectsApi(projects)
  const fetchMock = stubApi({
    user,
    pages: [{ items: [chaveiro], nextOffset: null }],
    handler: server.handler,
  })
  return { ...renderApp('/cart'), server, fetchMock }
}

const section = () => within(screen.getByRole('region', { name: 'Projetos Personalizados' }))
const summary = () => within(screen.getByRole('region', { name: 'Resumo do Pedido' }))
const row = (label: string) => summary().getByText(label).closest('div')
const item = (name: string) => within(section().getByRole('heading', { name }).closest('li')!)

const LONG =
  'Tapete de porta-malas em carpete automotivo preto, bordado à mão com o nome da oficina no centro e a ' +
  'borda costurada em linha vermelha, sob medida para o Onix 2022.'
const tapete = makeProject({ name: 'Tapete Sob Medida', description: LONG })

describe('cart page: a long project description, whole where the customer decides', () => {
  it('shows its first 100 characters with … and opens the rest; the terms dialog shows it whole', async () => {
    const { user } = open([tapete])
    const line = await screen.findByRole('heading', { name: 'Tapete Sob Medida' })
    const shown = within(line.closest('li')!)
    expect(shown.getByText(/…$/).textContent).toBe(`${LONG.slice(0, 100).trimEnd()}…`)
    await user.click(shown.getByText('Ver descrição completa'))
    expect(shown.getByText(LONG)).toBeVisible()

    await user.click(shown.getByRole('button', { name: 'Aceitar Termos' }))
    const dialog = within(screen.getByRole('dialog', { name: /Termos do Produto Artesanal/ }))
    expect(dialog.getByRole('region', { name: 'Descrição do projeto' })).toHaveTextContent(LONG)
  })
})

describe('cart page: custom projects', () => {
  it('lists each project with its details, status and a remove button', async () => {
    open([bordado, capa])

    await screen.findByRole('heading', { level: 2, name: 'Projetos Personalizados' })
    const accepted = item('Tapete Bordado')
    expect(accepted.getByText('Tapetes')).toBeInTheDocument()
    expect(accepted.getByText(/^R\$\s250,00$/)).toBeInTheDocument()
    expect(accepted.getByText('Termos aceitos')).toBeInTheDocument()
    expect(accepted.getByText('em 20/11/2026')).toBeInTheDocument()
    expect(accepted.queryByRole('button', { name: 'Aceitar Termos' })).toBeNull()
    expect(accepted.getByRole('button', { name: 'Remover projeto Tapete Bordado' })).toBeVisible()

    const awaiting = item('Capa Personalizada')
    expect(awaiting.getByText('Capas')).toBeInTheDocument()
    expect(awaiting.getByText(capa.description)).toBeInTheDocument()
    expect(awaiting.getByText(/^R\$\s100,00$/)).toBeInTheDocument()
    expect(awaiting.getByRole('button', { name: 'Aceitar Termos' })).toHaveAccessibleDescription(
      'Capa Personalizada',
    )
    expect(awaiting.queryByText('Termos aceitos')).toBeNull()
    expect(
      awaiting.getByRole('button', { name: 'Remover projeto Capa Personalizada' }),
    ).toBeVisible()
  })

  it('warns only while a project awaits acceptance', async () => {
    const first = open([bordado, capa])
    const warning = await screen.findByText(TERMS_WARNING)
    expect(warning.closest('[role="status"]')).toBeInTheDocument()
    first.unmount()

    open([bordado])
    await screen.findByRole('heading', { name: 'Tapete Bordado' })
    expect(screen.queryByText(TERMS_WARNING)).toBeNull()
  })

  it('counts accepted projects only in the summary', async () => {
    seedCart([[chaveiro, 1]])
    open([bordado, capa])

    await screen.findByRole('heading', { name: 'Tapete Bordado' })
    expect(row('Produtos Regulares')).toHaveTextContent(/R\$\s49,90/)
    expect(row('Projetos Personalizados')?.textContent).toBe(
      'Projetos PersonalizadosR$\u00a0250,00',
    )
    expect(row('Frete')).toHaveTextContent('FreteGrátis')
    expect(row('Total')?.textContent).toBe('TotalR$\u00a0299,90')
    // Projects awaiting their terms do not hold back the rest.
    expect(summary().getByRole('link', { name: 'Finalizar Compra' })).toHaveAttribute(
      'href',
      '/checkout',
    )
  })

  it('holds checkout with only projects awaiting acceptance, and opens it once accepted', async () => {
    const { user } = open([capa])

    await screen.findByRole('heading', { name: 'Capa Personalizada' })
    expect(screen.queryByText('Seu carrinho está vazio')).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Produtos Regulares' })).toBeNull()
    const blocked = summary().getByRole('button', { name: 'Finalizar Compra' })
    expect(blocked).toBeDisabled()
    expect(blocked).toHaveAccessibleDescription(
      'Aceite os termos dos projetos para finalizar a compra.',
    )
    expect(row('Total')).toHaveTextContent(/R\$\s0,00/)

    await user.click(screen.getByRole('button', { name: 'Aceitar Termos' }))
    await user.click(screen.getByLabelText('Li e aceito os termos do produto artesanal'))
    await user.click(screen.getByRole('button', { name: 'Aceitar e Continuar' }))

    expect(await summary().findByRole('link', { name: 'Finalizar Compra' })).toBeVisible()
    expect(row('Total')).toHaveTextContent(/R\$\s100,00/)
  })

  it('shows the spinner, not the empty cart, while the projects load', async () => {
    const server = projectsApi([capa])
    // Made before the page asks: the request starts in an effect, after the spinner shows.
    let answer: (response: Response) => void = () => {}
    const held = new Promise<Response>((resolve) => (answer = resolve))
    stubApi({
      user: CUSTOMER,
      handler: (request) =>
        request.url.pathname === '/api/projects' ? held : server.handler(request),
    })
    renderApp('/cart')

    expect(await screen.findByText('Carregando projetos personalizados...')).toBeInTheDocument()
    expect(screen.queryByText('Seu carrinho está vazio')).toBeNull()

    answer(Response.json({ projects: [capa] }))
    expect(await screen.findByRole('heading', { name: 'Capa Personalizada' })).toBeVisible()
  })

  it('keeps the regular cart when the projects cannot be loaded, and tries again', async () => {
    seedCart([[chaveiro, 1]])
    const server = projectsApi([bordado])
    let down = true
    stubApi({
      user: CUSTOMER,
      pages: [{ items: [chaveiro], nextOffset: null }],
      handler: (request) =>
        down && request.url.pathname === '/api/projects' ? serverError() : server.handler(request),
    })
    const { user } = renderApp('/cart')

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Não foi possível carregar seus projetos personalizados.')
    expect(screen.getByRole('heading', { name: 'Chaveiro' })).toBeVisible()
    expect(summary().getByRole('link', { name: 'Finalizar Compra' })).toBeVisible()

    down = false
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }))

    expect(await screen.findByRole('heading', { name: 'Tapete Bordado' })).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it.each([
    ['a visitor', null],
    ['an admin', ADMIN],
  ])('shows %s no projects and never asks for them', async (_, user) => {
    seedCart([[chaveiro, 1]])
    const { fetchMock } = open([capa], user)

    await screen.findByRole('heading', { name: 'Chaveiro' })
    expect(screen.queryByRole('heading', { name: 'Projetos Personalizados' })).toBeNull()
    expect(screen.queryByText('Projetos Personalizados')).toBeNull()
    expect(requestedPaths(fetchMock)).not.toContain('/api/projects')
  })

  it('shows the empty cart to a customer with neither lines nor projects', async () => {
    open([])
    expect(await screen.findByText('Seu carrinho está vazio')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull())
  })
})
