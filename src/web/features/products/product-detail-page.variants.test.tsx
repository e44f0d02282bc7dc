import { fireEvent, screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import type { ProductDetail, ProductVariantView } from '#domain/product.ts'
import { useCartStore } from '#web/lib/cart-store.ts'
import { json, makeProduct, renderApp, stubApi } from '#web/testing/render.tsx'

// Decision 053: the customer picks a variant on the product page: radio groups (one tab stop each,
// arrows move and choose), the price, stock line and address following the choice.

const base = makeProduct({ name: 'Capa de Volante', priceCents: 18990, stock: 12 })
const v = (n: number, values: string[], stock: number, priceCents: number | null = null) =>
  ({
    id: `dddddddd-0000-4000-8000-00000000000${n}`,
    values,
    label: values.join(' / '),
    stock,
    priceCents,
    sku: null,
    photo: null,
    offered: true,
  }) satisfies ProductVariantView

const variants = [
  v(1, ['37 cm', 'Preta'], 3),
  v(2, ['37 cm', 'Vermelha'], 0),
  v(3, ['38 cm', 'Preta'], 4),
  v(4, ['38 cm', 'Vermelha'], 5, 19990),
]
const capa: ProductDetail = {
  ...base,
  photos: [],
  options: [
    {
      id: 'o1',
      name: 'Tamanho',
      values: [
        { id: 'a', value: '37 cm' },
        { id: 'b', value: '38 cm' },
      ],
    },
    {
      id: 'o2',
      name: 'Cor',
      values: [
        { id: 'c', value: 'Preta' },
        { id: 'd', value: 'Vermelha' },
      ],
    },
  ],
  variants,
}

async function open(path = `/product/${capa.id}`, product = capa) {
  const fetchMock = stubApi({
    pages: [{ items: [base], nextOffset: null }],
    handler: ({ url }) => (url.pathname === `/api/products/${capa.id}` ? json(product) : undefined),
  })
  const view = renderApp(path)
  await screen.findByRole('heading', { level: 1, name: 'Capa de Volante' })
  /** The JSON bodies sent to POST /api/leads. */
  const leads = () =>
    fetchMock.mock.calls
      .filter(([input, init]) => String(input).endsWith('/api/leads') && init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>)
  return { ...view, leads }
}

const group = (name: string) =>
  within(screen.getByRole('radiogroup', { name: new RegExp(`^${name}`) }))
const stockLine = () => document.querySelector('[data-stock]')

describe('product page: choosing a variant', () => {
  it("starts with nothing chosen, 'A partir de' the lowest price, and asks for a choice", async () => {
    const { user } = await open()
    expect(screen.getByText('A partir de R$ 189,90')).toBeInTheDocument()
    expect(
      group('Tamanho')
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-checked')),
    ).toEqual(['false', 'false'])
    await user.click(screen.getByRole('button', { name: 'Adicionar ao Carrinho' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Escolha uma opção')
    expect(group('Tamanho').getByRole('radio', { name: '37 cm' })).toHaveFocus()
  })

  it('moves and chooses with the arrows, one tab stop per group; price, stock and address follow', async () => {
    const { user, router } = await open()
    await user.click(group('Tamanho').getByRole('radio', { name: '37 cm' }))
    await user.keyboard('{ArrowRight}')
    const size = group('Tamanho').getByRole('radio', { name: '38 cm' })
    expect(size).toHaveFocus()
    expect(size).toHaveAttribute('aria-checked', 'true')
    await user.tab()
    const colour = group('Cor').getByRole('radio', { name: 'Preta' })
    expect(colour).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(group('Cor').getByRole('radio', { name: 'Vermelha' })).toHaveAttribute(
      'aria-checked',
      'true',
    )

    expect(screen.getByText('R$ 199,90')).toBeInTheDocument()
    expect(stockLine()).toHaveTextContent('5 em estoque')
    expect(stockLine()).toHaveAttribute('data-stock', `variant:${variants[3]!.id}`)
    await waitFor(() => expect(router.state.location.search).toBe(`?variante=${variants[3]!.id}`))
  })

  it("opens on the variant the address names; a combination at 0 says 'Esgotado'", async () => {
    await open(`/product/${capa.id}?variante=${variants[0]!.id}`)
    expect(group('Tamanho').getByRole('radio', { name: '37 cm' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    expect(group('Cor').getByRole('radio', { name: 'Vermelha (Esgotado)' })).toHaveAttribute(
      'href',
      `/product/${capa.id}?variante=${variants[1]!.id}`,
    )
    expect(stockLine()).toHaveTextContent('3 em estoque')
  })

  it("offers 'Avise por WhatsApp' for a variant at 0, naming it", async () => {
    const { user, leads } = await open(`/product/${capa.id}?variante=${variants[1]!.id}`)
    expect(stockLine()).toHaveTextContent('Fora de estoque')
    await user.click(await screen.findByRole('button', { name: 'Avise por WhatsApp' }))
    const dialog = within(await screen.findByRole('dialog'))
    expect(dialog.getByText('Capa de Volante — 37 cm / Vermelha')).toBeInTheDocument()
    await user.type(dialog.getByLabelText('WhatsApp'), '11987654321')
    await user.type(dialog.getByLabelText('Carro e ano'), 'Onix 2020')
    await user.click(dialog.getByRole('button', { name: 'Registrar' }))
    await waitFor(() =>
      expect(leads()).toEqual([expect.objectContaining({ variantId: variants[1]!.id })]),
    )
  })

  it("shows the variant's own photo first, and the cart line keeps it", async () => {
    const cover = { photo: null, url: '/fotos/capa.jpg', alt: 'Capa de volante', widths: [] }
    const red = { photo: null, url: '/fotos/vermelha.jpg', alt: 'Costura vermelha', widths: [] }
    const withPhoto = {
      ...capa,
      image: cover.url,
      photos: [cover, red],
      variants: variants.map((x) => (x.id === variants[3]!.id ? { ...x, photo: red.url } : x)),
    }
    const { user } = await open(`/product/${capa.id}?variante=${variants[3]!.id}`, withPhoto)
    const gallery = await screen.findByRole('region', { name: 'Fotos do produto' })
    expect(within(gallery).getAllByRole('img')[0]).toHaveAccessibleName('Costura vermelha')
    await user.click(screen.getByRole('button', { name: 'Adicionar ao Carrinho' }))
    await waitFor(() => expect(useCartStore.getState().items).toHaveLength(1))
    expect(useCartStore.getState().items[0]!.product).toMatchObject({
      variantLabel: '38 cm / Vermelha',
      image: red.url,
    })

    // Another variant without a photo of its own: the cover, as the product's.
    await user.click(group('Cor').getByRole('radio', { name: 'Preta' }))
    const drawn = screen.getByRole('region', { name: 'Fotos do produto' })
    expect(within(drawn).getAllByRole('img')[0]).toHaveAccessibleName('Capa de volante')
  })

  it('writes no address after the customer left the page', async () => {
    const { router } = await open(`/product/${capa.id}?variante=${variants[0]!.id}`)
    // Within one frame: the choice, then away (a link, the back button).
    fireEvent.click(group('Tamanho').getByRole('radio', { name: '38 cm' }))
    await router.navigate('/')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    // Past the frame and the task the address would have waited for.
    await new Promise((done) => setTimeout(done, 100))
    expect(router.state.location.pathname).toBe('/')
    expect(router.state.location.search).toBe('')
  })

  it('ignores an address naming no variant of the product', async () => {
    await open(`/product/${capa.id}?variante=lixo`)
    expect(screen.getByText('A partir de R$ 189,90')).toBeInTheDocument()
    expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0)
    expect(screen.getAllByRole('radio')).toHaveLength(4)
  })
})
