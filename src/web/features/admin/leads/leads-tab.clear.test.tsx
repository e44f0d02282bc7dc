import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { json, renderApp, serverError } from '#web/testing/render.tsx'
import { LEADS, makeLead, stubLeadsApi } from '#web/testing/admin/leads-fixtures.ts'

const DELETE_LEADS = `DELETE ${LEADS}` as const
const SUMMARY = 'GET /api/admin/summary' as const

const gol = makeLead()
const corolla = makeLead({
  id: 'cccccccc-0000-4000-8000-000000000002',
  whatsapp: '21998765432',
  carInfo: 'Corolla 2020',
})
const tapete = makeLead({
  id: 'cccccccc-0000-4000-8000-000000000003',
  productId: 'dddddddd-0000-4000-8000-000000000002',
  productName: 'Tapete Sob Medida',
  whatsapp: '31991234567',
  kind: 'interest',
})

async function openLeads(options: Parameters<typeof stubLeadsApi>[0] = {}) {
  const api = stubLeadsApi({ leads: [gol, corolla, tapete], ...options })
  const view = renderApp('/admin?tab=interessados')
  await screen.findByRole('table', { name: 'Interessados' })
  return { ...view, ...api }
}

async function askToClear(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Limpar Lista' }))
  return screen.getByRole('dialog', { name: 'Limpar lista de interessados' })
}

describe('admin Interessados: Limpar Lista', () => {
  it('Cancelar sends nothing and keeps the list', async () => {
    const { user, calls } = await openLeads()

    const dialog = await askToClear(user)
    expect(dialog).toHaveAccessibleDescription(
      'Tem certeza que deseja limpar a lista de interessados? Serão removidos 3 interessados de 2 produtos. Esta ação não pode ser desfeita.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))

    expect(screen.queryByRole('dialog')).toBeNull()
    expect(calls(DELETE_LEADS)).toHaveLength(0)
    expect(screen.getAllByRole('rowheader')).toHaveLength(3)
  })

  it('clears after confirming, tells how many products, and refreshes the summary', async () => {
    const { user, calls } = await openLeads()
    const summaryLoads = calls(SUMMARY).length

    const dialog = await askToClear(user)
    expect(calls(DELETE_LEADS)).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: 'Limpar Lista' }))

    expect(
      await screen.findByText('Lista de interessados limpa com sucesso! (2 produtos)'),
    ).toBeInTheDocument()
    expect(calls(DELETE_LEADS)).toHaveLength(1)
    expect(await screen.findByText('Nenhum interessado registrado.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Limpar Lista' })).toBeNull()
    await waitFor(() => expect(calls(SUMMARY).length).toBeGreaterThan(summaryLoads))
  })

  it('speaks in the singular for one lead of one product', async () => {
    const { user } = await openLeads({ leads: [gol] })

    const dialog = await askToClear(user)
    expect(dialog).toHaveAccessibleDescription(
      'Tem certeza que deseja limpar a lista de interessados? Serão removidos 1 interessado de 1 produto. Esta ação não pode ser desfeita.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Limpar Lista' }))

    expect(
      await screen.findByText('Lista de interessados limpa com sucesso! (1 produto)'),
    ).toBeInTheDocument()
  })

  it('tells when the list could not be cleared, and keeps the rows', async () => {
    const { user, calls } = await openLeads({ answers: { [DELETE_LEADS]: serverError } })

    const dialog = await askToClear(user)
    await user.click(within(dialog).getByRole('button', { name: 'Limpar Lista' }))

    expect(
      await screen.findByText('Erro ao limpar lista de interessados. Tente novamente.'),
    ).toBeInTheDocument()
    expect(calls(DELETE_LEADS)).toHaveLength(1)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getAllByRole('rowheader')).toHaveLength(3)
    expect(screen.getByRole('button', { name: 'Limpar Lista' })).toBeInTheDocument()
  })
})

describe('admin Interessados: more leads than the list shows', () => {
  it('says so, and the confirmation states the whole list', async () => {
    const { user } = await openLeads({
      answers: {
        [`GET ${LEADS}`]: () =>
          json({ leads: [gol, corolla, tapete], totals: { leads: 812, products: 40 } }),
      },
    })

    expect(
      screen.getByText('Mostrando os 3 mais recentes de 812 interessados.'),
    ).toBeInTheDocument()
    const dialog = await askToClear(user)
    expect(dialog).toHaveAccessibleDescription(
      'Tem certeza que deseja limpar a lista de interessados? Serão removidos 812 interessados de 40 produtos. Esta ação não pode ser desfeita.',
    )
  })
})
