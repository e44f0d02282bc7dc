import { screen } from '@testing-library/preact'
import type { ShopSettings, VersionedShopSettings } from '#domain/shop-settings.ts'
import { SHOP_SETTINGS_SAMPLE } from '#domain/testing/shop-settings-fixtures.ts'
import { cepHandler, sentBodies } from '#web/testing/auth-fixtures.ts'
import { ADMIN, json, renderApp, stubApi } from '#web/testing/render.tsx'
import { NO_DEMO_DATA, NOTHING_MISSING, SUMMARY } from './admin-fixtures.ts'
import { policiesFake } from './policy-fixtures.ts'

export const ADMIN_SHOP_SETTINGS = '/api/admin/shop-settings'

/** A shop with every setting filled: an alphanumeric CNPJ (decision 037) with its right check digits. */
export const SETTINGS: ShopSettings = {
  ...SHOP_SETTINGS_SAMPLE,
  name: 'Couro & Arte',
  legalName: 'Couro e Arte Artesanato Ltda',
  email: 'contato@couroearte.com.br',
  pix: { key: 'contato@couroearte.com.br', merchantName: '', city: 'SAO PAULO' },
  senderName: '',
}

export const STORED: VersionedShopSettings = { settings: SETTINGS, version: 3, updatedAt: null }

export interface ShopSettingsSent {
  version: number
  settings: ShopSettings
}

type Answer = (request: { method: string; url: URL }) => Response | Promise<Response> | undefined

/**
 * The admin API (signed in as ADMIN, nothing missing, no demo data) with GET and PUT
 * /api/admin/shop-settings as the server answers them: a PUT naming the stored version is stored
 * under the next one; any other version is refused with 409. `/api/cep/01310100` is Paulista.
 * `saveElsewhere` stores settings as another tab would; `answer` takes precedence over the rest.
 * The tab's 'Políticas' read and save through `policies` (policy-fixtures.ts).
 */
export function stubShopSettingsApi({
  stored = STORED,
  answer,
}: { stored?: VersionedShopSettings; answer?: Answer } = {}) {
  let current = stored
  const cep = cepHandler()
  const policies = policiesFake(() => fetchMock)
  const fetchMock = stubApi({
    user: ADMIN,
    handler: (request) => {
      const custom = answer?.(request)
      if (custom) return custom
      const route = `${request.method} ${request.url.pathname}`
      if (route === 'GET /api/admin/summary') return json(SUMMARY)
      if (route === 'GET /api/admin/setup') return json(NOTHING_MISSING)
      if (route === 'GET /api/admin/demo-data') return json(NO_DEMO_DATA)
      if (route === 'GET /api/admin/users') return json({ users: [] })
      if (route === `GET ${ADMIN_SHOP_SETTINGS}`) return json(current)
      if (route === `PUT ${ADMIN_SHOP_SETTINGS}`) {
        const body = sent().at(-1)
        if (body?.version !== current.version) {
          const message = 'As configurações foram alteradas em outra aba. Recarregue.'
          return json({ error: { code: 'settings-stale', message } }, 409)
        }
        current = { settings: body.settings, version: current.version + 1, updatedAt: 'now' }
        return json(current)
      }
      return policies.handler(request) ?? cep(request)
    },
  })
  // The handler runs inside the fetch call it answers, so that call is already recorded.
  const sent = () =>
    sentBodies(fetchMock, 'PUT', ADMIN_SHOP_SETTINGS) as Array<ShopSettingsSent | undefined>
  return {
    fetchMock,
    sent,
    policies,
    saveElsewhere: (settings: ShopSettings) => {
      current = { settings, version: current.version + 1, updatedAt: 'now' }
    },
  }
}

/** /admin?tab=loja once the form shows the stored settings. */
export async function openShopTab(options: Parameters<typeof stubShopSettingsApi>[0] = {}) {
  const api = stubShopSettingsApi(options)
  const view = renderApp('/admin?tab=loja')
  await screen.findByRole('group', { name: 'Identificação' })
  return { ...view, ...api }
}
