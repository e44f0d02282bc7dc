import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import type { SessionUser } from '#domain/account.ts'
import type { Address } from '#domain/schemas/address.ts'
import { ADDRESS, apiError, cepHandler, handlers, sentBodies } from '#web/testing/auth-fixtures.ts'
import { CUSTOMER, json, renderApp, stubApi } from '#web/testing/render.tsx'

/** A signed-in customer with `saved` on the server; PUT replaces it, logout signs out. */
function stubAccount(saved: Address | null = null) {
  let address = saved
  let user: SessionUser | null = CUSTOMER
  const fetchMock = stubApi({
    pages: [{ items: [], nextOffset: null }],
    handler: handlers(cepHandler(), ({ method, url }) => {
      if (url.pathname === '/api/auth/session') return json({ user })
      if (method === 'POST' && url.pathname === '/api/auth/logout') {
        user = null
        return new Response(null, { status: 204 })
      }
      if (url.pathname !== '/api/account/address') return undefined
      if (!user) return apiError(401, 'unauthorized', 'Faça login para continuar.')
      if (method === 'PUT') address = sentBodies(fetchMock, 'PUT', url.pathname).at(-1) as Address
      return json({ address })
    }),
  })
  return fetchMock
}

const main = () => within(screen.getByRole('main'))

async function open() {
  const view = renderApp('/profile')
  await screen.findByRole('heading', { name: 'Minha Conta' })
  return view
}

describe('profile page', () => {
  it("shows the email and 'Nenhum endereço cadastrado', then saves a new address", async () => {
    const fetchMock = stubAccount(null)
    const { user } = await open()

    expect(main().getByText(CUSTOMER.email)).toBeInTheDocument()
    expect(await main().findByText('Nenhum endereço cadastrado')).toBeInTheDocument()

    await user.click(main().getByRole('button', { name: 'Cadastrar endereço' }))
    // The address has its own 'Nome' (the account's is in 'Dados da conta').
    const address = within(main().getByRole('region', { name: 'Endereço de entrega' }))
    await user.type(address.getByLabelText('Nome'), ADDRESS.name)
    await user.type(main().getByLabelText('CEP'), ADDRESS.cep)
    await waitFor(() => expect(main().getByLabelText('Rua')).toHaveValue(ADDRESS.street))
    await user.type(main().getByLabelText('Número'), ADDRESS.number)
    await user.type(main().getByLabelText('WhatsApp'), '(11) 98765-4321')
    await user.click(main().getByRole('button', { name: 'Salvar' }))

    expect(await screen.findByText('Endereço salvo!')).toBeInTheDocument()
    expect(sentBodies(fetchMock, 'PUT', '/api/account/address')).toEqual([
      { ...ADDRESS, complement: undefined, whatsapp: '11987654321', cep: '01310100' },
    ])
    expect(main().getByText('Avenida Paulista, 1000')).toBeInTheDocument()
    expect(main().getByText('CEP 01310-100')).toBeInTheDocument()
    expect(main().getByText('WhatsApp (11) 98765-4321')).toBeInTheDocument()
    expect(main().queryByRole('button', { name: 'Salvar' })).toBeNull()
    expect(main().getByRole('button', { name: 'Editar endereço' })).toBeInTheDocument()
  })

  it('shows the saved address and edits it, pre-filled; Cancelar keeps it', async () => {
    const fetchMock = stubAccount(ADDRESS)
    const { user } = await open()

    expect(await main().findByText('Avenida Paulista, 1000 - Apto 12')).toBeInTheDocument()
    expect(main().getByText('Bela Vista - São Paulo/SP')).toBeInTheDocument()

    await user.click(main().getByRole('button', { name: 'Editar endereço' }))
    expect(main().getByLabelText('WhatsApp')).toHaveValue('(11) 98765-4321')
    expect(main().getByLabelText('Número')).toHaveValue('1000')
    await user.clear(main().getByLabelText('Número'))
    await user.type(main().getByLabelText('Número'), '2000')
    await user.click(main().getByRole('button', { name: 'Cancelar' }))

    expect(main().getByText('Avenida Paulista, 1000 - Apto 12')).toBeInTheDocument()
    expect(sentBodies(fetchMock, 'PUT', '/api/account/address')).toEqual([])

    await user.click(main().getByRole('button', { name: 'Editar endereço' }))
    await user.clear(main().getByLabelText('Número'))
    await user.type(main().getByLabelText('Número'), '2000')
    await user.click(main().getByRole('button', { name: 'Salvar' }))

    expect(await main().findByText('Avenida Paulista, 2000 - Apto 12')).toBeInTheDocument()
    expect(sentBodies(fetchMock, 'PUT', '/api/account/address')).toEqual([
      { ...ADDRESS, number: '2000' },
    ])
  })

  it('keeps the form open with the message when saving fails', async () => {
    stubApi({
      user: CUSTOMER,
      handler: ({ method, url }) => {
        if (url.pathname !== '/api/account/address') return undefined
        if (method === 'GET') return json({ address: ADDRESS })
        return apiError(400, 'validation', 'DDD inválido')
      },
    })
    const { user } = await open()

    await user.click(await main().findByRole('button', { name: 'Editar endereço' }))
    await user.click(main().getByRole('button', { name: 'Salvar' }))

    expect(await main().findByRole('alert')).toHaveTextContent('DDD inválido')
    expect(main().getByRole('button', { name: 'Salvar' })).toBeInTheDocument()
  })

  it("'Sair' signs out and goes to /", async () => {
    const fetchMock = stubAccount(ADDRESS)
    const { user, router } = await open()

    await user.click(main().getByRole('button', { name: 'Sair' }))

    expect(
      await screen.findByRole('heading', { name: 'Acessórios feitos à mão para o seu carro' }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
    const nav = within(screen.getByRole('navigation', { name: 'Principal' }))
    // The session is cleared after leaving the page (lib/sign-out.ts): the nav follows at once.
    expect(await nav.findByRole('link', { name: 'Entrar' })).toBeInTheDocument()
    expect(sentBodies(fetchMock, 'POST', '/api/auth/logout')).toHaveLength(1)
  })
})
