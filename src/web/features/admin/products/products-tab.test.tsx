import { fireEvent, screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { PRODUCT_FORM_MESSAGES as M } from '#domain/schemas/product-form.ts'
import { VISIBILITY_TEXTS } from '#web/features/admin/products/product-visibility.ts'
import { makeProduct } from '#web/testing/render.tsx'
import {
  capa,
  listRequests,
  openProducts,
  PRODUCTS,
  tapete,
} from '#web/testing/admin/products-fixtures.ts'

/** The cells and buttons of the row whose Nome is `name`. */
function row(name: string) {
  return within(screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement)
}

const semCategoria = makeProduct({
  id: 'cccccccc-0000-4000-8000-000000000003',
  name: 'Chaveiro',
  category: '',
  image: '',
})

describe('admin Produtos list', () => {
  it('shows image, name, price, category, stock and type of each product', async () => {
    await openProducts({ products: [capa, tapete, semCategoria] })
    await screen.findByRole('table', { name: 'Produtos' })

    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent)
    expect(headers).toEqual(['Imagem', 'Nome', 'Preço', 'Categoria', 'Estoque', 'Tipo', 'Ações'])
    expect(row('Capa de Volante').getByText('R$ 189,90')).toBeInTheDocument()
    expect(row('Capa de Volante').getByText('Volantes')).toBeInTheDocument()
    expect(row('Capa de Volante').getByText('5')).toBeInTheDocument()
    expect(row('Capa de Volante').getByText('Regular')).toBeInTheDocument()
    expect(row('Tapete Personalizado').getByText('R$ 1.234,50')).toBeInTheDocument()
    expect(row('Tapete Personalizado').getByText('Sob encomenda')).toBeInTheDocument()
    expect(row('Chaveiro').getByText('Sem categoria')).toBeInTheDocument()
    expect(row('Chaveiro').getByRole('img', { name: 'Sem imagem' })).toBeInTheDocument()
    expect(
      row('Capa de Volante').getByRole('button', { name: 'Editar Capa de Volante' }),
    ).toBeVisible()
    expect(
      row('Capa de Volante').getByRole('button', { name: 'Excluir Capa de Volante' }),
    ).toBeVisible()
  })

  it('shows a product in variants with its total stock and how many variants (decision 053)', async () => {
    const emCores = { ...capa, stock: 8, variantCount: 6 }
    const umTamanho = { ...tapete, name: 'Tapete Tamanho Único', stock: 2, variantCount: 1 }
    await openProducts({ products: [emCores, umTamanho, semCategoria] })
    await screen.findByRole('table', { name: 'Produtos' })

    expect(row('Capa de Volante').getByText('8')).toBeInTheDocument()
    expect(row('Capa de Volante').getByText('6 variações')).toBeInTheDocument()
    expect(row('Tapete Tamanho Único').getByText('1 variação')).toBeInTheDocument()
    // A product without options is its one variant: its stock alone, as before.
    expect(row('Chaveiro').getByText('5')).toBeInTheDocument()
    expect(row('Chaveiro').queryByText(/variaç/)).toBeNull()
  })

  it('shows the placeholder when an image link is broken', async () => {
    await openProducts()
    await screen.findByRole('rowheader', { name: 'Capa de Volante' })
    const tr = screen.getByRole('rowheader', { name: 'Capa de Volante' }).closest('tr')
    const img = tr?.querySelector('img') as HTMLImageElement
    expect(img).toHaveAttribute('src', capa.image)

    fireEvent.error(img)

    expect(row('Capa de Volante').getByRole('img', { name: 'Sem imagem' })).toBeInTheDocument()
  })

  it('says when there is no product yet', async () => {
    await openProducts({ products: [] })
    expect(await screen.findByText('Nenhum produto cadastrado.')).toBeInTheDocument()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('searches on the server once typing pauses', async () => {
    const api = await openProducts()
    await screen.findByRole('rowheader', { name: 'Tapete Personalizado' })
    const search = screen.getByRole('searchbox', { name: 'Buscar produtos' })
    expect(search).toHaveAttribute('placeholder', 'Buscar produtos...')

    await api.user.type(search, 'capa')

    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Tapete Personalizado' })).toBeNull(),
    )
    expect(listRequests(api)).toEqual([PRODUCTS, `${PRODUCTS}?q=capa`])

    await api.user.type(search, 'xyz')
    expect(await screen.findByText('Nenhum produto encontrado.')).toBeInTheDocument()
  })

  it('filters by category on the server', async () => {
    const api = await openProducts()
    const select = screen.getByRole('combobox', { name: 'Filtrar por categoria' })
    await within(select).findByRole('option', { name: 'Volantes' })
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todas as categorias', 'Tapetes', 'Volantes'])

    await api.user.selectOptions(select, 'Tapetes')

    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Capa de Volante' })).toBeNull(),
    )
    expect(screen.getByRole('rowheader', { name: 'Tapete Personalizado' })).toBeInTheDocument()
    expect(listRequests(api)).toContain(`${PRODUCTS}?category=Tapetes`)
  })

  it('loads the next page with Carregar mais', async () => {
    const api = await openProducts({ products: [capa, tapete, semCategoria], pageSize: 2 })
    await screen.findByRole('rowheader', { name: 'Tapete Personalizado' })
    expect(screen.queryByRole('rowheader', { name: 'Chaveiro' })).toBeNull()

    await api.user.click(screen.getByRole('button', { name: 'Carregar mais' }))

    expect(await screen.findByRole('rowheader', { name: 'Chaveiro' })).toBeInTheDocument()
    expect(listRequests(api)).toContain(`${PRODUCTS}?offset=2`)
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull()
  })

  it('asks first, naming the product; Excluir deletes it', async () => {
    const { user, calls } = await openProducts()

    await user.click(await screen.findByRole('button', { name: 'Excluir Capa de Volante' }))
    const dialog = screen.getByRole('dialog', { name: 'Excluir produto' })
    expect(dialog).toHaveAccessibleDescription(
      'Tem certeza que deseja excluir o produto "Capa de Volante"? Esta ação não pode ser desfeita.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }))

    expect(await screen.findByText('Produto excluído com sucesso!')).toBeInTheDocument()
    expect(calls(`DELETE ${PRODUCTS}/${capa.id}`)).toHaveLength(1)
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Capa de Volante' })).toBeNull(),
    )
    expect(screen.getByRole('rowheader', { name: 'Tapete Personalizado' })).toBeInTheDocument()
  })

  it('keeps a product that orders reference, saying why, and offers to hide it instead', async () => {
    const { user, calls } = await openProducts({ inOrders: [capa.id] })

    await user.click(await screen.findByRole('button', { name: 'Excluir Capa de Volante' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }))

    // The specification's text, announced in the dialog, with the way that keeps the history.
    const dialog = await screen.findByRole('dialog', { name: 'Excluir produto' })
    expect(within(dialog).getByRole('alert')).toHaveTextContent(M.inOrders)
    expect(screen.getByRole('rowheader', { name: 'Capa de Volante' })).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Ocultar da loja' }))

    expect(await screen.findByText(VISIBILITY_TEXTS.hidden)).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(calls(`PUT ${PRODUCTS}/${capa.id}/visibility`)).toHaveLength(1)
    expect(await row('Capa de Volante').findByText('Oculto da loja')).toBeInTheDocument()
    expect(
      row('Capa de Volante').getByRole('button', { name: 'Mostrar na loja: Capa de Volante' }),
    ).toBeEnabled()
  })

  it('hides a product from its row and shows it again, the row saying which it is', async () => {
    const { user, calls } = await openProducts()
    await screen.findByRole('rowheader', { name: 'Capa de Volante' })
    expect(row('Capa de Volante').queryByText('Oculto da loja')).toBeNull()

    await user.click(
      row('Capa de Volante').getByRole('button', { name: 'Ocultar da loja: Capa de Volante' }),
    )
    expect(await row('Capa de Volante').findByText('Oculto da loja')).toBeInTheDocument()
    expect(
      JSON.parse(String(calls(`PUT ${PRODUCTS}/${capa.id}/visibility`)[0]?.[1]?.body)),
    ).toEqual({ hidden: true })

    await user.click(
      row('Capa de Volante').getByRole('button', { name: 'Mostrar na loja: Capa de Volante' }),
    )
    expect(await screen.findByText(VISIBILITY_TEXTS.shown)).toBeInTheDocument()
    await waitFor(() => expect(row('Capa de Volante').queryByText('Oculto da loja')).toBeNull())
  })
})
