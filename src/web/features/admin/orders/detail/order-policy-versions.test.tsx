import { screen, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { renderApp } from '#web/testing/render.tsx'
import { makeOrderDetail, stubOrdersApi } from '#web/testing/admin/orders-fixtures.ts'

async function openDetail(order = makeOrderDetail()) {
  stubOrdersApi({ orders: [order] })
  renderApp(`/admin/pedidos/${order.id}`)
  await screen.findByRole('heading', { level: 1, name: `Pedido #${order.shortId}` })
  return within(screen.getByRole('region', { name: 'Políticas aceitas' }))
}

describe("order detail: 'Políticas aceitas'", () => {
  it('lists the versions the customer accepted, each opening in a new tab', async () => {
    const section = await openDetail(
      makeOrderDetail({ policyVersions: { privacidade: 1, termos: 3, 'trocas-e-devolucoes': 2 } }),
    )

    const links = section.getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'Termos de Venda — versão 3',
      'Trocas e Devoluções — versão 2',
      'Política de Privacidade — versão 1',
    ])
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/termos?versao=3',
      '/trocas-e-devolucoes?versao=2',
      '/privacidade?versao=1',
    ])
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    expect(
      section.getByRole('link', { name: 'Termos de Venda — versão 3 (abre em nova aba)' }),
    ).toBeInTheDocument()
  })

  it('says an order placed before the policies were recorded has none', async () => {
    const section = await openDetail(makeOrderDetail({ policyVersions: null }))

    expect(section.getByText('Pedido anterior ao registro das políticas.')).toBeInTheDocument()
    expect(section.queryByRole('link')).toBeNull()
  })
})
