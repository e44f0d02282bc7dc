import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { HELP_MESSAGES as M } from '#domain/schemas/help-page.ts'
import { serverError, type renderApp } from '#web/testing/render.tsx'
import {
  ADMIN_HELP_PAGES,
  central,
  openHelpPages,
  SHORT,
  VIDEO,
} from '#web/testing/admin/help-pages-fixtures.ts'

type User = ReturnType<typeof renderApp>['user']

const input = (label: string) => screen.getByLabelText(label)
const button = (name: string) => screen.getByRole('button', { name })
const POST = `POST ${ADMIN_HELP_PAGES}` as const

async function openNew(options: Parameters<typeof openHelpPages>[0] = {}) {
  const view = await openHelpPages(options)
  await view.user.click(button('Nova Página'))
  return view
}

async function fill(user: User, title = 'Instalação do Módulo', youtubeUrl = VIDEO) {
  await user.type(input('Título'), title)
  await user.type(input('Dúvida 1'), 'Onde fica o conector?')
  await user.type(input('Link do YouTube da dúvida 1'), youtubeUrl)
}

describe('admin Ajuda/Instalação form', () => {
  it('opens with one question and no controls to remove or move it; Cancelar closes', async () => {
    const { user } = await openNew()

    expect(screen.getByRole('heading', { name: 'Nova Página de Ajuda' })).toBeInTheDocument()
    expect(input('Título')).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Nova Página' })).toBeNull()
    expect(screen.queryByLabelText('Dúvida 2')).toBeNull()
    expect(screen.queryByRole('button', { name: /Remover dúvida|Mover dúvida/ })).toBeNull()

    await user.click(button('Cancelar'))
    expect(screen.queryByRole('heading', { name: 'Nova Página de Ajuda' })).toBeNull()
    expect(button('Nova Página')).toBeInTheDocument()
  })

  it('derives the slug from the title until the admin types one', async () => {
    const { user } = await openNew()

    await user.type(input('Título'), 'Instalação do Módulo')
    expect(input('Slug')).toHaveValue('instalacao-do-modulo')
    expect(input('Slug')).toHaveAccessibleDescription('Endereço da página: /instalacao-do-modulo')

    await user.clear(input('Slug'))
    await user.type(input('Slug'), 'modulo')
    await user.type(input('Título'), ' Novo')
    expect(input('Slug')).toHaveValue('modulo')
    expect(input('Slug')).toHaveAccessibleDescription('Endereço da página: /modulo')
  })

  it('names every empty field and sends nothing', async () => {
    const { user, calls } = await openNew()

    await user.click(button('Criar Página'))

    for (const [label, message] of [
      ['Título', M.title],
      ['Slug', M.slug],
      ['Dúvida 1', M.question],
      ['Link do YouTube da dúvida 1', M.youtubeRequired],
    ] as const) {
      await waitFor(() => expect(input(label)).toHaveAccessibleDescription(new RegExp(message)))
    }
    expect(input('Título')).toHaveFocus()
    expect(calls(POST)).toHaveLength(0)
  })

  it.each([
    [
      'a YouTube id of 10 characters',
      'modulo',
      VIDEO.slice(0, -1),
      'Link do YouTube da dúvida 1',
      M.youtubeInvalid,
    ],
    ['a slug the shop uses', 'cart', VIDEO, 'Slug', M.slugReserved],
    ['a slug with spaces', 'com espaço', VIDEO, 'Slug', M.slugInvalid],
  ])('refuses %s', async (_, slug, youtubeUrl, label, message) => {
    const { user, calls } = await openNew()
    await fill(user, 'Instalação do Módulo', youtubeUrl)
    await user.clear(input('Slug'))
    await user.type(input('Slug'), slug)

    await user.click(button('Criar Página'))

    await waitFor(() => expect(input(label)).toHaveAccessibleDescription(new RegExp(message)))
    expect(calls(POST)).toHaveLength(0)
  })

  it('creates the page, lists it, refreshes the help centre and closes the form', async () => {
    const { user, sent, queryClient } = await openNew()
    queryClient.setQueryData(['help-pages', 'list'], [])
    await fill(user)

    await user.click(button('Criar Página'))

    expect(await screen.findByText('Página de ajuda criada com sucesso!')).toBeInTheDocument()
    expect(sent(POST)).toEqual([
      {
        title: 'Instalação do Módulo',
        slug: 'instalacao-do-modulo',
        questions: [{ question: 'Onde fica o conector?', youtubeUrl: VIDEO }],
      },
    ])
    expect(queryClient.getQueryState(['help-pages', 'list'])?.isInvalidated).toBe(true)
    const row = await screen.findByRole('rowheader', { name: 'Instalação do Módulo' })
    expect(within(row.closest('tr') as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/instalacao-do-modulo',
    )
    expect(screen.queryByRole('heading', { name: 'Nova Página de Ajuda' })).toBeNull()
  })

  it('puts a slug already in use on the Slug field and keeps what was typed', async () => {
    const { user, sent } = await openNew()
    await fill(user, 'Instalação da Central')

    await user.click(button('Criar Página'))

    await waitFor(() => expect(input('Slug')).toHaveAccessibleDescription(new RegExp(M.slugTaken)))
    expect(input('Slug')).toHaveFocus()
    expect(sent(POST)).toHaveLength(1)
    expect(input('Título')).toHaveValue('Instalação da Central')
    expect(input('Dúvida 1')).toHaveValue('Onde fica o conector?')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('tells when the server fails, and keeps what was typed', async () => {
    const { user } = await openNew({ answers: { [POST]: serverError } })
    await fill(user)

    await user.click(button('Criar Página'))

    const form = screen.getByRole('heading', { name: 'Nova Página de Ajuda' }).closest('section')
    expect(await within(form as HTMLElement).findByRole('alert')).toHaveTextContent(M.createFailed)
    expect(input('Título')).toHaveValue('Instalação do Módulo')
    expect(input('Link do YouTube da dúvida 1')).toHaveValue(VIDEO)
  })

  it('edits a page: keeps its slug while the title changes, sends the PATCH', async () => {
    const { user, sent } = await openHelpPages()

    await user.click(await screen.findByRole('button', { name: `Editar ${central.title}` }))

    expect(screen.getByRole('heading', { name: 'Editar Página de Ajuda' })).toBeInTheDocument()
    expect(input('Título')).toHaveFocus()
    expect(input('Dúvida 2')).toHaveValue('Como testar?')
    await user.type(input('Título'), ' Nova')
    expect(input('Slug')).toHaveValue('instalacao-da-central')
    await user.click(button('Salvar Alterações'))

    expect(await screen.findByText('Página de ajuda atualizada com sucesso!')).toBeInTheDocument()
    expect(sent(`PATCH ${ADMIN_HELP_PAGES}/${central.id}`)).toEqual([
      {
        title: 'Instalação da Central Nova',
        slug: 'instalacao-da-central',
        questions: [
          { question: 'Onde ligar o fio vermelho?', youtubeUrl: VIDEO },
          { question: 'Como testar?', youtubeUrl: SHORT },
        ],
      },
    ])
    expect(
      await screen.findByRole('rowheader', { name: 'Instalação da Central Nova' }),
    ).toBeVisible()
    expect(screen.queryByRole('heading', { name: 'Editar Página de Ajuda' })).toBeNull()
  })
})
