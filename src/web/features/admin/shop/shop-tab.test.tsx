import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { EMPTY_SHOP_ADDRESS } from '#domain/shop-settings.ts'
import { renderApp, serverError } from '#web/testing/render.tsx'
import {
  ADMIN_SHOP_SETTINGS,
  openShopTab,
  SETTINGS,
  STORED,
  stubShopSettingsApi,
} from '#web/testing/admin/shop-fixtures.ts'

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label)
const group = (name: string) => screen.getByRole('group', { name })
const bankPreview = () => screen.getByText(/^Como aparece no app do banco:/)

describe('admin Loja tab', () => {
  it('shows the stored settings, in their sections, CNPJ, WhatsApp and CEP punctuated', async () => {
    await openShopTab()

    const identity = within(group('Identificação'))
    expect(identity.getByLabelText('Nome da loja')).toHaveValue('Couro & Arte')
    expect(identity.getByLabelText('Razão social ou nome completo')).toHaveValue(
      'Couro e Arte Artesanato Ltda',
    )
    expect(identity.getByLabelText('CNPJ ou CPF')).toHaveValue('12.ABC.345/01DE-35')
    expect(identity.getByLabelText('CNPJ ou CPF')).toHaveAttribute('autoCapitalize', 'characters')
    expect(identity.getByLabelText('Email de contato')).toHaveAttribute('type', 'email')
    expect(identity.getByLabelText('WhatsApp')).toHaveValue('(11) 98765-4321')
    expect(identity.getByLabelText('Horário de atendimento')).toHaveAccessibleDescription(
      'Opcional.',
    )

    const address = within(group('Endereço'))
    expect(address.getByLabelText('CEP')).toHaveValue('01310-100')
    expect(address.getByLabelText('Rua')).toHaveValue('Avenida Paulista')
    expect(address.getByLabelText('Estado')).toHaveValue('SP')
    // The shop's address has no name nor WhatsApp of its own: those are the identity's.
    expect(address.queryByLabelText('WhatsApp')).toBeNull()
    expect(address.queryByLabelText('Nome')).toBeNull()

    const pix = within(group('PIX'))
    expect(pix.getByLabelText('Chave PIX')).toHaveValue('contato@couroearte.com.br')
    expect(pix.getByLabelText('Tipo da chave')).toHaveValue('email')
    expect(pix.getByLabelText('Chave PIX')).toHaveAccessibleDescription(
      'Como o banco mostra: CPF ou CNPJ com ou sem pontos, telefone com DDD, email ou a chave aleatória',
    )
    expect(pix.getByLabelText('Nome do recebedor')).toHaveAccessibleDescription(
      'Até 25 caracteres. Vazio: o nome da loja.',
    )
    expect(pix.getByLabelText('Cidade do recebedor')).toHaveValue('SAO PAULO')

    expect(
      within(group('Emails')).getByLabelText('Nome do remetente dos emails'),
    ).toHaveAccessibleDescription('Vazio: o nome da loja.')
    const image = within(group('Imagem da loja'))
    expect(image.getByLabelText('Endereço da imagem')).toHaveAccessibleDescription(
      'O logo no topo da loja; aparece também ao compartilhar a loja e no topo dos emails.',
    )
    expect(image.queryByRole('img', { name: 'Imagem da loja' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled()
  })

  it('shows the stored image', async () => {
    const image = 'https://cdn.example.com/loja.png'
    await openShopTab({ stored: { ...STORED, settings: { ...SETTINGS, image } } })

    expect(screen.getByRole('img', { name: 'Imagem da loja' })).toHaveAttribute('src', image)
  })

  it('updates the bank app preview as the receiver is typed', async () => {
    const { user } = await openShopTab()
    const before = bankPreview().textContent

    await user.type(input('Nome do recebedor'), 'Maria Couros')
    await waitFor(() => expect(bankPreview()).toHaveTextContent(/MARIA COUROS/i))
    expect(bankPreview().textContent).not.toBe(before)

    await user.clear(input('Cidade do recebedor'))
    await user.type(input('Cidade do recebedor'), 'Campinas')
    await waitFor(() => expect(bankPreview()).toHaveTextContent(/CAMPINAS/i))
  })

  it('fills street, neighbourhood, city and state from the CEP', async () => {
    const empty = { ...SETTINGS, address: EMPTY_SHOP_ADDRESS }
    const { user, fetchMock } = await openShopTab({ stored: { ...STORED, settings: empty } })

    await user.type(input('CEP'), '01310100')

    await waitFor(() => expect(input('Rua')).toHaveValue('Avenida Paulista'))
    expect(input('Bairro')).toHaveValue('Bela Vista')
    expect(input('Cidade')).toHaveValue('São Paulo')
    expect(screen.getByLabelText('Estado')).toHaveValue('SP')
    expect(fetchMock).toHaveBeenCalledWith('/api/cep/01310100', expect.anything())
  })

  it('says the settings could not be loaded', async () => {
    stubShopSettingsApi({
      answer: ({ url }) => (url.pathname === ADMIN_SHOP_SETTINGS ? serverError() : undefined),
    })
    renderApp('/admin?tab=loja')

    const panel = await screen.findByRole('tabpanel', { name: 'Loja' })
    expect(
      await within(panel).findByText('Erro ao carregar dados. Tente novamente.'),
    ).toHaveAttribute('role', 'alert')
    expect(within(panel).getByRole('button', { name: 'Tentar Novamente' })).toBeInTheDocument()
    expect(within(panel).queryByRole('group', { name: 'Identificação' })).toBeNull()
  })
})
