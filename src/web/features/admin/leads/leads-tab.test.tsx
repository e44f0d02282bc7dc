import { screen, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { json, renderApp, serverError } from '#web/testing/render.tsx'
import { LEADS, makeLead, stubLeadsApi } from '#web/testing/admin/leads-fixtures.ts'

const gol = makeLead()
const civic = makeLead({
  id: 'cccccccc-0000-4000-8000-000000000002',
  productId: 'dddddddd-0000-4000-8000-000000000002',
  productName: 'Tapete Sob Medida',
  whatsapp: '21998765432',
  carInfo: 'Não informado',
  kind: 'interest',
  createdAt: '2026-11-22T02:30:00.000Z',
})
// A lead may name the variant it asks for (decision 053).
const vermelha = makeLead({
  id: 'cccccccc-0000-4000-8000-000000000004',
  variantLabel: '38 cm / Vermelha',
  whatsapp: '41996543210',
  createdAt: '2026-01-04T12:00:00.000Z',
})
// Blank car information never leaves the server, but the table must not show an empty cell.
const semCarro = makeLead({
  id: 'cccccccc-0000-4000-8000-000000000003',
  whatsapp: '31991234567',
  carInfo: '  ',
  createdAt: '2026-01-05T12:07:00.000Z',
})

async function openLeads(options: Parameters<typeof stubLeadsApi>[0] = {}) {
  const api = stubLeadsApi({ leads: [gol, civic, semCarro, vermelha], ...options })
  const view = renderApp('/admin?tab=interessados')
  await screen.findByRole('heading', { name: 'Interessados' })
  return { ...view, ...api }
}

/** The cells and links of the row showing the WhatsApp `number`. */
function row(number: string) {
  return within(screen.getByText(number).closest('tr') as HTMLElement)
}

describe('admin Interessados tab', () => {
  it('lists each lead with its product and variant, kind, formatted number, car and date-time, as the server sorts them', async () => {
    await openLeads()
    await screen.findByRole('table', { name: 'Interessados' })

    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent)
    expect(headers).toEqual(['Produto', 'Tipo', 'WhatsApp', 'Carro', 'Data', 'Ações'])
    const products = screen.getAllByRole('rowheader').map((cell) => cell.textContent)
    expect(products).toEqual([
      'Capa de Volante',
      'Tapete Sob Medida',
      'Capa de Volante',
      'Capa de Volante — 38 cm / Vermelha',
    ])

    expect(row('(11) 98765-4321').getByText('Avise-me')).toBeInTheDocument()
    expect(row('(11) 98765-4321').queryByText('Interessado')).toBeNull()
    expect(row('(11) 98765-4321').getByText('Gol 2015')).toBeInTheDocument()
    expect(row('(11) 98765-4321').getByText('22/11/2026, 14:05')).toBeInTheDocument()

    expect(row('(21) 99876-5432').getByText('Interessado')).toBeInTheDocument()
    expect(row('(21) 99876-5432').queryByText('Avise-me')).toBeNull()
    expect(row('(21) 99876-5432').getByText('Não informado')).toBeInTheDocument()
    // Brasília time: 02:30 UTC is still the evening before.
    expect(row('(21) 99876-5432').getByText('21/11/2026, 23:30')).toBeInTheDocument()

    expect(row('(31) 99123-4567').getByText('Não informado')).toBeInTheDocument()
    expect(row('(31) 99123-4567').getByText('05/01/2026, 09:07')).toBeInTheDocument()
  })

  it('links each number to its WhatsApp chat in a new tab', async () => {
    await openLeads()

    const link = await screen.findByRole('link', {
      name: 'Conversar no WhatsApp com (11) 98765-4321',
    })
    expect(link).toHaveAttribute('href', 'https://wa.me/5511987654321')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(
      screen.getByRole('link', { name: 'Conversar no WhatsApp com (21) 99876-5432' }),
    ).toHaveAttribute('href', 'https://wa.me/5521998765432')
  })

  it('says when nobody is waiting, with nothing to clear', async () => {
    await openLeads({ leads: [] })

    expect(await screen.findByText('Nenhum interessado registrado.')).toBeInTheDocument()
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Limpar Lista' })).toBeNull()
  })

  it('shows a message with a retry when the list cannot be read', async () => {
    let fail = true
    const { user } = await openLeads({
      answers: { [`GET ${LEADS}`]: () => (fail ? serverError() : json({ leads: [gol] })) },
    })

    expect(
      await screen.findByText('Não foi possível carregar a lista de interessados.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('tablist')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Limpar Lista' })).toBeNull()

    fail = false
    await user.click(screen.getByRole('button', { name: 'Tentar Novamente' }))
    expect(await screen.findByRole('rowheader', { name: 'Capa de Volante' })).toBeInTheDocument()
  })
})
