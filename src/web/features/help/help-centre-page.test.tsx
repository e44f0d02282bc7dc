import { screen, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { renderApp, requestedPaths } from '#web/testing/render.tsx'
import { makeHelpPage, makeQuestion, stubHelpApi } from '#web/testing/help-fixtures.ts'

const MODULE = makeHelpPage(
  'Instalação do Módulo',
  'instalacao-do-modulo',
  ['Como ligar?', 'Onde fica o fusível?', 'Qual cabo usar?', 'Como testar?', 'Como resetar?'].map(
    (text) => makeQuestion(text),
  ),
)
const CAMERA = makeHelpPage(
  'Câmera de Ré',
  'camera-de-re',
  ['Como instalar?', 'Funciona à noite?', 'Precisa de fio?', 'Tem garantia?'].map((text) =>
    makeQuestion(text),
  ),
  '2026-03-06T01:30:00.000Z',
)
const SINGLE = makeHelpPage('Sensor', 'sensor', [makeQuestion('Como calibrar?')])
const EMPTY = makeHelpPage('Novidades', 'novidades')

function card(title: string) {
  const link = screen.getByRole('link', { name: title })
  const item = link.closest('li')
  if (!item) throw new Error(`no card for ${title}`)
  return within(item)
}

describe('help centre (/duvidas)', () => {
  it('shows one card per page, its title linking to the page', async () => {
    stubHelpApi([MODULE, CAMERA, SINGLE, EMPTY])
    renderApp('/duvidas')

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Central de Dúvidas' }),
    ).toBeInTheDocument()
    const titles = await screen.findAllByRole('heading', { level: 2 })
    expect(titles.map((title) => title.textContent)).toEqual([
      'Instalação do Módulo',
      'Câmera de Ré',
      'Sensor',
      'Novidades',
    ])
    expect(screen.getByRole('link', { name: 'Instalação do Módulo' })).toHaveAttribute(
      'href',
      '/instalacao-do-modulo',
    )
  })

  it('shows the creation date in pt-BR and counts the questions', async () => {
    stubHelpApi([MODULE, CAMERA, SINGLE, EMPTY])
    renderApp('/duvidas')
    await screen.findByRole('link', { name: 'Sensor' })

    expect(card('Instalação do Módulo').getByText('22/11/2026')).toBeInTheDocument()
    // Late evening in Brasília is already the next day in UTC.
    expect(card('Câmera de Ré').getByText('05/03/2026')).toBeInTheDocument()
    expect(card('Instalação do Módulo').getByText('5 dúvidas')).toBeInTheDocument()
    expect(card('Sensor').getByText('1 dúvida')).toBeInTheDocument()
    expect(card('Novidades').getByText('0 dúvidas')).toBeInTheDocument()
  })

  it('previews the first 3 questions and counts the others', async () => {
    stubHelpApi([MODULE, CAMERA, SINGLE])
    renderApp('/duvidas')
    await screen.findByRole('link', { name: 'Sensor' })

    const module = card('Instalação do Módulo')
    expect(module.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Como ligar?',
      'Onde fica o fusível?',
      'Qual cabo usar?',
    ])
    expect(module.getByText('+ 2 mais dúvidas')).toBeInTheDocument()
    expect(card('Câmera de Ré').getByText('+ 1 mais dúvida')).toBeInTheDocument()
    expect(card('Câmera de Ré').queryByText('Tem garantia?')).toBeNull()
    expect(card('Sensor').getByText('Como calibrar?')).toBeInTheDocument()
    expect(card('Sensor').queryByText(/mais dúvida/)).toBeNull()
  })

  it('opens a page from its card', async () => {
    stubHelpApi([SINGLE])
    const { user } = renderApp('/duvidas')

    await user.click(await screen.findByRole('link', { name: 'Sensor' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Sensor' })).toBeInTheDocument()
  })

  it('says so when there are no help pages', async () => {
    stubHelpApi([])
    renderApp('/duvidas')

    expect(await screen.findByText('Nenhuma página de ajuda disponível')).toBeInTheDocument()
  })

  it('offers to try again after a failed load', async () => {
    // The first load is tried 3 times (the app's retry rule) before giving up.
    const fetchMock = stubHelpApi([SINGLE], { failures: 3 })
    const { user } = renderApp('/duvidas')

    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar páginas de ajuda')
    await user.click(screen.getByRole('button', { name: 'Tentar Novamente' }))

    expect(await screen.findByRole('link', { name: 'Sensor' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(requestedPaths(fetchMock).filter((path) => path === '/api/help-pages')).toHaveLength(4)
  })
})
