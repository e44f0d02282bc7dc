import { screen, waitFor } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { DOWNLOAD_MESSAGES as M } from '#domain/schemas/download.ts'
import { json, serverError } from '#web/testing/render.tsx'
import {
  ADMIN_DOWNLOADS,
  DOWNLOADS,
  driver,
  guia,
  openDownloads,
  titlesInOrder,
} from '#web/testing/admin/downloads-fixtures.ts'

const up = (title: string) => screen.getByRole('button', { name: `Mover ${title} para cima` })
const down = (title: string) => screen.getByRole('button', { name: `Mover ${title} para baixo` })
const moveRoute = (id: string) => `POST ${ADMIN_DOWNLOADS}/${id}/move` as const

async function openLoaded(options: Parameters<typeof openDownloads>[0] = {}) {
  const view = await openDownloads(options)
  await screen.findByRole('table')
  return view
}

describe('admin Downloads order', () => {
  it('the first cannot go up and the last cannot go down', async () => {
    await openLoaded()

    expect(up('Manual de Instalação')).toBeDisabled()
    expect(down('Manual de Instalação')).toBeEnabled()
    expect(up('Driver USB')).toBeEnabled()
    expect(down('Driver USB')).toBeEnabled()
    expect(up('Guia Rápido')).toBeEnabled()
    expect(down('Guia Rápido')).toBeDisabled()
  })

  it('moves up: sends the direction and shows the new order with no refetch', async () => {
    const { user, sent, calls, queryClient } = await openLoaded()
    queryClient.setQueryData(['downloads'], { downloads: [] })
    const reads = calls(`GET ${DOWNLOADS}`).length

    await user.click(up('Guia Rápido'))

    await waitFor(() =>
      expect(titlesInOrder()).toEqual(['Manual de Instalação', 'Guia Rápido', 'Driver USB']),
    )
    expect(sent(moveRoute(guia.id))).toEqual([{ direction: 'up' }])
    expect(calls(`GET ${DOWNLOADS}`)).toHaveLength(reads)
    expect(queryClient.getQueryState(['downloads'])?.isInvalidated).toBe(true)
    // Focus stays on the arrow that was pressed, in the row's new place.
    await waitFor(() => expect(up('Guia Rápido')).toHaveFocus())
    expect(screen.getByRole('status')).toHaveTextContent('Guia Rápido agora está na posição 2.')
  })

  it('moves down, and focus goes to the other arrow at the bottom', async () => {
    const { user, sent } = await openLoaded()

    await user.click(down('Driver USB'))

    await waitFor(() =>
      expect(titlesInOrder()).toEqual(['Manual de Instalação', 'Guia Rápido', 'Driver USB']),
    )
    expect(sent(moveRoute(driver.id))).toEqual([{ direction: 'down' }])
    expect(down('Driver USB')).toBeDisabled()
    await waitFor(() => expect(up('Driver USB')).toHaveFocus())
  })

  it('moves the last to the top in two steps', async () => {
    const { user } = await openLoaded()

    await user.click(up('Guia Rápido'))
    await waitFor(() => expect(up('Guia Rápido')).toHaveFocus())
    await user.keyboard('{Enter}')

    await waitFor(() =>
      expect(titlesInOrder()).toEqual(['Guia Rápido', 'Manual de Instalação', 'Driver USB']),
    )
    await waitFor(() => expect(down('Guia Rápido')).toHaveFocus())
  })

  it('disables every arrow while a move is on its way', async () => {
    let answer: (response: Response) => void = () => {}
    const held = new Promise<Response>((resolve) => (answer = resolve))
    const { user } = await openLoaded({ answers: { [moveRoute(driver.id)]: () => held } })

    await user.click(up('Driver USB'))

    await waitFor(() => expect(down('Manual de Instalação')).toBeDisabled())
    expect(up('Guia Rápido')).toBeDisabled()
    answer(serverError())
    await waitFor(() => expect(down('Manual de Instalação')).toBeEnabled())
  })

  it.each([
    ['the server fails', serverError, M.moveFailed],
    [
      'the server refuses',
      () => json({ error: { code: 'x', message: M.alreadyFirst } }, 400),
      M.alreadyFirst,
    ],
  ])(
    'shows the error when %s, keeps the order and reads the list again',
    async (_, answer, message) => {
      const { user, calls } = await openLoaded({ answers: { [moveRoute(driver.id)]: answer } })
      const reads = calls(`GET ${DOWNLOADS}`).length

      await user.click(up('Driver USB'))

      expect(await screen.findByText(message)).toBeInTheDocument()
      expect(titlesInOrder()).toEqual(['Manual de Instalação', 'Driver USB', 'Guia Rápido'])
      await waitFor(() => expect(calls(`GET ${DOWNLOADS}`).length).toBeGreaterThan(reads))
      await waitFor(() => expect(up('Driver USB')).toHaveFocus())
    },
  )
})
