import { screen, within } from '@testing-library/preact'
import type { UserEvent } from '@testing-library/user-event'
import { json, makeProduct, renderApp, SHOP, stubApi } from './render.tsx'

export const manopla = makeProduct({ name: 'Manopla de Câmbio', priceCents: 9900, stock: 0 })
export const tapete = makeProduct({
  name: 'Tapete Bordado',
  priceCents: 25000,
  stock: 0,
  isCustomOrder: true,
})

export const leadCreated = (productId = manopla.id, kind: 'notify' | 'interest' = 'notify') =>
  json(
    {
      lead: {
        id: 'lead-1',
        productId,
        kind,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    },
    201,
  )

interface LeadApiOptions {
  /** Answers each POST /api/leads; throwing stands for a request that never reached the server. */
  answer?: () => Response | Promise<Response>
  shopWhatsapp?: string | null
}

/** The store API with the two products and a leads route. */
export function stubLeadApi({
  answer = () => leadCreated(),
  shopWhatsapp = null,
}: LeadApiOptions = {}) {
  return stubApi({
    pages: [{ items: [manopla, tapete], nextOffset: null }],
    handler: ({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/shop') {
        return json({ ...SHOP, whatsapp: shopWhatsapp })
      }
      if (method === 'POST' && url.pathname === '/api/leads') return answer()
      return undefined
    },
  })
}

/** The bodies of the POST /api/leads requests, in order. */
export function leadPosts(fetchMock: ReturnType<typeof stubApi>): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => init?.method === 'POST' && String(input).endsWith('/api/leads'))
    .map(([, init]) => JSON.parse(String(init?.body)))
}

/** The grid at /, with the lead modal of `productName` opened from its card's `button`. */
export async function openFromGrid(productName: string, button: string, title: string) {
  const view = renderApp('/')
  const card = await screen.findByRole('article', { name: productName })
  await view.user.click(within(card).getByRole('button', { name: button }))
  const dialog = await screen.findByRole('dialog', { name: title })
  return { ...view, dialog: within(dialog), dialogElement: dialog }
}

export async function fillLead(
  user: UserEvent,
  dialog: ReturnType<typeof within>,
  whatsapp: string,
  car: string,
) {
  if (whatsapp) await user.type(dialog.getByLabelText('WhatsApp'), whatsapp)
  if (car) await user.type(dialog.getByLabelText('Carro e ano'), car)
}
