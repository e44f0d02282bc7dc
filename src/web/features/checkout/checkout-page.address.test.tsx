import { screen, within } from '@testing-library/react'
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
  it('starts there when signed in, pre-filled from the saved address', async () => {
    seedCart()
    stubCheckout()
    renderApp('/checkout')

    expect(await screen.findByLabelText('Número')).toHaveValue(ADDRESS.number)
    expect(screen.getByLabelText('Nome')).toHaveValue(ADDRESS.name)
    expect(screen.getByLabelText('WhatsApp')).toHaveValue('(11) 98765-4321')
    expect(currentStep()).toHaveTextContent('2 Endereço')
    expect(screen.queryByLabelText('Senha')).toBeNull()
    // Nothing saved in this visit yet: step 2 is not a way back to anywhere.
    expect(steps().queryByRole('button')).toBeNull()
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

    await user.click(await screen.findByRole('button', { name: 'Salvar e Continuar' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('DDD inválido')
    expect(currentStep()).toHaveTextContent('2 Endereço')
  })
})
