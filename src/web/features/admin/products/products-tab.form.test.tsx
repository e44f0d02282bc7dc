import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { PHOTO_MESSAGES } from '#domain/photos.ts'
import { PRODUCT_FORM_MESSAGES as M } from '#domain/schemas/product-form.ts'
import { serverError, type renderApp } from '#web/testing/render.tsx'
import { capa, openProducts, PRODUCTS } from '#web/testing/admin/products-fixtures.ts'

type User = ReturnType<typeof renderApp>['user']

const input = (label: string) => screen.getByLabelText(label)
const button = (name: string) => screen.getByRole('button', { name })

async function fill(user: User, price = '189.90', stock = '7') {
  await user.type(input('Nome'), 'Manopla de Câmbio')
  await user.type(input('Preço (R$)'), price)
  await user.type(input('Categoria'), 'Câmbio')
  await user.type(input('Estoque'), stock)
  await user.type(input('URL da Imagem'), 'https://example.com/manopla.jpg')
  await user.type(input('Descrição'), 'Manopla em alumínio.')
}

function listenForUpdates() {
  const announced = vi.fn()
  window.addEventListener('product-list-updated', announced)
  onTestFinished(() => window.removeEventListener('product-list-updated', announced))
  return announced
}

describe('admin Produtos form', () => {
  it('names every empty required field and sends nothing', async () => {
    const { user, calls } = await openProducts()

    await user.click(button('Adicionar Produto'))

    for (const [label, message] of [
      ['Nome', M.name],
      ['Preço (R$)', M.priceRequired],
      ['Categoria', M.category],
      ['Estoque', M.stockRequired],
      ['Descrição', M.description],
    ] as const) {
      expect(await screen.findByText(message)).toBeInTheDocument()
      expect(input(label)).toHaveAccessibleDescription(message)
    }
    // No photo, uploaded or typed: said on the photo group (decision 036).
    expect(screen.getByRole('group', { name: 'Fotos' })).toHaveAccessibleDescription(
      new RegExp(`${PHOTO_MESSAGES.atLeastOne}$`),
    )
    expect(input('URL da Imagem')).not.toHaveAttribute('aria-invalid')
    expect(calls(`POST ${PRODUCTS}`)).toHaveLength(0)
  })

  it.each([
    ['a negative price', '-1', '7', 'Preço (R$)', 'Preço deve ser positivo'],
    ['a negative stock', '189.90', '-1', 'Estoque', 'Estoque deve ser positivo'],
    ['a fractional stock', '189.90', '1.5', 'Estoque', M.stockInvalid],
  ])('refuses %s', async (_, price, stock, label, message) => {
    const { user, calls } = await openProducts()
    await fill(user, price, stock)

    await user.click(button('Adicionar Produto'))

    await waitFor(() => expect(input(label)).toHaveAccessibleDescription(message))
    expect(calls(`POST ${PRODUCTS}`)).toHaveLength(0)
  })

  it('refuses an image link that is not http(s), and a video that is not YouTube', async () => {
    const { user, calls } = await openProducts()
    await fill(user)
    await user.clear(input('URL da Imagem'))
    await user.type(input('URL da Imagem'), 'javascript:alert(1)')
    await user.type(input('Link do vídeo (YouTube, opcional)'), 'https://vimeo.com/1')

    await user.click(button('Adicionar Produto'))

    await waitFor(() => expect(input('URL da Imagem')).toHaveAccessibleDescription('URL inválida'))
    expect(input('Link do vídeo (YouTube, opcional)')).toHaveAccessibleDescription(
      new RegExp(M.videoInvalid),
    )
    expect(calls(`POST ${PRODUCTS}`)).toHaveLength(0)
  })

  it('adds a product in centavos, lists it, refreshes the store and empties the form', async () => {
    const { user, sent, queryClient } = await openProducts()
    const announced = listenForUpdates()
    // The store grid, as cached from an earlier visit.
    queryClient.setQueryData(['products', 'list'], { pages: [], pageParams: [] })
    await fill(user)
    await user.click(input('Produto sob encomenda'))

    await user.click(button('Adicionar Produto'))

    expect(await screen.findByText('Produto adicionado com sucesso!')).toBeInTheDocument()
    expect(sent(`POST ${PRODUCTS}`)).toEqual([
      {
        name: 'Manopla de Câmbio',
        priceCents: 18990,
        category: 'Câmbio',
        stock: 7,
        photos: [{ url: 'https://example.com/manopla.jpg' }],
        description: 'Manopla em alumínio.',
        videoUrl: null,
        isCustomOrder: true,
      },
    ])
    expect(announced).toHaveBeenCalledTimes(1)
    expect(queryClient.getQueryState(['products', 'list'])?.isInvalidated).toBe(true)
    expect(await screen.findByRole('rowheader', { name: 'Manopla de Câmbio' })).toBeInTheDocument()
    expect(input('Nome')).toHaveValue('')
    expect(input('Produto sob encomenda')).not.toBeChecked()
  })

  it('edits a product: fills the form, Cancelar only while editing, sends the PATCH', async () => {
    const { user, sent } = await openProducts()
    expect(screen.queryByRole('button', { name: 'Cancelar' })).toBeNull()

    await user.click(await screen.findByRole('button', { name: 'Editar Capa de Volante' }))

    expect(screen.getByRole('heading', { name: 'Editar Produto' })).toBeInTheDocument()
    expect(input('Nome')).toHaveFocus()
    expect(input('Nome')).toHaveValue('Capa de Volante')
    expect(input('Preço (R$)')).toHaveDisplayValue('189,90')
    expect(input('Estoque')).toHaveValue(5)
    await user.click(button('Cancelar'))
    expect(screen.getByRole('heading', { name: 'Adicionar Produto' })).toBeInTheDocument()
    expect(input('Nome')).toHaveValue('')
    expect(screen.queryByRole('button', { name: 'Cancelar' })).toBeNull()

    await user.click(button('Editar Capa de Volante'))
    await user.clear(input('Preço (R$)'))
    await user.type(input('Preço (R$)'), '199.9')
    await user.click(button('Salvar Alterações'))

    expect(await screen.findByText('Produto atualizado com sucesso!')).toBeInTheDocument()
    expect(sent(`PATCH ${PRODUCTS}/${capa.id}`)).toEqual([
      {
        name: 'Capa de Volante',
        priceCents: 19990,
        category: 'Volantes',
        stock: 5,
        // Loaded with the product; its description was the name, so none is sent.
        photos: [{ url: capa.image }],
        description: capa.description,
        videoUrl: null,
        isCustomOrder: false,
        version: 1,
        stockLoaded: 5,
      },
    ])
    const row = screen.getByRole('rowheader', { name: 'Capa de Volante' }).closest('tr')
    await waitFor(() => expect(row).toHaveTextContent('R$ 199,90'))
    expect(screen.getByRole('heading', { name: 'Adicionar Produto' })).toBeInTheDocument()
  })

  it('tells when the server fails, and keeps what was typed', async () => {
    const { user } = await openProducts({ answers: { [`POST ${PRODUCTS}`]: serverError } })
    const announced = listenForUpdates()
    await fill(user)

    await user.click(button('Adicionar Produto'))

    const form = screen.getByRole('heading', { name: 'Adicionar Produto' }).closest('section')
    expect(await within(form as HTMLElement).findByRole('alert')).toHaveTextContent(M.saveFailed)
    expect(input('Nome')).toHaveValue('Manopla de Câmbio')
    // Typed '189.90'; written back the pt-BR way when the owner moved on.
    expect(input('Preço (R$)')).toHaveDisplayValue('189,90')
    expect(announced).not.toHaveBeenCalled()
  })
})
