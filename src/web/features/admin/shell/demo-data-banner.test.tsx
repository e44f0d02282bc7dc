import { screen, waitFor, within } from '@testing-library/preact'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { json, renderApp } from '#web/testing/render.tsx'
import type { AdminDemoData } from '#web/features/admin/shell/admin-queries.ts'
import { stubAdminApi } from '#web/testing/admin/admin-fixtures.ts'

const TITLE = 'A loja tem dados de demonstração'
const BUTTON = 'Remover dados de demonstração'
const SEEDED: AdminDemoData = {
  removable: { products: 23, helpPages: 3, downloads: 3 },
  kept: [
    {
      id: '00000000-0000-4000-8000-0000000000a1',
      name: 'Capa de Volante em Couro',
      reason: 'tem pedidos',
    },
  ],
}

/** The panel, once the demo data's answer has arrived (so an absent banner is truly absent). */
async function openPanel() {
  const { queryClient } = renderApp('/admin')
  await screen.findByRole('tablist', { name: 'Seções do painel' })
  await waitFor(() =>
    expect(queryClient.getQueryState(['admin', 'demo-data'])?.status).toBe('success'),
  )
}

describe("admin panel: 'Remover dados de demonstração'", () => {
  it('is absent when the shop has no demo data left to remove', async () => {
    stubAdminApi({})
    await openPanel()
    expect(screen.queryByRole('region', { name: TITLE })).toBeNull()
    expect(screen.queryByRole('button', { name: BUTTON })).toBeNull()
  })

  it('says how much there is, asks first, removes it and lists the demo products that stayed', async () => {
    const user = userEvent.setup()
    const api = stubAdminApi({ demoData: SEEDED })
    await openPanel()

    const banner = await screen.findByRole('region', { name: TITLE })
    expect(banner).toHaveTextContent('23 produtos, 3 páginas de ajuda e 3 downloads de exemplo')

    // Cancelar: nothing is sent.
    await user.click(within(banner).getByRole('button', { name: BUTTON }))
    let dialog = screen.getByRole('dialog', { name: BUTTON })
    expect(dialog).toHaveTextContent(
      'Serão excluídos 23 produtos, 3 páginas de ajuda e 3 downloads de demonstração',
    )
    expect(within(dialog).getByRole('listitem')).toHaveTextContent(
      'Capa de Volante em Couro (tem pedidos)',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(api.calls('DELETE /api/admin/demo-data')).toHaveLength(0)

    await user.click(within(banner).getByRole('button', { name: BUTTON }))
    dialog = screen.getByRole('dialog', { name: BUTTON })
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }))

    const result = await screen.findByRole('status', { name: 'Dados de demonstração removidos' })
    expect(result).toHaveTextContent('Excluídos: 23 produtos, 3 páginas de ajuda e 3 downloads.')
    expect(within(result).getByRole('listitem')).toHaveTextContent(
      'Capa de Volante em Couro (tem pedidos)',
    )
    expect(
      await screen.findByText(
        'Dados de demonstração removidos: 23 produtos, 3 páginas de ajuda e 3 downloads.',
      ),
    ).toBeInTheDocument()
    expect(api.calls('DELETE /api/admin/demo-data')).toHaveLength(1)
    expect(screen.queryByRole('dialog')).toBeNull()

    // Closed, the banner does not come back: nothing is left to remove.
    await user.click(within(result).getByRole('button', { name: 'Fechar' }))
    await waitFor(() => expect(screen.queryByRole('status', { name: /removidos/ })).toBeNull())
    expect(screen.queryByRole('button', { name: BUTTON })).toBeNull()
  })

  it("shows the server's refusal and keeps the banner", async () => {
    const user = userEvent.setup()
    const busy =
      'Um pedido acabou de usar um produto de demonstração. Nada foi removido; tente de novo.'
    stubAdminApi({
      demoData: SEEDED,
      answers: {
        'DELETE /api/admin/demo-data': () =>
          json({ error: { code: 'demo-data-in-use', message: busy } }, 409),
      },
    })
    await openPanel()

    await user.click(await screen.findByRole('button', { name: BUTTON }))
    const dialog = screen.getByRole('dialog', { name: BUTTON })
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }))
    expect(await screen.findByText(busy)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('region', { name: TITLE })).toBeInTheDocument()
  })
})
