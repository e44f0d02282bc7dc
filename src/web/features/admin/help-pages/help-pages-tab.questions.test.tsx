import { screen } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import type { renderApp } from '#web/testing/render.tsx'
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

async function addQuestion(user: User, n: number, question: string, youtubeUrl = VIDEO) {
  await user.click(button('Adicionar dúvida'))
  expect(input(`Dúvida ${n}`)).toHaveFocus()
  await user.type(input(`Dúvida ${n}`), question)
  await user.type(input(`Link do YouTube da dúvida ${n}`), youtubeUrl)
}

/** A new page with the questions 'A', 'B', 'C'. */
async function openWithThree() {
  const view = await openHelpPages()
  const { user } = view
  await user.click(button('Nova Página'))
  await user.type(input('Título'), 'Alarme')
  await user.type(input('Dúvida 1'), 'A')
  await user.type(input('Link do YouTube da dúvida 1'), VIDEO)
  await addQuestion(user, 2, 'B', SHORT)
  await addQuestion(user, 3, 'C')
  return view
}

const questionTexts = () =>
  [1, 2, 3]
    .map((n) => screen.queryByLabelText(`Dúvida ${n}`))
    .map((field) => field && (field as HTMLInputElement).value)

describe('admin Ajuda/Instalação form: the questions', () => {
  it('shows remove and move controls once there are two; the ends cannot move past the end', async () => {
    await openWithThree()

    expect(button('Mover dúvida 1 para cima')).toBeDisabled()
    expect(button('Mover dúvida 1 para baixo')).toBeEnabled()
    expect(button('Mover dúvida 2 para cima')).toBeEnabled()
    expect(button('Mover dúvida 2 para baixo')).toBeEnabled()
    expect(button('Mover dúvida 3 para cima')).toBeEnabled()
    expect(button('Mover dúvida 3 para baixo')).toBeDisabled()
    for (const n of [1, 2, 3]) expect(button(`Remover dúvida ${n}`)).toBeEnabled()
  })

  it('sends the questions in the order they were moved to', async () => {
    const { user, sent } = await openWithThree()

    await user.click(button('Mover dúvida 3 para cima'))
    expect(questionTexts()).toEqual(['A', 'C', 'B'])
    // Focus stays with the moved question's control, now number 2.
    expect(button('Mover dúvida 2 para cima')).toHaveFocus()
    await user.click(button('Mover dúvida 2 para cima'))
    expect(button('Mover dúvida 1 para baixo')).toHaveFocus()
    await user.click(button('Criar Página'))

    expect(await screen.findByText('Página de ajuda criada com sucesso!')).toBeInTheDocument()
    expect(sent(`POST ${ADMIN_HELP_PAGES}`)).toEqual([
      {
        title: 'Alarme',
        slug: 'alarme',
        questions: [
          { question: 'C', youtubeUrl: VIDEO },
          { question: 'A', youtubeUrl: VIDEO },
          { question: 'B', youtubeUrl: SHORT },
        ],
      },
    ])
  })

  it('removes a question; with one left the controls go away', async () => {
    const { user } = await openWithThree()

    await user.click(button('Remover dúvida 2'))
    expect(questionTexts()).toEqual(['A', 'C', null])
    expect(input('Dúvida 2')).toHaveFocus()
    await user.click(button('Remover dúvida 1'))

    expect(questionTexts()).toEqual(['C', null, null])
    expect(input('Link do YouTube da dúvida 1')).toHaveValue(VIDEO)
    expect(screen.queryByRole('button', { name: /Remover dúvida|Mover dúvida/ })).toBeNull()
    expect(input('Dúvida 1')).toHaveFocus()
  })

  it('saves an edited page without the question that was removed', async () => {
    const { user, sent } = await openHelpPages()
    await user.click(await screen.findByRole('button', { name: `Editar ${central.title}` }))

    await user.click(button('Remover dúvida 1'))
    await user.click(button('Salvar Alterações'))

    expect(await screen.findByText('Página de ajuda atualizada com sucesso!')).toBeInTheDocument()
    expect(sent(`PATCH ${ADMIN_HELP_PAGES}/${central.id}`)).toEqual([
      {
        title: central.title,
        slug: central.slug,
        questions: [{ question: 'Como testar?', youtubeUrl: SHORT }],
      },
    ])
  })
})
