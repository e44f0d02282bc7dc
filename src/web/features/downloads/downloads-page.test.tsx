import { screen, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { json, renderApp, requestedPaths, serverError, stubApi } from '#web/testing/render.tsx'

function makeDownload(overrides: { id: string; title: string } & Record<string, unknown>) {
  return {
    url: `https://arquivos.example.com/${overrides.id}.pdf`,
    description: null,
    displayOrder: 0,
    createdAt: '2026-11-22T15:00:00.000Z',
    updatedAt: '2026-11-22T15:00:00.000Z',
    ...overrides,
  }
}

const MANUAL = makeDownload({
  id: 'd-1',
  title: 'Manual de instalação',
  description: 'Passo a passo para instalar o módulo.',
  displayOrder: 1,
})
const DRIVER = makeDownload({
  id: 'd-2',
  title: 'Driver USB',
  url: 'https://arquivos.example.com/driver.zip',
  // Late evening in Brasília is already the next day in UTC.
  createdAt: '2026-03-06T01:30:00.000Z',
  displayOrder: 2,
})

function open(...answers: Response[]) {
  const fetchMock = stubApi({
    handler: ({ url }) =>
      url.pathname === '/api/downloads' ? (answers.shift() ?? json({ downloads: [] })) : undefined,
  })
  return { ...renderApp('/baixar'), fetchMock }
}

const rows = () => within(screen.getByRole('list')).getAllByRole('listitem')

describe('downloads (/baixar)', () => {
  it('lists the downloads in the order given, with the long pt-BR date', async () => {
    open(json({ downloads: [MANUAL, DRIVER] }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Downloads' })).toBeInTheDocument()
    await screen.findByRole('heading', { level: 2, name: 'Manual de instalação' })
    const [manual, driver] = rows()
    expect(within(manual!).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Manual de instalação',
    )
    expect(within(manual!).getByText('Passo a passo para instalar o módulo.')).toBeInTheDocument()
    expect(within(manual!).getByText('Adicionado em 22 de novembro de 2026')).toBeInTheDocument()
    expect(within(driver!).getByRole('heading', { level: 2 })).toHaveTextContent('Driver USB')
    expect(within(driver!).getByText('Adicionado em 5 de março de 2026')).toBeInTheDocument()
  })

  it('shows no description line when there is none', async () => {
    open(json({ downloads: [DRIVER] }))

    await screen.findByRole('heading', { level: 2, name: 'Driver USB' })
    const [driver] = rows()
    expect(driver!.querySelectorAll('p')).toHaveLength(1)
    expect(within(driver!).getByText(/^Adicionado em/)).toBeInTheDocument()
  })

  it('opens each file in a new tab from a "Baixar" link naming it', async () => {
    open(json({ downloads: [MANUAL, DRIVER] }))

    const link = await screen.findByRole('link', { name: 'Baixar Manual de instalação' })
    expect(link).toHaveTextContent('Baixar')
    expect(link).toHaveAttribute('href', 'https://arquivos.example.com/d-1.pdf')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('link', { name: 'Baixar Driver USB' })).toHaveAttribute(
      'href',
      'https://arquivos.example.com/driver.zip',
    )
  })

  it('says so when there is nothing to download', async () => {
    open(json({ downloads: [] }))

    expect(await screen.findByText('Nenhum download disponível')).toBeInTheDocument()
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('shows a spinner while loading', async () => {
    // Made before the page asks: the request starts in an effect, after the spinner shows.
    let answer: (response: Response) => void = () => {}
    const held = new Promise<Response>((resolve) => (answer = resolve))
    stubApi({ handler: ({ url }) => (url.pathname === '/api/downloads' ? held : undefined) })
    renderApp('/baixar')

    expect(await screen.findByText('Carregando downloads...')).toBeInTheDocument()
    answer(json({ downloads: [] }))
    expect(await screen.findByText('Nenhum download disponível')).toBeInTheDocument()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('offers to try again after a failed load', async () => {
    // The first load is tried 3 times (the app's retry rule) before giving up.
    const { user, fetchMock } = open(
      serverError(),
      serverError(),
      serverError(),
      json({ downloads: [MANUAL] }),
    )

    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar downloads')
    await user.click(screen.getByRole('button', { name: 'Tentar Novamente' }))

    expect(
      await screen.findByRole('link', { name: 'Baixar Manual de instalação' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(requestedPaths(fetchMock).filter((path) => path === '/api/downloads')).toHaveLength(4)
  })
})
