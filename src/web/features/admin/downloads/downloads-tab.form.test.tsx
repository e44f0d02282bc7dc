import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { DOWNLOAD_MESSAGES as M } from '#domain/schemas/download.ts'
import { json, serverError } from '#web/testing/render.tsx'
import {
  ADMIN_DOWNLOADS,
  driver,
  openDownloads,
  titlesInOrder,
} from '#web/testing/admin/downloads-fixtures.ts'

const input = (label: string) => screen.getByLabelText(label)
const button = (name: string) => screen.getByRole('button', { name })
const POST = `POST ${ADMIN_DOWNLOADS}` as const
const PATCH_DRIVER = `PATCH ${ADMIN_DOWNLOADS}/${driver.id}` as const

async function openForm(options: Parameters<typeof openDownloads>[0] = {}) {
  const view = await openDownloads(options)
  await screen.findByRole('rowheader', { name: 'Driver USB' })
  await view.user.click(button('Novo Download'))
  return view
}

describe('admin Downloads form', () => {
  it('is closed at first, opens with Novo Download and closes with Cancelar', async () => {
    const { user } = await openDownloads()
    expect(screen.queryByLabelText('Título')).toBeNull()

    await user.click(button('Novo Download'))
    expect(screen.getByRole('heading', { name: 'Novo Download' })).toBeInTheDocument()
    expect(input('Título')).toHaveFocus()
    expect(input('URL')).toHaveAttribute('type', 'url')
    expect(input('Informações (opcional)').tagName).toBe('TEXTAREA')

    await user.click(button('Cancelar'))
    expect(screen.queryByLabelText('Título')).toBeNull()
    expect(button('Novo Download')).toHaveFocus()
  })

  it('names the empty title and URL and sends nothing', async () => {
    const { user, calls } = await openForm()

    await user.click(button('Adicionar Download'))

    await waitFor(() => expect(input('Título')).toHaveAccessibleDescription(M.title))
    expect(input('URL')).toHaveAccessibleDescription(M.urlRequired)
    expect(input('Informações (opcional)')).not.toHaveAccessibleDescription()
    expect(calls(POST)).toHaveLength(0)
  })

  it.each(['javascript:alert(1)', 'data:text/html,x', 'ftp://example.com/a.pdf', 'manual.pdf'])(
    "refuses the URL '%s'",
    async (url) => {
      const { user, calls } = await openForm()
      await user.type(input('Título'), 'Manual')
      await user.type(input('URL'), url)

      await user.click(button('Adicionar Download'))

      await waitFor(() => expect(input('URL')).toHaveAccessibleDescription(M.urlInvalid))
      expect(calls(POST)).toHaveLength(0)
    },
  )

  it('adds a download last, a blank description as null, and closes', async () => {
    const { user, sent, queryClient } = await openForm()
    // /baixar, as cached from an earlier visit.
    queryClient.setQueryData(['downloads'], { downloads: [] })
    await user.type(input('Título'), '  Catálogo 2026 ')
    await user.type(input('URL'), '/demo/downloads/catalogo.pdf')
    await user.type(input('Informações (opcional)'), '   ')

    await user.click(button('Adicionar Download'))

    expect(await screen.findByText('Download adicionado com sucesso!')).toBeInTheDocument()
    expect(sent(POST)).toEqual([
      { title: 'Catálogo 2026', url: '/demo/downloads/catalogo.pdf', description: null },
    ])
    expect(screen.queryByLabelText('Título')).toBeNull()
    await waitFor(() => expect(titlesInOrder().at(-1)).toBe('Catálogo 2026'))
    expect(queryClient.getQueryState(['downloads'])?.isInvalidated).toBe(true)
  })

  it('sends the description when there is one', async () => {
    const { user, sent } = await openForm()
    await user.type(input('Título'), 'Driver Serial')
    await user.type(input('URL'), 'https://example.com/serial.zip')
    await user.type(input('Informações (opcional)'), 'Versão 3.1')

    await user.click(button('Adicionar Download'))

    await screen.findByText('Download adicionado com sucesso!')
    expect(sent(POST)).toEqual([
      { title: 'Driver Serial', url: 'https://example.com/serial.zip', description: 'Versão 3.1' },
    ])
  })

  it('edits a download: fills the form, sends the PATCH, closes', async () => {
    const { user, sent } = await openDownloads()

    await user.click(await screen.findByRole('button', { name: 'Editar Driver USB' }))

    expect(screen.getByRole('heading', { name: 'Editar Download' })).toBeInTheDocument()
    expect(input('Título')).toHaveValue('Driver USB')
    expect(input('URL')).toHaveValue(driver.url)
    expect(input('Informações (opcional)')).toHaveValue('Para Windows 10 e 11.')
    await user.clear(input('Informações (opcional)'))
    await user.clear(input('Título'))
    await user.type(input('Título'), 'Driver USB v3')
    await user.click(button('Salvar Alterações'))

    expect(await screen.findByText('Download atualizado com sucesso!')).toBeInTheDocument()
    expect(sent(PATCH_DRIVER)).toEqual([
      { title: 'Driver USB v3', url: driver.url, description: null },
    ])
    expect(screen.queryByLabelText('Título')).toBeNull()
    expect(await screen.findByRole('rowheader', { name: 'Driver USB v3' })).toBeInTheDocument()
    expect(button('Editar Driver USB v3')).toHaveFocus()
  })

  it('Cancelar leaves an edit unsent', async () => {
    const { user, calls } = await openDownloads()
    await user.click(await screen.findByRole('button', { name: 'Editar Driver USB' }))
    await user.type(input('Título'), ' novo')

    await user.click(button('Cancelar'))

    expect(screen.queryByLabelText('Título')).toBeNull()
    expect(calls(PATCH_DRIVER)).toHaveLength(0)
    expect(button('Editar Driver USB')).toHaveFocus()
  })

  it.each([
    ['the server fails', serverError, M.createFailed],
    [
      'the server refuses',
      () => json({ error: { code: 'invalid', message: M.urlInvalid } }, 400),
      M.urlInvalid,
    ],
  ])('tells when %s while adding, and keeps what was typed', async (_, answer, message) => {
    const { user } = await openForm({ answers: { [POST]: answer } })
    await user.type(input('Título'), 'Catálogo')
    await user.type(input('URL'), 'https://example.com/c.pdf')

    await user.click(button('Adicionar Download'))

    const form = screen.getByRole('heading', { name: 'Novo Download' }).closest('section')
    expect(await within(form as HTMLElement).findByRole('alert')).toHaveTextContent(message)
    expect(input('Título')).toHaveValue('Catálogo')
    expect(input('URL')).toHaveValue('https://example.com/c.pdf')
  })

  it('tells when an edit could not be saved', async () => {
    const { user } = await openDownloads({ answers: { [PATCH_DRIVER]: serverError } })
    await user.click(await screen.findByRole('button', { name: 'Editar Driver USB' }))

    await user.click(button('Salvar Alterações'))

    expect(await screen.findByRole('alert')).toHaveTextContent(M.updateFailed)
    expect(input('Título')).toHaveValue('Driver USB')
  })
})
