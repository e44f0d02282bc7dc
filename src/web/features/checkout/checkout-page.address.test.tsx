import { screen, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { ADDRESS, apiError, sentBodies } from '#web/testing/auth-fixtures.ts'
import { renderApp } from '#web/testing/render.tsx'
import { seedCart, stubCheckout } from '#web/testing/checkout-fixtures.ts'

const steps = () => within(screen.getByRole('navigation', { name: 'Etapas da compra' }))
const currentStep = () =>
  steps()
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step')

describe('checkout, step 2 (Endereço)', () => {
  it('starts there when signed in, with the saved address as a summary', async () => {
    seedCart()
    stubCheckout()
    renderApp('/checkout')

    const summary = await screen.findByText('Seu endereço salvo:')
    const box = within(summary.parentElement!)
    expect(box.getByText('Avenida Paulista, 1000')).toBeInTheDocument()
    expect(box.getByText('CEP 01310-100')).toBeInTheDocument()
    expect(box.getByText('WhatsApp (11) 98765-4321')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Alterar' })).toBeInTheDocument()
    expect(screen.queryByLabelText('Número')).toBeNull()
    expect(currentStep()).toHaveTextContent('2 Endereço')
    expect(screen.queryByLabelText('Senha')).toBeNull()
    // Nothing saved in this visit yet: step 2 is not a way back to anywhere.
    expect(steps().queryByRole('button')).toBeNull()
  })

  it("'Entregar neste endereço' goes to step 3 in one press, sends nothing, and step 3 shows it", async () => {
    seedCart()
    const fetchMock = stubCheckout()
    const { user } = renderApp('/checkout')

    await user.click(await screen.findByRole('button', { name: 'Entregar neste endereço' }))

    expect(await screen.findByRole('button', { name: 'Gerar Pagamento' })).toBeInTheDocument()
    expect(currentStep()).toHaveTextContent('3 Pagamento')
    const where = screen.getByRole('heading', { name: 'Entregar em' }).parentElement!
    expect(where).toHaveTextContent('Maria Silva')
    expect(where).toHaveTextContent('Avenida Paulista, 1000')
    expect(where).toHaveTextContent('Apto 12')
    expect(where).toHaveTextContent('São Paulo/SP')
    expect(where).toHaveTextContent('CEP 01310-100')
    expect(sentBodies(fetchMock, 'PUT', '/api/account/address')).toEqual([])
  })

  it("'Alterar' opens the form pre-filled from the saved address, focused on its first field", async () => {
    seedCart()
    stubCheckout()
    const { user } = renderApp('/checkout')

    await user.click(await screen.findByRole('button', { name: 'Alterar' }))

    expect(screen.getByLabelText('Número')).toHaveValue(ADDRESS.number)
    expect(screen.getByLabelText('Nome')).toHaveValue(ADDRESS.name)
    expect(screen.getByLabelText('Nome')).toHaveFocus()
    expect(screen.getByLabelText('WhatsApp')).toHaveValue('(11) 98765-4321')
    expect(screen.getByRole('button', { name: 'Salvar e Continuar' })).toBeInTheDocument()
  })

  it('saves the address, moves to step 3, and step 2 can be revisited', async () => {
    seedCart()
    const fetchMock = stubCheckout({ saved: null })
    const { user } = renderApp('/checkout')

    await user.type(await screen.findByLabelText('Nome'), ADDRESS.name)
    await user.type(screen.getByLabelText('CEP'), ADDRESS.cep)
    for (const [label, value] of [
      ['Rua', ADDRESS.street],
      ['Número', '42'],
      ['Bairro', ADDRESS.neighborhood],
      ['Cidade', ADDRESS.city],
      ['WhatsApp', ADDRESS.whatsapp],
    ] as const) {
      await user.type(screen.getByLabelText(label), value)
    }
    await user.selectOptions(screen.getByLabelText('Estado'), 'SP')
    await user.click(screen.getByRole('button', { name: 'Salvar e Continuar' }))

    expect(await screen.findByRole('button', { name: 'Gerar Pagamento' })).toBeInTheDocument()
    expect(currentStep()).toHaveTextContent('3 Pagamento')
    expect(sentBodies(fetchMock, 'PUT', '/api/account/address')).toEqual([
      { ...ADDRESS, number: '42', complement: undefined },
    ])

    await user.click(steps().getByRole('button', { name: '2 Endereço' }))
    expect(screen.getByLabelText('Número')).toHaveValue('42')
    expect(currentStep()).toHaveTextContent('2 Endereço')
  })

  it("keeps the form with the server's message when saving fails", async () => {
    seedCart()
    stubCheckout({
      extra: ({ method, url }) =>
        method === 'PUT' && url.pathname === '/api/account/address'
          ? apiError(400, 'validation', 'DDD inválido')
          : undefined,
    })
    const { user } = renderApp('/checkout')

    await user.click(await screen.findByRole('button', { name: 'Alterar' }))
    await user.click(screen.getByRole('button', { name: 'Salvar e Continuar' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('DDD inválido')
    expect(currentStep()).toHaveTextContent('2 Endereço')
  })
})
