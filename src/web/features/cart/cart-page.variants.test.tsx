import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import type { Product } from '#domain/product.ts'
import type { CartProductAnswer } from '#web/features/cart/cart-review.ts'
import { useCartStore } from '#web/lib/cart-store.ts'
import { renderApp, requestedPaths, stubApi } from '#web/testing/render.tsx'
import { capaInColours, seedCart, tapete } from '#web/testing/cart-fixtures.ts'

// Decision 053: each line is a variant, named, priced and counted as one.

/** The server's catalog: a product's answer may carry its options and variants. */
function open(server: (Product | CartProductAnswer)[]) {
  const fetchMock = stubApi({ pages: [{ items: server, nextOffset: null }] })
  return { ...renderApp('/cart'), fetchMock }
}

const RED = 'Capa de Volante — 38 cm / Vermelha'
const BLACK = 'Capa de Volante — 38 cm / Preta'
const line = (name: string) =>
  within(screen.getByRole('heading', { level: 3, name }).closest('li')!)
const total = () =>
  within(screen.getByRole('region', { name: 'Resumo do Pedido' }))
    .getByText('Total')
    .closest('div')

describe('cart page: lines of variants', () => {
  it("names each line's variant at its own price, asking for the product once", async () => {
    const capa = capaInColours()
    seedCart([
      [capa.product, 1, capa.red],
      [capa.product, 2, capa.black],
    ])
    const { fetchMock } = open([capa.answer])

    expect(await screen.findByRole('heading', { level: 3, name: RED })).toBeInTheDocument()
    expect(line(RED).getByText(/^Preço unitário: R\$\s150,00$/)).toBeInTheDocument()
    expect(line(BLACK).getByText(/^Preço unitário: R\$\s210,00$/)).toBeInTheDocument()
    expect(line(BLACK).getByRole('status', { name: `Quantidade de ${BLACK}` })).toHaveTextContent(
      '2',
    )
    expect(total()).toHaveTextContent(/R\$\s570,00/)
    const asked = requestedPaths(fetchMock).filter((path) => path.startsWith('/api/products/'))
    expect(asked).toEqual([`/api/products/${capa.product.id}`])
  })

  it("stops '+' at the variant's stock, not the product's", async () => {
    const capa = capaInColours()
    seedCart([[capa.product, 2, capa.red]])
    const { user } = open([capa.answer])
    await screen.findByRole('heading', { level: 3, name: RED })

    await user.click(line(RED).getByRole('button', { name: `Aumentar quantidade de ${RED}` }))

    expect(await screen.findByText('Quantidade indisponível em estoque!')).toBeInTheDocument()
    expect(useCartStore.getState().items[0]?.quantity).toBe(2)
  })

  it('says a variant turned off is no longer offered, outside the total, and holds checkout', async () => {
    const capa = capaInColours()
    seedCart([
      [capa.product, 1, capa.red],
      [tapete, 1],
    ])
    const redOff = { ...capa.red, offered: false }
    const { user } = open([{ ...capa.answer, variants: [redOff, capa.black] }, tapete])

    const notice = await screen.findByText(
      'Esta variação não é mais oferecida. Remova-a do carrinho.',
    )
    expect(notice.closest('li')).toBe(line(RED).getByRole('heading').closest('li'))
    expect(line(RED).getByText('Variação indisponível')).toBeInTheDocument()
    expect(line(RED).queryByRole('button', { name: /Aumentar/ })).toBeNull()
    expect(total()).toHaveTextContent(/R\$\s89,90/)
    expect(screen.getByRole('button', { name: 'Finalizar Compra' })).toBeDisabled()

    await user.click(line(RED).getByRole('button', { name: `Remover ${RED}` }))

    expect(screen.getByRole('link', { name: 'Finalizar Compra' })).toHaveAttribute(
      'href',
      '/checkout',
    )
    expect(useCartStore.getState().items.map((l) => l.product.name)).toEqual(['Tapete de Couro'])
  })

  it('says a variant removed from the product is no longer sold', async () => {
    const capa = capaInColours()
    seedCart([[capa.product, 1, capa.red]])
    open([{ ...capa.answer, variants: [capa.black] }])

    expect(
      await screen.findByText('Esta variação não está mais à venda. Remova-a do carrinho.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Finalizar Compra' })).toBeDisabled()
  })

  it('asks to choose again for a line saved before its product had options', async () => {
    const capa = capaInColours()
    seedCart([[capa.product, 1]])
    open([capa.answer])

    expect(
      await screen.findByText(
        'Este produto agora tem opções. Remova-o do carrinho e escolha uma opção na página do produto.',
      ),
    ).toBeInTheDocument()
    expect(line('Capa de Volante').getByText('Escolha uma opção')).toBeInTheDocument()
    expect(line('Capa de Volante').getByRole('link', { name: 'Escolher opções' })).toHaveAttribute(
      'href',
      `/product/${capa.product.id}`,
    )
    expect(screen.getByRole('button', { name: 'Finalizar Compra' })).toBeDisabled()
  })

  it("takes a variant's new price and a lower stock, and says so", async () => {
    const capa = capaInColours()
    seedCart([[capa.product, 3, capa.black]])
    const black = { ...capa.black, priceCents: 19000, stock: 2 }
    open([{ ...capa.answer, variants: [capa.red, black] }])

    const notice = await screen.findByText(/O preço mudou/)
    expect(notice.textContent).toBe('O preço mudou de R$\u00a0210,00 para R$\u00a0190,00')
    expect(
      line(BLACK).getByText(
        'Quantidade indisponível em estoque! A quantidade foi ajustada para 2.',
      ),
    ).toBeInTheDocument()
    await waitFor(() =>
      expect(useCartStore.getState().items[0]).toMatchObject({
        product: { priceCents: 19000, stock: 2, variantLabel: '38 cm / Preta' },
        quantity: 2,
      }),
    )
  })
})
