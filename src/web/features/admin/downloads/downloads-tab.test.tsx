import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { DOWNLOAD_MESSAGES as M } from '#domain/schemas/download.ts'
import { json, serverError } from '#web/testing/render.tsx'
import {
  ADMIN_DOWNLOADS,
  DOWNLOADS,
  driver,
  guia,
  manual,
  openDownloads,
  titlesInOrder,
} from '#web/testing/admin/downloads-fixtures.ts'

const DELETE_DRIVER = `DELETE ${ADMIN_DOWNLOADS}/${driver.id}` as const

/** The cells and buttons of the row whose Título is `title`. */
function row(title: string) {
  return within(screen.getByRole('rowheader', { name: title }).closest('tr') as HTMLElement)
}

describe('admin Downloads tab', () => {
  it('links to the public page in a new tab', async () => {
    await openDownloads()

    const link = screen.getByRole('link', { name: 'Ver página pública' })
    expect(link).toHaveAttribute('href', '/baixar')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('lists the downloads in display order with every column', async () => {
    await openDownloads()
    await screen.findByRole('table', { name: 'Gerenciar Downloads' })

    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent)
    expect(headers).toEqual(['Ordem', 'Título', 'URL', 'Informações', 'Criado em', 'Ações'])
    expect(titlesInOrder()).toEqual(['Manual de Instalação', 'Driver USB', 'Guia Rápido'])
    expect(row('Driver USB').getByText('Para Windows 10 e 11.')).toBeInTheDocument()
    expect(row('Manual de Instalação').getByText('—')).toBeInTheDocument()
    expect(row('Manual de Instalação').getByText('10/03/2026')).toBeInTheDocument()
    expect(row('Driver USB').getByText('02/04/2026')).toBeInTheDocument()
    expect(row('Driver USB').getByRole('button', { name: 'Editar Driver USB' })).toBeEnabled()
    expect(row('Driver USB').getByRole('button', { name: 'Excluir Driver USB' })).toBeEnabled()
  })

  it('cuts a URL longer than 40 characters, keeping the whole one on the link', async () => {
    await openDownloads()
    await screen.findByRole('table')

    // 67 characters: the first 40 and '...'.
    const long = row('Driver USB').getByRole('link')
    expect(long.textContent).toBe('https://downloads.example.com/drivers/us...')
    expect(long).toHaveAttribute('href', driver.url)
    expect(long).toHaveAttribute('title', driver.url)
    expect(long).toHaveAttribute('target', '_blank')
    expect(long).toHaveAttribute('rel', 'noopener noreferrer')
    // Short ones are shown whole, site paths included.
    expect(row('Manual de Instalação').getByRole('link').textContent).toBe(manual.url)
    expect(row('Guia Rápido').getByRole('link')).toHaveAttribute('href', guia.url)
    expect(row('Guia Rápido').getByRole('link').textContent).toBe(guia.url)
  })

  it('cuts at exactly 40: a 40-character URL stays whole, 41 do not', async () => {
    const forty = `https://example.com/${'a'.repeat(20)}`
    await openDownloads({
      downloads: [
        { ...manual, url: forty },
        { ...driver, url: `${forty}b` },
      ],
    })
    await screen.findByRole('table')

    expect(forty).toHaveLength(40)
    expect(row('Manual de Instalação').getByRole('link').textContent).toBe(forty)
    expect(row('Driver USB').getByRole('link').textContent).toBe(`${forty}...`)
  })

  it('says when there is no download yet', async () => {
    await openDownloads({ downloads: [] })

    expect(await screen.findByText('Nenhum download cadastrado ainda')).toBeInTheDocument()
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.getByRole('button', { name: 'Novo Download' })).toBeEnabled()
  })

  it('shows the load error with a retry, keeping the panel', async () => {
    let fail = true
    const { user } = await openDownloads({
      answers: { [`GET ${DOWNLOADS}`]: () => (fail ? serverError() : json({ downloads: [guia] })) },
    })

    expect(await screen.findByText(M.loadFailed)).toBeInTheDocument()
    expect(screen.getByRole('tablist')).toBeInTheDocument()

    fail = false
    await user.click(screen.getByRole('button', { name: 'Tentar Novamente' }))
    expect(await screen.findByRole('rowheader', { name: 'Guia Rápido' })).toBeInTheDocument()
  })

  it('asks first; Cancelar keeps the download, Excluir deletes it', async () => {
    const { user, calls, queryClient } = await openDownloads()
    queryClient.setQueryData(['downloads'], { downloads: [] })
    const excluir = await screen.findByRole('button', { name: 'Excluir Driver USB' })

    await user.click(excluir)
    let dialog = screen.getByRole('dialog', { name: 'Excluir download' })
    expect(dialog).toHaveAccessibleDescription(
      /^Tem certeza que deseja excluir o download "Driver USB"\?/,
    )
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(calls(DELETE_DRIVER)).toHaveLength(0)

    await user.click(excluir)
    dialog = screen.getByRole('dialog', { name: 'Excluir download' })
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }))

    expect(await screen.findByText('Download excluído com sucesso!')).toBeInTheDocument()
    expect(calls(DELETE_DRIVER)).toHaveLength(1)
    await waitFor(() => expect(titlesInOrder()).toEqual(['Manual de Instalação', 'Guia Rápido']))
    expect(queryClient.getQueryState(['downloads'])?.isInvalidated).toBe(true)
  })

  it('closes the form when the download being edited is deleted', async () => {
    const { user } = await openDownloads()
    await user.click(await screen.findByRole('button', { name: 'Editar Driver USB' }))
    expect(screen.getByRole('heading', { name: 'Editar Download' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Excluir Driver USB' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }))

    await screen.findByText('Download excluído com sucesso!')
    expect(screen.queryByRole('heading', { name: 'Editar Download' })).toBeNull()
  })

  it('tells when the download could not be deleted, and keeps the row', async () => {
    const { user } = await openDownloads({ answers: { [DELETE_DRIVER]: serverError } })

    await user.click(await screen.findByRole('button', { name: 'Excluir Driver USB' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }))

    expect(await screen.findByText(M.deleteFailed)).toBeInTheDocument()
    expect(screen.getByRole('rowheader', { name: 'Driver USB' })).toBeInTheDocument()
  })
})
