import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { PHOTO_MESSAGES } from '#domain/photos.ts'
import { PRODUCT_FORM_MESSAGES as M } from '#domain/schemas/product-form.ts'
import { serverError } from '#web/testing/render.tsx'
import { openProducts, PRODUCTS } from '#web/testing/admin/products-fixtures.ts'

// Decision 024: what a screen reader hears of the Produtos form's errors, and where focus goes.

const input = (label: string) => screen.getByLabelText(label)
const button = (name: string) => screen.getByRole('button', { name })

function watchScrolls() {
  const scrolled: Array<{ element: Element; options: unknown }> = []
  const original = Element.prototype.scrollIntoView
  onTestFinished(() => {
    Element.prototype.scrollIntoView = original
  })
  Element.prototype.scrollIntoView = vi.fn(function (this: Element, options?: unknown) {
    scrolled.push({ element: this, options })
  })
  return scrolled
}

describe('admin Produtos form: errors tied to their fields', () => {
  it('marks each wrong field invalid, described by its own message, and focuses the first', async () => {
    const { user } = await openProducts()

    await user.click(button('Adicionar Produto'))

    await waitFor(() => expect(input('Nome')).toHaveAttribute('aria-invalid', 'true'))
    for (const [label, message] of [
      ['Nome', M.name],
      ['Preço (R$)', M.priceRequired],
      ['Categoria', M.category],
      ['Estoque', M.stockRequired],
      ['Descrição', M.description],
    ] as const) {
      const field = input(label)
      expect(field).toHaveAttribute('aria-invalid', 'true')
      const describedBy = field.getAttribute('aria-describedby') ?? ''
      expect(document.getElementById(describedBy)).toHaveTextContent(message)
    }
    // The photos: the group and its 'Escolher fotos' are described by the message.
    expect(input('Escolher fotos')).toHaveAttribute('aria-invalid', 'true')
    for (const control of [screen.getByRole('group', { name: 'Fotos' }), input('Escolher fotos')]) {
      expect(control).toHaveAccessibleDescription(new RegExp(`${PHOTO_MESSAGES.atLeastOne}$`))
    }
    // An optional field left empty is not wrong.
    expect(input('Link do vídeo (YouTube, opcional)')).not.toHaveAttribute('aria-invalid')
    expect(input('Nome')).toHaveFocus()
  })

  it('focuses the first wrong field on the page, brought into view only as far as needed', async () => {
    const scrolled = watchScrolls()
    const { user, calls } = await openProducts()
    await user.type(input('Nome'), 'Manopla de Câmbio')
    await user.type(input('Preço (R$)'), '189.90')
    await user.type(input('Categoria'), 'Câmbio')
    await user.type(input('Estoque'), '1.5')
    await user.type(input('URL da Imagem'), 'https://example.com/manopla.jpg')

    await user.click(button('Adicionar Produto'))

    await waitFor(() => expect(input('Estoque')).toHaveFocus())
    expect(input('Estoque')).toHaveAccessibleDescription(M.stockInvalid)
    expect(input('Descrição')).toHaveAccessibleDescription(M.description)
    expect(input('Nome')).not.toHaveAttribute('aria-invalid')
    expect(scrolled.at(-1)).toEqual({ element: input('Estoque'), options: { block: 'nearest' } })
    // Below the sticky top navigation (about 3.5rem): the fields keep clear of it.
    expect(input('Estoque').closest('form')).toHaveClass('**:scroll-mt-24')
    expect(calls(`POST ${PRODUCTS}`)).toHaveLength(0)
  })

  it('says a failed save in a live region, and the field fixed is no longer invalid', async () => {
    const { user } = await openProducts({ answers: { [`POST ${PRODUCTS}`]: serverError } })
    await user.click(button('Adicionar Produto'))
    await waitFor(() => expect(input('Nome')).toHaveAttribute('aria-invalid', 'true'))
    await user.type(input('Nome'), 'Manopla de Câmbio')
    await user.type(input('Preço (R$)'), '189.90')
    await user.type(input('Categoria'), 'Câmbio')
    await user.type(input('Estoque'), '7')
    await user.type(input('URL da Imagem'), 'https://example.com/manopla.jpg')
    await user.type(input('Descrição'), 'Manopla em alumínio.')

    await user.click(button('Adicionar Produto'))

    const form = screen.getByRole('heading', { name: 'Adicionar Produto' }).closest('section')
    expect(await within(form as HTMLElement).findByRole('alert')).toHaveTextContent(M.saveFailed)
    for (const label of ['Nome', 'Estoque', 'Descrição']) {
      expect(input(label)).not.toHaveAttribute('aria-invalid')
    }
  })
})
