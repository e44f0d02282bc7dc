import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import type { MyProject } from '#web/lib/my-projects.ts'
import { sentBodies } from '#web/testing/auth-fixtures.ts'
import { CUSTOMER, renderApp, serverError, stubApi } from '#web/testing/render.tsx'
import { acceptedProject, makeProject, projectsApi } from '#web/testing/project-fixtures.ts'
import { TERMS_WARNING } from './project-rules.ts'

const capa = makeProject({ name: 'Capa Personalizada', priceCents: 10000 })
const bordado = acceptedProject({ name: 'Tapete Bordado', priceCents: 25000 })

async function open(projects: MyProject[]) {
  const server = projectsApi(projects)
  const fetchMock = stubApi({ user: CUSTOMER, handler: server.handler })
  const view = renderApp('/cart')
  await screen.findByRole('heading', { level: 2, name: 'Projetos Personalizados' })
  return { ...view, server, fetchMock }
}

const dialog = () => within(screen.getByRole('dialog'))
const item = (name: string) => within(screen.getByRole('heading', { name }).closest('li')!)
const checkbox = () => dialog().getByLabelText('Li e aceito os termos do produto artesanal')
const acceptButton = () => dialog().getByRole('button', { name: 'Aceitar e Continuar' })
const methods = (fetchMock: Awaited<ReturnType<typeof open>>['fetchMock'], method: string) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === method)

describe('cart page: the handmade product terms', () => {
  it('shows the terms and accepts only once the checkbox is ticked', async () => {
    const { user, fetchMock } = await open([capa])

    await user.click(screen.getByRole('button', { name: 'Aceitar Termos' }))

    expect(
      screen.getByRole('dialog', { name: 'Termos do Produto Artesanal: Capa Personalizada' }),
    ).toBeVisible()
    expect(dialog().getByText(/90 dias de garantia/)).toBeInTheDocument()
    expect(dialog().getByRole('button', { name: 'Recusar' })).toBeEnabled()
    expect(checkbox()).not.toBeChecked()
    expect(acceptButton()).toBeDisabled()

    await user.click(acceptButton())
    expect(methods(fetchMock, 'POST')).toHaveLength(0)
    expect(screen.getByRole('dialog')).toBeVisible()

    await user.click(checkbox())
    expect(acceptButton()).toBeEnabled()
    await user.click(checkbox())
    expect(acceptButton()).toBeDisabled()
  })

  it('accepts: sends the acceptance for that project, closes and shows it accepted', async () => {
    const other = makeProject({ name: 'Manopla Gravada' })
    const { user, fetchMock } = await open([capa, other])

    await user.click(item('Capa Personalizada').getByRole('button', { name: 'Aceitar Termos' }))
    await user.click(checkbox())
    await user.click(acceptButton())

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sentBodies(fetchMock, 'POST', `/api/projects/${capa.id}/accept`)).toEqual([
      { accepted: true },
    ])
    expect(methods(fetchMock, 'POST')).toHaveLength(1)
    // The answer reaches the list through the query cache, just after the dialog closes.
    expect(await item('Capa Personalizada').findByText('Termos aceitos')).toBeInTheDocument()
    expect(item('Capa Personalizada').queryByRole('button', { name: 'Aceitar Termos' })).toBeNull()
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Capa Personalizada' })).toHaveFocus(),
    )
    // The other project still awaits, so the warning stays until it is accepted too.
    expect(screen.getByText(TERMS_WARNING)).toBeInTheDocument()

    await user.click(item('Manopla Gravada').getByRole('button', { name: 'Aceitar Termos' }))
    await user.click(checkbox())
    await user.click(acceptButton())
    expect(await item('Manopla Gravada').findByText('Termos aceitos')).toBeInTheDocument()
    expect(screen.queryByText(TERMS_WARNING)).toBeNull()
  })

  it('keeps the dialog open with an error toast when accepting fails', async () => {
    const { user, server } = await open([capa])
    server.fail = serverError

    await user.click(screen.getByRole('button', { name: 'Aceitar Termos' }))
    await user.click(checkbox())
    await user.click(acceptButton())

    expect(await screen.findByText('Erro ao aceitar termos. Tente novamente.')).toBeInTheDocument()
    expect(screen.getByRole('dialog')).toBeVisible()
    expect(acceptButton()).toBeEnabled()
    expect(item('Capa Personalizada').getByRole('button', { name: 'Aceitar Termos' })).toBeVisible()
  })

  it('tells the customer when the project was deleted meanwhile, and drops it', async () => {
    const { user, server } = await open([capa, bordado])
    await user.click(screen.getByRole('button', { name: 'Aceitar Termos' }))
    server.projects = [bordado]

    await user.click(checkbox())
    await user.click(acceptButton())

    expect(await screen.findByText('Este projeto não está mais disponível.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Capa Personalizada' })).toBeNull(),
    )
    expect(screen.getByRole('heading', { name: 'Tapete Bordado' })).toBeVisible()
    expect(screen.queryByText('Erro ao aceitar termos. Tente novamente.')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Projetos Personalizados' })).toHaveFocus()
  })

  it("declines after the confirmation, which 'Cancelar' backs out of", async () => {
    const { user, fetchMock } = await open([capa])
    await user.click(screen.getByRole('button', { name: 'Aceitar Termos' }))

    await user.click(dialog().getByRole('button', { name: 'Recusar' }))
    expect(
      dialog().getByText(
        'Tem certeza que deseja recusar este projeto? Ele será removido do seu carrinho.',
      ),
    ).toBeInTheDocument()
    await user.click(dialog().getByRole('button', { name: 'Cancelar' }))
    expect(screen.getByRole('dialog', { name: /Termos do Produto Artesanal/ })).toBeVisible()
    expect(methods(fetchMock, 'DELETE')).toHaveLength(0)

    await user.click(dialog().getByRole('button', { name: 'Recusar' }))
    await user.click(dialog().getByRole('button', { name: 'Recusar' }))

    expect(await screen.findByText('Seu carrinho está vazio')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(sentBodies(fetchMock, 'DELETE', `/api/projects/${capa.id}`)).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 1, name: 'Carrinho de Compras' })).toHaveFocus()
  })
})

describe('cart page: removing a project', () => {
  const removeCapa = () =>
    screen.getByRole('button', { name: 'Remover projeto Capa Personalizada' })

  it('asks first, then deletes it', async () => {
    const { user, fetchMock } = await open([capa, bordado])

    await user.click(removeCapa())
    expect(
      dialog().getByText('Tem certeza que deseja remover este projeto do carrinho?'),
    ).toBeInTheDocument()
    await user.click(dialog().getByRole('button', { name: 'Cancelar' }))
    expect(methods(fetchMock, 'DELETE')).toHaveLength(0)
    expect(removeCapa()).toHaveFocus()

    await user.click(removeCapa())
    await user.click(dialog().getByRole('button', { name: 'Remover' }))

    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Capa Personalizada' })).toBeNull(),
    )
    expect(sentBodies(fetchMock, 'DELETE', `/api/projects/${capa.id}`)).toHaveLength(1)
    expect(screen.getByRole('heading', { name: 'Tapete Bordado' })).toBeVisible()
    expect(screen.queryByText(TERMS_WARNING)).toBeNull()
  })

  it('shows the error toast when removing fails, and keeps the project', async () => {
    const { user, server } = await open([capa])
    server.fail = serverError

    await user.click(removeCapa())
    await user.click(dialog().getByRole('button', { name: 'Remover' }))

    expect(await screen.findByText('Erro ao remover projeto. Tente novamente.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Capa Personalizada' })).toBeVisible()
  })

  it('treats a project already deleted as removed, without an error', async () => {
    const { user, server } = await open([capa, bordado])
    server.projects = [bordado]

    await user.click(removeCapa())
    await user.click(dialog().getByRole('button', { name: 'Remover' }))

    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Capa Personalizada' })).toBeNull(),
    )
    expect(screen.queryByText('Erro ao remover projeto. Tente novamente.')).toBeNull()
  })
})
