import { render, screen, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { CardCell, CardRow, CardRowHeader, CardTable } from './card-table.tsx'

function Table() {
  return (
    <>
      <h2 id="title">Pedidos</h2>
      <CardTable labelledBy="title" columns={['Pedido', 'Total', 'Ações']} leading={<span />}>
        <CardRow>
          <CardRowHeader>#aaaaaaaa</CardRowHeader>
          <CardCell label="Total">R$ 10,00</CardCell>
          <CardCell place="wide">
            <button type="button">Excluir</button>
          </CardCell>
        </CardRow>
      </CardTable>
    </>
  )
}

describe('CardTable', () => {
  it('is a named table with its header row, row headers and cells, at every width', () => {
    render(<Table />)

    const table = screen.getByRole('table', { name: 'Pedidos' })
    const headers = within(table).getAllByRole('columnheader')
    expect(headers.map((cell) => cell.textContent)).toEqual(['', 'Pedido', 'Total', 'Ações'])
    const row = within(table).getByRole('rowheader', { name: '#aaaaaaaa' }).closest('tr')
    expect(within(row as HTMLElement).getAllByRole('cell')).toHaveLength(2)
  })

  it('names each labelled cell for its card, and lays cells on a card only below lg', () => {
    render(<Table />)

    const total = screen.getByRole('cell', { name: 'R$ 10,00' })
    expect(total).toHaveAttribute('data-label', 'Total')
    expect(total).toHaveClass('before:content-[attr(data-label)]', 'lg:before:content-none')
    expect(total).toHaveClass('lg:table-cell')
    const actions = screen.getByRole('button', { name: 'Excluir' }).closest('td')
    expect(actions).not.toHaveAttribute('data-label')
    expect(actions).toHaveClass('col-span-2')
    expect(screen.getByRole('columnheader', { name: 'Pedido' })).toHaveClass(
      'hidden',
      'lg:table-cell',
    )
  })
})
