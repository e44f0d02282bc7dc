import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import { json, renderApp, SELLER, serverError, SHOP } from '#web/testing/render.tsx'
import {
  makeOrderDetail,
  orderNotFound,
  stubOrdersApi,
} from '#web/testing/admin/orders-fixtures.ts'

const maria = makeOrderDetail()
const joao = makeOrderDetail({
  id: 'bbbbbbbb-0000-4000-8000-000000000002',
  createdAt: '2026-03-11T18:30:00.000Z',
  // Two variants of one product are two lines (decision 053).
  items: ['Preto', 'Cinza'].map((colour, at) => ({
    productId: 'p-tapete',
    name: 'Tapete Automotivo',
    variantLabel: `5 peças / ${colour}`,
    image: '',
    quantity: 3 - at,
    unitPriceCents: 4000,
    lineTotalCents: (3 - at) * 4000,
    madeToOrder: false,
    termsAcceptance: null,
  })),
  address: {
    name: 'João Souza',
    street: 'Rua das Flores',
    number: '25',
    complement: null,
    neighborhood: 'Centro',
    city: 'Curitiba',
    state: 'PR',
    cep: '80010-000',
  },
})
const deletedId = 'dddddddd-0000-4000-8000-000000000004'

function printPath(ids: string[]) {
  return `/admin/pedidos/imprimir?ids=${ids.join(',')}`
}

const slip = (shortId: string) =>
  within(screen.getByRole('article', { name: `Pedido #${shortId}` }))

describe('packing slips (/admin/pedidos/imprimir)', () => {
  it('prints one slip per order, says which was deleted, and prints once all arrived', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    stubOrdersApi({
      orders: [maria, joao],
      answers: { [`GET /api/admin/orders/${deletedId}`]: orderNotFound },
    })
    renderApp(printPath([maria.id, deletedId, joao.id]))

    expect(await screen.findAllByRole('article')).toHaveLength(2)
    expect(screen.getByText('Pedido #dddddddd não encontrado: foi excluído.')).toBeInTheDocument()
    await waitFor(() => expect(print).toHaveBeenCalledOnce())

    expect(slip('aaaaaaaa').getByText('Vitrine')).toBeInTheDocument()
    expect(slip('aaaaaaaa').getByText('10/03/2026, 12:00')).toBeInTheDocument()
    const items = slip('aaaaaaaa')
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(items).toEqual(['2×Capa de Volante', '1×Painel Personalizado (sob encomenda)'])
    const address = slip('aaaaaaaa').getByRole('region', { name: 'Destinatário' })
    expect(
      [...(address.querySelector('address')?.children ?? [])].map((line) => line.textContent),
    ).toEqual([
      'Maria da Silva',
      'Avenida Paulista, 1000',
      'Apto 12',
      'Bela Vista',
      'São Paulo/SP',
      'CEP 01310-100',
    ])

    expect(slip('bbbbbbbb').getByText('11/03/2026, 15:30')).toBeInTheDocument()
    expect(
      slip('bbbbbbbb')
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['3×Tapete Automotivo — 5 peças / Preto', '2×Tapete Automotivo — 5 peças / Cinza'])
    expect(slip('bbbbbbbb').getByText('Curitiba/PR')).toBeInTheDocument()
    expect(slip('bbbbbbbb').queryByText('Apto 12')).toBeNull()

    // The slips in the order asked, the deleted one in its place.
    const [first, gone, last] = [
      screen.getByRole('article', { name: 'Pedido #aaaaaaaa' }),
      screen.getByText('Pedido #dddddddd não encontrado: foi excluído.'),
      screen.getByRole('article', { name: 'Pedido #bbbbbbbb' }),
    ]
    expect(first.compareDocumentPosition(gone) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(gone.compareDocumentPosition(last) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'Imprimir 3 pedidos' })).toBeVisible()
  })

  it('does not print by itself when an order could not be read; the button still prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    stubOrdersApi({
      orders: [maria, joao],
      answers: { [`GET /api/admin/orders/${joao.id}`]: serverError },
    })
    const { user } = renderApp(printPath([maria.id, joao.id]))

    expect(
      await screen.findByText(
        'Erro ao carregar o pedido #bbbbbbbb. Recarregue a página para tentar de novo.',
      ),
    ).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(1)
    expect(print).not.toHaveBeenCalled()

    // The owner can still print what arrived.
    await user.click(screen.getByRole('button', { name: 'Imprimir' }))
    expect(print).toHaveBeenCalledOnce()
  })

  it("names the shop's identity from the panel as the parcel's sender", async () => {
    vi.spyOn(window, 'print').mockImplementation(() => {})
    stubOrdersApi({
      orders: [maria],
      answers: { 'GET /api/shop': () => json({ ...SHOP, seller: SELLER }) },
    })
    renderApp(printPath([maria.id]))

    const sender = await within(
      await screen.findByRole('article', { name: 'Pedido #aaaaaaaa' }),
    ).findByRole('region', { name: 'Remetente' })
    expect(within(sender).getByText('Oficina do João Ltda · CNPJ 12.ABC.345/01DE-35')).toBeVisible()
    expect(within(sender).getByText(SELLER.address!)).toBeVisible()
  })

  it('says there is nothing to print without ids', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    stubOrdersApi({})
    renderApp('/admin/pedidos/imprimir')

    expect(await screen.findByText('Nenhum pedido para imprimir.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeDisabled()
    expect(print).not.toHaveBeenCalled()
  })
})
