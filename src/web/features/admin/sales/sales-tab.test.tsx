import { screen, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { renderApp } from '#web/testing/render.tsx'
import { NO_SALES, stubOrdersApi } from '#web/testing/admin/orders-fixtures.ts'

/** The figure of a card: the definition that follows its label. */
function figure(label: string) {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
}

async function openSales(sales = NO_SALES) {
  stubOrdersApi({ sales })
  renderApp('/admin?tab=vendas')
  await screen.findByText('Vendas Hoje')
}

describe('admin Vendas tab', () => {
  it('shows the sales of today and of the month, the average ticket and the recent sales', async () => {
    await openSales({
      ...NO_SALES,
      todayCount: 2,
      monthCount: 7,
      averageTicketCents: 123457,
      recent: [
        {
          id: 'cccccccc-1111-4000-8000-000000000003',
          shortId: 'cccccccc',
          customerName: 'Ana Lima',
          totalCents: 18990,
          createdAt: '2026-03-15T02:30:00.000Z', // 14 March in Brasília
        },
        {
          id: 'dddddddd-1111-4000-8000-000000000004',
          shortId: 'dddddddd',
          customerName: 'Nome não disponível',
          totalCents: 5000,
          createdAt: '2026-01-02T12:00:00.000Z',
        },
      ],
    })

    expect(screen.getByRole('heading', { name: 'Vendas' })).toBeInTheDocument()
    expect(figure('Vendas Hoje')).toBe('2')
    expect(figure('Vendas Este Mês')).toBe('7')
    expect(figure('Ticket Médio')).toBe('R$\u00a01.234,57')
    const table = screen.getByRole('table', { name: 'Vendas Recentes' })
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))
    expect(rows).toEqual([
      ['Pedido', 'Cliente', 'Valor', 'Data'],
      ['#cccccccc', 'Ana Lima', 'R$\u00a0189,90', '14/03/2026'],
      ['#dddddddd', 'Nome não disponível', 'R$\u00a050,00', '02/01/2026'],
    ])
  })

  it("shows 'R$ 0,00' and no table when nothing was delivered", async () => {
    await openSales()

    expect(figure('Vendas Hoje')).toBe('0')
    expect(figure('Vendas Este Mês')).toBe('0')
    expect(figure('Ticket Médio')).toBe('R$\u00a00,00')
    expect(screen.getByRole('heading', { name: 'Vendas Recentes' })).toBeInTheDocument()
    expect(screen.getByText('Nenhuma venda concluída ainda.')).toBeInTheDocument()
    expect(screen.queryByRole('table', { name: 'Vendas Recentes' })).toBeNull()
  })
})
