import { act, screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { json, renderApp, serverError } from '#web/testing/render.tsx'
import { makeProject, PROJECTS, stubProjectsApi } from '#web/testing/admin/projects-fixtures.ts'

const tapete = makeProject()
const capa = makeProject({
  id: 'bbbbbbbb-0000-4000-8000-000000000002',
  name: 'Capa de Volante',
  priceCents: 18990,
  clientName: 'João Lima',
  clientEmail: 'joao@example.com',
  termsAccepted: true,
  createdAt: '2026-02-01T12:00:00.000Z',
})
const DELETE_TAPETE = `DELETE ${PROJECTS}/${tapete.id}` as const

async function openProjects(options: Parameters<typeof stubProjectsApi>[0] = {}) {
  const api = stubProjectsApi({ projects: [tapete, capa], ...options })
  const view = renderApp('/admin?tab=projetos')
  await screen.findByRole('heading', { name: 'Projetos gerados' })
  return { ...view, ...api }
}

/** The cells and buttons of the row whose Produto is `name`. */
function row(name: string) {
  return within(screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement)
}

describe('admin Projetos gerados tab', () => {
  it('lists each project with its client, price, terms status and date', async () => {
    await openProjects()
    await screen.findByRole('table', { name: 'Projetos gerados' })

    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent)
    expect(headers).toEqual(['Produto', 'Cliente', 'Preço', 'Termos', 'Data', 'Ações'])
    expect(row('Tapete').getByText('Maria Souza')).toBeInTheDocument()
    expect(row('Tapete').getByText('maria@example.com')).toBeInTheDocument()
    // Intl puts a non-breaking space after R$; Testing Library reads it as a plain one.
    expect(row('Tapete').getByText('R$ 1.234,50').textContent).toBe('R$\u00a01.234,50')
    expect(row('Tapete').getByText('Aguardando Termos')).toBeInTheDocument()
    expect(row('Tapete').getByText('10/03/2026')).toBeInTheDocument()
    expect(row('Capa de Volante').getByText('R$ 189,90')).toBeInTheDocument()
    expect(row('Capa de Volante').getByText('Termos Aceitos')).toBeInTheDocument()
    expect(row('Capa de Volante').getByText('João Lima')).toBeInTheDocument()
    expect(
      row('Tapete').getByRole('button', { name: 'Excluir projeto Tapete' }),
    ).toBeInTheDocument()
  })

  it('says when there is no project yet', async () => {
    await openProjects({ projects: [] })

    expect(await screen.findByText('Nenhum projeto gerado ainda.')).toBeInTheDocument()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('asks first; Cancelar keeps the project, Excluir deletes it', async () => {
    const { user, calls } = await openProjects()
    const excluir = await screen.findByRole('button', { name: 'Excluir projeto Tapete' })

    await user.click(excluir)
    let dialog = screen.getByRole('dialog', { name: 'Excluir projeto gerado' })
    expect(dialog).toHaveAccessibleDescription(
      /Tem certeza que deseja excluir este projeto gerado\? "Tapete" sairá do carrinho de Maria Souza/,
    )
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(calls(DELETE_TAPETE)).toHaveLength(0)

    await user.click(excluir)
    dialog = screen.getByRole('dialog', { name: 'Excluir projeto gerado' })
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }))

    expect(await screen.findByText('Projeto gerado excluído com sucesso!')).toBeInTheDocument()
    expect(calls(DELETE_TAPETE)).toHaveLength(1)
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Tapete' })).toBeNull())
    expect(screen.getByRole('rowheader', { name: 'Capa de Volante' })).toBeInTheDocument()
  })

  it('tells when the project could not be deleted, and keeps the row', async () => {
    const { user } = await openProjects({ answers: { [DELETE_TAPETE]: serverError } })

    await user.click(await screen.findByRole('button', { name: 'Excluir projeto Tapete' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }))

    expect(
      await screen.findByText('Erro ao excluir projeto gerado. Tente novamente.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('rowheader', { name: 'Tapete' })).toBeInTheDocument()
  })

  it('reloads when the product list changes elsewhere', async () => {
    const { setProjects } = await openProjects()
    await screen.findByRole('rowheader', { name: 'Tapete' })

    const tapeteNovo = makeProject({
      id: 'bbbbbbbb-0000-4000-8000-000000000009',
      name: 'Tapete Novo',
    })
    setProjects([tapeteNovo, tapete, capa])
    act(() => void window.dispatchEvent(new Event('product-list-updated')))

    expect(await screen.findByRole('rowheader', { name: 'Tapete Novo' })).toBeInTheDocument()
  })

  it('shows a quiet message with a retry when the list cannot be read', async () => {
    let fail = true
    const { user } = await openProjects({
      answers: { [`GET ${PROJECTS}`]: () => (fail ? serverError() : json({ projects: [tapete] })) },
    })

    expect(
      await screen.findByText('Não foi possível carregar os projetos gerados.'),
    ).toBeInTheDocument()
    // Only this tab: the panel itself stays.
    expect(screen.getByRole('tablist')).toBeInTheDocument()

    fail = false
    await user.click(screen.getByRole('button', { name: 'Tentar Novamente' }))
    expect(await screen.findByRole('rowheader', { name: 'Tapete' })).toBeInTheDocument()
  })
})
