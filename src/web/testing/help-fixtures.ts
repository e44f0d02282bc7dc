import { json, stubApi } from './render.tsx'

let nextId = 1

export function makeQuestion(question: string, youtubeUrl = 'https://youtu.be/dQw4w9WgXcQ') {
  return { id: `q-${nextId++}`, question, youtubeUrl }
}

export function makeHelpPage(
  title: string,
  slug: string,
  questions: ReturnType<typeof makeQuestion>[] = [],
  createdAt = '2026-11-22T15:00:00.000Z',
) {
  return { id: `p-${nextId++}`, title, slug, questions, createdAt, updatedAt: createdAt }
}

type HelpPageFixture = ReturnType<typeof makeHelpPage>

/**
 * The help page API over `pages`; `failures` server errors are answered first, to each route.
 * Returns the fetch mock.
 */
export function stubHelpApi(pages: HelpPageFixture[], { failures = 0 } = {}) {
  const failed = new Map<string, number>()
  return stubApi({
    handler: ({ method, url }) => {
      const path = url.pathname
      if (method !== 'GET' || !path.startsWith('/api/help-pages')) return undefined
      const count = failed.get(path) ?? 0
      if (count < failures) {
        failed.set(path, count + 1)
        return json({ error: { code: 'internal', message: 'Erro interno do servidor' } }, 500)
      }
      if (path === '/api/help-pages') return json({ pages })
      const slug = decodeURIComponent(path.slice('/api/help-pages/'.length))
      const page = pages.find((candidate) => candidate.slug === slug)
      return page
        ? json({ page })
        : json({ error: { code: 'help-page-not-found', message: 'Página não encontrada' } }, 404)
    },
  })
}

export const helpRequests = (paths: string[]) => paths.filter((p) => p.startsWith('/api/help'))
