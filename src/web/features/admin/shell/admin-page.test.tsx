import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import { renderApp } from '#web/testing/render.tsx'
import { makeUser, stubAdminApi } from '#web/testing/admin/admin-fixtures.ts'

const TABS = [
  'Vendas',
  'Interessados',
  'Pedidos',
  'Produtos',
  'Projetos gerados',
  'Usuários',
  'Gerar projeto',
  'Ajuda/Instalação',
  'Downloads',
  'Loja',
]

async function openPanel(path = '/admin') {
  const view = renderApp(path)
  await screen.findByRole('tablist', { name: 'Seções do painel' })
  return view
}

/** The figure of a card: the definition that follows its label. */
function figure(label: string) {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
}

describe('admin panel (/admin)', () => {
  it('shows the four summary cards with their figures', async () => {
    stubAdminApi({})
    await openPanel()

    expect(screen.getByRole('heading', { level: 1, name: 'Painel Administrativo' })).toBeVisible()
    expect(figure('Total de Interessados')).toBe('12')
    expect(figure('Vendas Concluídas')).toBe('3')
    expect(figure('Receita Total')).toBe('R$\u00a01.234,50')
    expect(figure('Pedidos Pendentes')).toBe('4')
  })

  it('has the ten tabs in order, Vendas open, each tied to its panel', async () => {
    stubAdminApi({})
    await openPanel()

    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(TABS)
    const selected = tabs.filter((tab) => tab.getAttribute('aria-selected') === 'true')
    expect(selected).toEqual([screen.getByRole('tab', { name: 'Vendas' })])

    const panel = screen.getByRole('tabpanel', { name: 'Vendas' })
    expect(selected[0]).toHaveAttribute('aria-controls', panel.id)
    expect(await within(panel).findByRole('heading', { name: 'Vendas' })).toBeInTheDocument()
    for (const tab of tabs) {
      expect(document.getElementById(tab.getAttribute('aria-controls') ?? '')).not.toBeNull()
    }
  })

  it('switches tabs on click and keeps the choice in the address', async () => {
    stubAdminApi({ users: [makeUser()] })
    const { user, router } = await openPanel()

    await user.click(screen.getByRole('tab', { name: 'Usuários' }))

    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Usuários' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    )
    expect(screen.getByRole('tab', { name: 'Vendas' })).toHaveAttribute('aria-selected', 'false')
    expect(router.state.location.search).toBe('?tab=usuarios')
    const panel = screen.getByRole('tabpanel', { name: 'Usuários' })
    expect(await within(panel).findByRole('table', { name: 'Usuários' })).toBeInTheDocument()
  })

  it.each([
    ['?tab=ajuda', 'Ajuda/Instalação', 'Páginas de Ajuda/Instalação'],
    ['?tab=downloads', 'Downloads', 'Gerenciar Downloads'],
  ])('opens %s (as after a reload) on %s', async (search, tab, heading) => {
    stubAdminApi({})
    await openPanel(`/admin${search}`)

    expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true')
    const panel = screen.getByRole('tabpanel', { name: tab })
    expect(await within(panel).findByRole('heading', { name: heading })).toBeInTheDocument()
  })

  it('opens Vendas for an unknown ?tab=', async () => {
    stubAdminApi({})
    await openPanel('/admin?tab=desconhecida')

    expect(screen.getByRole('tab', { name: 'Vendas' })).toHaveAttribute('aria-selected', 'true')
    const panel = screen.getByRole('tabpanel', { name: 'Vendas' })
    expect(await within(panel).findByRole('heading', { name: 'Vendas' })).toBeInTheDocument()
  })

  it('moves between tabs with the arrow keys, Home and End', async () => {
    stubAdminApi({})
    const { user, router } = await openPanel()
    const tab = (name: string) => screen.getByRole('tab', { name })
    const opened = (name: string) =>
      waitFor(() => expect(tab(name)).toHaveAttribute('aria-selected', 'true'))

    // One tab stop for the whole list.
    expect(tab('Vendas')).toHaveAttribute('tabindex', '0')
    expect(tab('Loja')).toHaveAttribute('tabindex', '-1')
    await user.click(tab('Vendas'))
    await user.tab()
    expect(screen.getByRole('tabpanel', { name: 'Vendas' })).toHaveFocus()
    await user.tab({ shift: true })
    expect(tab('Vendas')).toHaveFocus()

    await user.keyboard('{ArrowRight}')
    expect(tab('Interessados')).toHaveFocus()
    await opened('Interessados')
    expect(router.state.location.search).toBe('?tab=interessados')
    expect(tab('Vendas')).toHaveAttribute('tabindex', '-1')

    await user.keyboard('{End}')
    expect(tab('Loja')).toHaveFocus()
    await opened('Loja')
    await user.keyboard('{ArrowRight}')
    expect(tab('Vendas')).toHaveFocus()
    await opened('Vendas')
    await user.keyboard('{ArrowLeft}')
    await opened('Loja')
    await user.keyboard('{Home}')
    await opened('Vendas')
    expect(router.state.location.search).toBe('?tab=vendas')
  })

  it.each(['summary', 'users'] as const)(
    'replaces the panel when the %s request fails; "Tentar Novamente" reloads',
    async (failing) => {
      stubAdminApi({ failing })
      const reload = vi.fn()
      vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload })
      const { user } = renderApp('/admin')

      // The whole panel (cards and tabs) gives way to the error, not just one tab's content.
      await waitFor(
        () => {
          expect(screen.getByRole('alert')).toHaveTextContent(
            'Erro ao carregar dados. Tente novamente.',
          )
          expect(screen.queryByRole('tablist')).toBeNull()
        },
        { timeout: 3000 },
      )
      expect(screen.getByRole('heading', { name: 'Painel Administrativo' })).toBeInTheDocument()
      expect(screen.queryByText('Receita Total')).toBeNull()

      await user.click(screen.getByRole('button', { name: 'Tentar Novamente' }))
      expect(reload).toHaveBeenCalledOnce()
    },
  )
})
