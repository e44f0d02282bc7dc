import { screen, waitFor } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import {
  ADMIN,
  CUSTOMER,
  json,
  makeProduct,
  renderApp,
  requestedPaths,
  stubApi,
} from '#web/testing/render.tsx'

const oculto = makeProduct({ name: 'Capa Lilás Antiga', priceCents: 15900, stock: 2 })
const ADMIN_PATH = `/api/admin/products/${oculto.id}`

/** The store says 404 for the hidden product; the owner's route still has it. */
function open(user: typeof ADMIN | null, adminAnswer = true) {
  const fetchMock = stubApi({
    user,
    handler: ({ url }) =>
      url.pathname === ADMIN_PATH
        ? adminAnswer
          ? json({
              product: {
                ...oculto,
                version: 3,
                hidden: true,
                photos: [],
                options: [],
                variants: [],
              },
            })
          : json({ error: { code: 'product-not-found', message: 'Produto não encontrado' } }, 404)
        : undefined,
  })
  return { ...renderApp(`/product/${oculto.id}`), fetchMock }
}

describe("a hidden product's address (decision 045)", () => {
  it('shows an admin the product under the banner "Oculto da loja", with nothing to buy', async () => {
    open(ADMIN)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Capa Lilás Antiga' }),
    ).toBeInTheDocument()
    const banner = screen.getByRole('note')
    expect(banner).toHaveTextContent('Oculto da loja')
    expect(banner).toHaveTextContent("este endereço diz 'Produto não encontrado'")
    expect(screen.getByRole('link', { name: 'Mostrar na loja em Produtos' })).toHaveAttribute(
      'href',
      '/admin?tab=produtos',
    )
    expect(screen.queryByRole('button', { name: 'Adicionar ao Carrinho' })).toBeNull()
    expect(screen.queryByRole('spinbutton', { name: 'Quantidade' })).toBeNull()
  })

  it('answers a customer "Produto não encontrado", never asking the owner’s route', async () => {
    const { fetchMock } = open(CUSTOMER)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Produto não encontrado' }),
    ).toBeInTheDocument()
    await waitFor(() => expect(requestedPaths(fetchMock)).toContain('/api/auth/session'))
    expect(requestedPaths(fetchMock)).not.toContain(ADMIN_PATH)
    expect(screen.queryByRole('note')).toBeNull()
  })

  it('answers an admin "Produto não encontrado" for a product that does not exist', async () => {
    const { fetchMock } = open(ADMIN, false)
    await waitFor(() => expect(requestedPaths(fetchMock)).toContain(ADMIN_PATH))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Produto não encontrado' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('note')).toBeNull()
  })
})
