import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { HELP_MESSAGES } from '#domain/schemas/help-page.ts'
import { json, serverError } from '#web/testing/render.tsx'
import {
  ADMIN_HELP_PAGES,
  central,
  HELP_PAGES,
  openHelpPages,
  sensor,
} from '#web/testing/admin/help-pages-fixtures.ts'

const DELETE_CENTRAL = `DELETE ${ADMIN_HELP_PAGES}/${central.id}` as const

/** The cells and buttons of the row whose Título is `title`. */
function row(title: string) {
  return within(screen.getByRole('rowheader', { name: title }).closest('tr') as HTMLElement)
}

describe('admin Ajuda/Instalação tab', () => {
  it('lists each page with its address, question count and creation date', async () => {
    await openHelpPages()
    await screen.findByRole('table', { name: 'Páginas de Ajuda/Instalação' })

    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent)
    expect(headers).toEqual(['Título', 'URL', 'Dúvidas', 'Criada em', 'Ações'])
    const link = row(central.title).getByRole('link', { name: /\/instalacao-da-central/ })
    expect(link).toHaveAttribute('href', '/instalacao-da-central')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(
      row(central.title)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '/instalacao-da-central (abre em nova aba)',
      '2',
      '10/03/2026',
      expect.stringContaining('Editar'),
    ])
    expect(row(sensor.title).getByText('1')).toBeInTheDocument()
    for (const action of ['Editar', 'Compartilhar', 'Excluir']) {
      expect(
        row(sensor.title).getByRole('button', { name: `${action} Sensor de Ré` }),
      ).toBeInTheDocument()
    }
  })

  it('says when there is no page yet', async () => {
    await openHelpPages({ pages: [] })

    expect(await screen.findByText('Nenhuma página de ajuda cadastrada ainda.')).toBeVisible()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('says the list could not be read, and tries again', async () => {
    let fail = true
    const { user } = await openHelpPages({
      answers: { [`GET ${HELP_PAGES}`]: () => (fail ? serverError() : json({ pages: [central] })) },
    })

    expect(await screen.findByText(`${HELP_MESSAGES.loadFailed}.`)).toBeInTheDocument()
    expect(screen.getByRole('tablist')).toBeInTheDocument()

    fail = false
    await user.click(screen.getByRole('button', { name: 'Tentar Novamente' }))
    expect(await screen.findByRole('rowheader', { name: central.title })).toBeInTheDocument()
  })

  it('asks first; Cancelar keeps the page, Excluir deletes it', async () => {
    const { user, calls, queryClient } = await openHelpPages()
    // The public help centre, as cached from an earlier visit.
    queryClient.setQueryData(['help-pages', 'list'], [])
    const excluir = await screen.findByRole('button', { name: `Excluir ${central.title}` })

    await user.click(excluir)
    let dialog = screen.getByRole('dialog', { name: 'Excluir página de ajuda' })
    expect(dialog).toHaveAccessibleDescription(
      'Tem certeza que deseja excluir esta página de ajuda?',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(calls(DELETE_CENTRAL)).toHaveLength(0)

    await user.click(excluir)
    dialog = screen.getByRole('dialog', { name: 'Excluir página de ajuda' })
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }))

    expect(await screen.findByText('Página de ajuda excluída com sucesso!')).toBeInTheDocument()
    expect(calls(DELETE_CENTRAL)).toHaveLength(1)
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: central.title })).toBeNull())
    expect(screen.getByRole('rowheader', { name: sensor.title })).toBeInTheDocument()
    expect(queryClient.getQueryState(['help-pages', 'list'])?.isInvalidated).toBe(true)
  })

  it('closes the form of a page that is deleted', async () => {
    const { user } = await openHelpPages()
    await user.click(await screen.findByRole('button', { name: `Editar ${central.title}` }))
    expect(screen.getByRole('heading', { name: 'Editar Página de Ajuda' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: `Excluir ${central.title}` }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }))

    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Editar Página de Ajuda' })).toBeNull(),
    )
  })

  it('tells when the page could not be deleted, and keeps the row', async () => {
    const { user } = await openHelpPages({ answers: { [DELETE_CENTRAL]: serverError } })

    await user.click(await screen.findByRole('button', { name: `Excluir ${central.title}` }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }))

    expect(await screen.findByText(HELP_MESSAGES.deleteFailed)).toBeInTheDocument()
    expect(screen.getByRole('rowheader', { name: central.title })).toBeInTheDocument()
  })
})
