import { screen, waitFor } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { renderApp, requestedPaths } from '#web/testing/render.tsx'
import {
  helpRequests,
  makeHelpPage,
  makeQuestion,
  stubHelpApi,
} from '#web/testing/help-fixtures.ts'

const ID = 'dQw4w9WgXcQ'
const EMBED = `https://www.youtube-nocookie.com/embed/${ID}`

const LINKS = {
  watch: `https://www.youtube.com/watch?v=${ID}&t=42s`,
  'youtu.be': `https://youtu.be/${ID}?si=abc`,
  shorts: `https://youtube.com/shorts/${ID}`,
  embed: `https://www.youtube.com/embed/${ID}`,
}

const MODULE = makeHelpPage('Instalação do Módulo', 'instalacao-do-modulo', [
  makeQuestion('Como ligar o módulo?', LINKS.watch),
  makeQuestion('Onde fica o fusível?', LINKS['youtu.be']),
  makeQuestion('Qual cabo usar?', LINKS.shorts),
  makeQuestion('Como testar?', LINKS.embed),
  makeQuestion('Link antigo', 'https://vimeo.com/12345'),
])
const EMPTY = makeHelpPage('Novidades', 'novidades')

function open(path: string) {
  const fetchMock = stubHelpApi([MODULE, EMPTY])
  return { ...renderApp(path), fetchMock }
}

const question = (name: string) => screen.getByRole('button', { name })

describe('help page (/{slug})', () => {
  it('shows the title, the FAQ section and every question closed', async () => {
    open('/instalacao-do-modulo')

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Instalação do Módulo' }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 2, name: 'Dúvidas Frequentes' }),
    ).toBeInTheDocument()
    for (const { question: text } of MODULE.questions) {
      expect(question(text)).toHaveAttribute('aria-expanded', 'false')
    }
    expect(document.querySelector('iframe')).toBeNull()
    expect(screen.getByRole('link', { name: 'Ver todas as dúvidas' })).toHaveAttribute(
      'href',
      '/duvidas',
    )
  })

  it('opens one question at a time, and closes the open one when clicked again', async () => {
    const { user } = open('/instalacao-do-modulo')
    await screen.findByRole('heading', { level: 1 })
    const first = question('Como ligar o módulo?')
    const second = question('Onde fica o fusível?')

    await user.click(first)
    expect(first).toHaveAttribute('aria-expanded', 'true')
    const panel = document.getElementById(first.getAttribute('aria-controls') ?? '')
    expect(panel).toBeVisible()
    expect(screen.getByRole('region', { name: 'Como ligar o módulo?' })).toBe(panel)
    expect(screen.getAllByTitle(/^Vídeo:/)).toHaveLength(1)

    await user.click(second)
    expect(second).toHaveAttribute('aria-expanded', 'true')
    expect(first).toHaveAttribute('aria-expanded', 'false')
    expect(panel).not.toBeVisible()
    expect(screen.getAllByTitle(/^Vídeo:/)).toHaveLength(1)
    expect(screen.getByTitle('Vídeo: Onde fica o fusível?')).toBeInTheDocument()

    await user.click(second)
    expect(second).toHaveAttribute('aria-expanded', 'false')
    expect(document.querySelector('iframe')).toBeNull()
  })

  it.each([
    ['watch', 'Como ligar o módulo?'],
    ['youtu.be', 'Onde fica o fusível?'],
    ['shorts', 'Qual cabo usar?'],
    ['embed', 'Como testar?'],
  ])('embeds the video of a %s link from youtube-nocookie', async (_, text) => {
    const { user } = open('/instalacao-do-modulo')
    await screen.findByRole('heading', { level: 1 })

    await user.click(question(text))

    const video = screen.getByTitle(`Vídeo: ${text}`)
    expect(video.tagName).toBe('IFRAME')
    expect(video).toHaveAttribute('src', EMBED)
    expect(video).toHaveAttribute('loading', 'lazy')
    expect(video).toHaveAttribute('allowfullscreen')
  })

  it('shows a note instead of a video for a link that is not a YouTube video', async () => {
    const { user } = open('/instalacao-do-modulo')
    await screen.findByRole('heading', { level: 1 })

    await user.click(question('Link antigo'))

    expect(screen.getByText('Vídeo indisponível para esta dúvida.')).toBeVisible()
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('says so when the page has no questions', async () => {
    open('/novidades')

    expect(await screen.findByRole('heading', { level: 1, name: 'Novidades' })).toBeInTheDocument()
    expect(screen.getByText('Nenhuma dúvida cadastrada ainda.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { expanded: false })).toBeNull()
  })

  it('shows "Página não encontrada" for an unknown slug, with a way back to the store', async () => {
    const { user, router, fetchMock } = open('/pagina-que-nao-existe')

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeInTheDocument()
    expect(helpRequests(requestedPaths(fetchMock))).toEqual([
      '/api/help-pages/pagina-que-nao-existe',
    ])

    await user.click(screen.getByRole('link', { name: 'Voltar para a loja' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it.each(['/Foo_Bar', '/foo--bar', '/a/b/c', '/ação'])(
    'answers %s with "Página não encontrada" without asking the API',
    async (path) => {
      const { fetchMock } = open(path)

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }),
      ).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Voltar para a loja' })).toHaveAttribute('href', '/')
      expect(helpRequests(requestedPaths(fetchMock))).toEqual([])
    },
  )

  it('offers to try again after a failed load', async () => {
    const fetchMock = stubHelpApi([MODULE], { failures: 3 })
    const { user } = renderApp('/instalacao-do-modulo')

    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar páginas de ajuda')
    await user.click(screen.getByRole('button', { name: 'Tentar Novamente' }))

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Instalação do Módulo' }),
    ).toBeInTheDocument()
    expect(helpRequests(requestedPaths(fetchMock))).toHaveLength(4)
  })
})
