import { screen } from '@testing-library/preact'
import { DOWNLOAD_MESSAGES } from '#domain/schemas/download.ts'
import { json, renderApp } from '#web/testing/render.tsx'
import { stubAdminApi, type AdminRoute } from './admin-fixtures.ts'
import type { AdminDownload } from '#web/features/admin/downloads/download-queries.ts'

export const DOWNLOADS = '/api/downloads'
export const ADMIN_DOWNLOADS = '/api/admin/downloads'

export function makeDownload(overrides: Partial<AdminDownload> = {}): AdminDownload {
  return {
    id: 'dddddddd-0000-4000-8000-000000000001',
    title: 'Manual de Instalação',
    url: 'https://example.com/manual.pdf',
    description: null,
    displayOrder: 0,
    createdAt: '2026-03-10T15:00:00.000Z',
    updatedAt: '2026-03-10T15:00:00.000Z',
    ...overrides,
  }
}

export const manual = makeDownload()
export const driver = makeDownload({
  id: 'dddddddd-0000-4000-8000-000000000002',
  title: 'Driver USB',
  url: 'https://downloads.example.com/drivers/usb/windows/driver-usb-v2.zip',
  description: 'Para Windows 10 e 11.',
  displayOrder: 1,
  createdAt: '2026-04-02T12:00:00.000Z',
})
export const guia = makeDownload({
  id: 'dddddddd-0000-4000-8000-000000000003',
  title: 'Guia Rápido',
  url: '/demo/downloads/guia.pdf',
  displayOrder: 2,
})

type Answer = () => Response | Promise<Response>

interface DownloadsApiOptions {
  downloads?: AdminDownload[]
  answers?: Partial<Record<AdminRoute, Answer>>
}

const error = (message: string, status = 400) =>
  json({ error: { code: 'invalid', message } }, status)

/**
 * The API with the download routes. The list is kept in display order, so a POST, PATCH, DELETE or
 * move shows in the next GET; moving past either end is refused as the server does.
 */
function stubDownloadsApi({
  downloads = [manual, driver, guia],
  answers = {},
}: DownloadsApiOptions) {
  let list = [...downloads]
  const body = () => JSON.parse(String(stub.fetchMock.mock.calls.at(-1)?.[1]?.body))
  const ordered = () => list.map((download, displayOrder) => ({ ...download, displayOrder }))
  const routes: Partial<Record<AdminRoute, Answer>> = {
    [`GET ${DOWNLOADS}`]: () => json({ downloads: ordered() }),
    [`POST ${ADMIN_DOWNLOADS}`]: () => {
      const id = `dddddddd-0000-4000-8000-${String(list.length + 100).padStart(12, '0')}`
      const download = makeDownload({ ...body(), id, createdAt: '2026-05-01T12:00:00.000Z' })
      list = [...list, download]
      return json({ download: { ...download, displayOrder: list.length - 1 } }, 201)
    },
  }
  for (const { id } of downloads) {
    const at = () => list.findIndex((download) => download.id === id)
    routes[`PATCH ${ADMIN_DOWNLOADS}/${id}`] = () => {
      const download = { ...list[at()]!, ...body() }
      list = list.map((other) => (other.id === id ? download : other))
      return json({ download })
    }
    routes[`DELETE ${ADMIN_DOWNLOADS}/${id}`] = () => {
      list = list.filter((download) => download.id !== id)
      return new Response(null, { status: 204 })
    }
    routes[`POST ${ADMIN_DOWNLOADS}/${id}/move`] = () => {
      const from = at()
      const to = body().direction === 'up' ? from - 1 : from + 1
      if (to < 0) return error(DOWNLOAD_MESSAGES.alreadyFirst)
      if (to >= list.length) return error(DOWNLOAD_MESSAGES.alreadyLast)
      const next = [...list]
      ;[next[from], next[to]] = [next[to]!, next[from]!]
      list = next
      return json({ downloads: ordered() })
    }
  }
  // The fetch stub awaits what an answer returns, so an answer may also be a held Promise.
  const all = { ...routes, ...answers } as Partial<Record<AdminRoute, () => Response>>
  const stub = stubAdminApi({ answers: all })
  return stub
}

/** The admin panel on the Downloads tab, its list loaded. */
export async function openDownloads(options: DownloadsApiOptions = {}) {
  const api = stubDownloadsApi(options)
  const view = renderApp('/admin?tab=downloads')
  await screen.findByRole('heading', { name: 'Gerenciar Downloads' })
  return { ...view, ...api }
}

/** The titles in the order the table shows them. */
export function titlesInOrder(): string[] {
  return screen.getAllByRole('rowheader').map((cell) => cell.textContent ?? '')
}
