import { screen } from '@testing-library/preact'
import { HELP_MESSAGES, type HelpPageInput } from '#domain/schemas/help-page.ts'
import { json, renderApp } from '#web/testing/render.tsx'
import { stubAdminApi, type AdminRoute } from './admin-fixtures.ts'
import type { HelpPage } from '#web/features/admin/help-pages/help-page-queries.ts'

export const HELP_PAGES = '/api/help-pages'
export const ADMIN_HELP_PAGES = '/api/admin/help-pages'
export const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'
export const SHORT = 'https://youtu.be/9bZkp7q19f0'

let nextId = 1

export function makeHelpPage(overrides: Partial<HelpPage> = {}): HelpPage {
  const id = `dddddddd-0000-4000-8000-${String(nextId++).padStart(12, '0')}`
  return {
    id,
    title: 'Instalação da Central',
    slug: 'instalacao-da-central',
    questions: [
      { id: `${id}-q1`, question: 'Onde ligar o fio vermelho?', youtubeUrl: VIDEO },
      { id: `${id}-q2`, question: 'Como testar?', youtubeUrl: SHORT },
    ],
    createdAt: '2026-03-10T15:00:00.000Z',
    updatedAt: '2026-03-10T15:00:00.000Z',
    ...overrides,
  }
}

export const central = makeHelpPage()
export const sensor = makeHelpPage({
  title: 'Sensor de Ré',
  slug: 'sensor-de-re',
  questions: [{ id: 'q-sensor', question: 'Qual a distância?', youtubeUrl: VIDEO }],
  createdAt: '2026-02-01T12:00:00.000Z',
})

interface HelpPagesApiOptions {
  pages?: HelpPage[]
  answers?: Partial<Record<AdminRoute, () => Response>>
}

const slugTaken = () =>
  json({ error: { code: 'slug-taken', message: HELP_MESSAGES.slugTaken } }, 409)

/**
 * The admin API with the help page routes. The list is kept, so a POST, PATCH or DELETE shows in
 * the next GET; a slug already in use is refused with 409 as the server does.
 */
function stubHelpPagesApi({ pages = [central, sensor], answers = {} }: HelpPagesApiOptions = {}) {
  let list = [...pages]
  let created = 0
  const body = () =>
    JSON.parse(String(stub.fetchMock.mock.calls.at(-1)?.[1]?.body)) as HelpPageInput
  const withIds = (id: string, input: HelpPageInput) =>
    input.questions.map((question, index) => ({ id: `${id}-q${index + 1}`, ...question }))
  const routes: Partial<Record<AdminRoute, () => Response>> = {
    [`GET ${HELP_PAGES}`]: () => json({ pages: list }),
    [`POST ${ADMIN_HELP_PAGES}`]: () => {
      const input = body()
      if (list.some((page) => page.slug === input.slug)) return slugTaken()
      created += 1
      const id = `dddddddd-0000-4000-8000-${String(100 + created).padStart(12, '0')}`
      const page = makeHelpPage({ ...input, id, questions: withIds(id, input) })
      list = [page, ...list]
      addRoutes(id)
      return json({ page }, 201)
    },
  }
  function addRoutes(id: string) {
    routes[`PATCH ${ADMIN_HELP_PAGES}/${id}`] = () => {
      const input = body()
      if (list.some((page) => page.slug === input.slug && page.id !== id)) return slugTaken()
      list = list.map((page) =>
        page.id === id ? { ...page, ...input, questions: withIds(id, input) } : page,
      )
      return json({ page: list.find((page) => page.id === id) })
    }
    routes[`DELETE ${ADMIN_HELP_PAGES}/${id}`] = () => {
      list = list.filter((page) => page.id !== id)
      return new Response(null, { status: 204 })
    }
  }
  pages.forEach(({ id }) => addRoutes(id))
  // Read at each request, so the routes added by a POST answer too.
  Object.assign(routes, answers)
  const stub = stubAdminApi({ answers: routes })
  return stub
}

export async function openHelpPages(options: HelpPagesApiOptions = {}) {
  const api = stubHelpPagesApi(options)
  const view = renderApp('/admin?tab=ajuda')
  await screen.findByRole('heading', { name: 'Páginas de Ajuda/Instalação' })
  return { ...view, ...api }
}
