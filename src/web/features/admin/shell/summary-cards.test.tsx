import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { renderApp } from '#web/testing/render.tsx'
import { stubAdminApi } from '#web/testing/admin/admin-fixtures.ts'

async function openPanel(path = '/admin') {
  const view = renderApp(path)
  await screen.findByRole('tablist', { name: 'Seções do painel' })
  return view
}

describe("the owner's queue in the panel's summary (issue 38)", () => {
  it("shows 'A enviar' and 'Aguardando pagamento', each a link to the orders it counts", async () => {
    stubAdminApi({})
    await openPanel()

    const queue = within(screen.getByRole('list', { name: 'Fila de pedidos' }))
    expect(queue.getByRole('link', { name: 'A enviar 2' })).toHaveAttribute(
      'href',
      '/admin?tab=pedidos&status=a-enviar',
    )
    expect(queue.getByRole('link', { name: 'Aguardando pagamento 3' })).toHaveAttribute(
      'href',
      '/admin?tab=pedidos&status=pendente',
    )
    // The first tab: the whole summary, no folded line.
    expect(screen.queryByRole('link', { name: 'A enviar: 2' })).toBeNull()
  })

  it("opens Pedidos filtered by 'A enviar' (paid, not withdrawn)", async () => {
    stubAdminApi({})
    const { user, router } = await openPanel()

    await user.click(screen.getByRole('link', { name: 'A enviar 2' }))
    expect(router.state.location.search).toBe('?tab=pedidos&status=a-enviar')
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Pedidos' })).toHaveAttribute('aria-selected', 'true'),
    )
  })

  it('folds into one line of links on every other tab (shown on a phone only)', async () => {
    stubAdminApi({})
    await openPanel('/admin?tab=produtos')

    const toShip = screen.getByRole('link', { name: 'A enviar: 2' })
    expect(toShip).toHaveAttribute('href', '/admin?tab=pedidos&status=a-enviar')
    expect(screen.getByRole('link', { name: 'Aguardando pagamento: 3' })).toHaveAttribute(
      'href',
      '/admin?tab=pedidos&status=pendente',
    )
    const line = toShip.closest('p')
    expect(line).toHaveClass('sm:hidden')
    // The cards stay for wider screens.
    const cards = screen.getByRole('list', { name: 'Fila de pedidos' }).parentElement
    expect(cards).toHaveClass('hidden', 'sm:block')
  })
})
