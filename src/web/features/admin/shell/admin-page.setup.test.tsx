import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { renderApp } from '#web/testing/render.tsx'
import { stubAdminApi } from '#web/testing/admin/admin-fixtures.ts'

const BANNER = 'A loja está em modo produção e faltam configurações'
const LIVE_SHOP_MISSING = {
  production: true,
  missing: [
    { setting: 'PIX_KEY', enables: 'pagamento por PIX' },
    { setting: 'MP_ACCESS_TOKEN', enables: 'pagamento com cartão pelo Mercado Pago' },
    { setting: 'SMTP_URL', enables: 'envio de emails (até lá, ficam guardados na fila)' },
  ],
}

/** The panel, once the banner's answer has arrived (so an absent banner is truly absent). */
async function openPanel() {
  const { queryClient } = renderApp('/admin')
  await screen.findByRole('tablist', { name: 'Seções do painel' })
  await waitFor(() => expect(queryClient.getQueryState(['admin', 'setup'])?.status).toBe('success'))
}

describe('admin panel: the banner of missing settings (production mode)', () => {
  it('names each missing setting and what it enables', async () => {
    stubAdminApi({ setup: LIVE_SHOP_MISSING })
    await openPanel()

    const banner = await screen.findByRole('alert', { name: BANNER })
    expect(
      within(banner).getByText(
        'As da aba Loja valem assim que salvas; as outras, defina no servidor e reinicie a loja:',
      ),
    ).toBeVisible()
    expect(
      within(banner)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'PIX_KEY: pagamento por PIX',
      'MP_ACCESS_TOKEN: pagamento com cartão pelo Mercado Pago',
      'SMTP_URL: envio de emails (até lá, ficam guardados na fila)',
    ])
  })

  it('is absent when nothing is missing', async () => {
    stubAdminApi({ setup: { production: true, missing: [] } })
    await openPanel()

    expect(screen.queryByRole('alert', { name: BANNER })).toBeNull()
    expect(
      screen.queryByText(
        'As da aba Loja valem assim que salvas; as outras, defina no servidor e reinicie a loja:',
      ),
    ).toBeNull()
  })

  it('is absent outside production, and the panel works as before', async () => {
    stubAdminApi({})
    await openPanel()

    expect(screen.queryByRole('alert', { name: BANNER })).toBeNull()
    expect(screen.getByRole('tab', { name: 'Vendas' })).toHaveAttribute('aria-selected', 'true')
  })
})
