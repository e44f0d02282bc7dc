import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { SHOP_SETTINGS_FORM_MESSAGES } from '#domain/schemas/shop-settings.ts'
import { TAX_ID_MESSAGES } from '#domain/tax-id.ts'
import { json, requestedPaths, serverError } from '#web/testing/render.tsx'
import {
  ADMIN_SHOP_SETTINGS,
  openShopTab,
  SETTINGS,
  STORED,
} from '#web/testing/admin/shop-fixtures.ts'

const STALE = 'As configurações foram alteradas em outra aba. Recarregue.'
const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label)
// The settings' own button ('Políticas' has one named after its policy).
const saveButton = () => screen.getByRole('button', { name: /^Salva(r|ndo\.\.\.)$/ })

describe('admin Loja tab: saving', () => {
  it('refuses a CNPJ with wrong check digits under its field, focused, and sends nothing', async () => {
    const { user, sent } = await openShopTab()

    await user.clear(input('CNPJ ou CPF'))
    await user.type(input('CNPJ ou CPF'), '12.abc.345/01de-36')
    expect(input('CNPJ ou CPF')).toHaveValue('12.ABC.345/01DE-36')
    await user.click(saveButton())

    await waitFor(() =>
      expect(input('CNPJ ou CPF')).toHaveAccessibleDescription(TAX_ID_MESSAGES.cnpj),
    )
    expect(input('CNPJ ou CPF')).toHaveAttribute('aria-invalid', 'true')
    expect(input('CNPJ ou CPF')).toHaveFocus()
    expect(sent()).toHaveLength(0)
  })

  it("refuses a shop name without Latin letters while 'Nome do recebedor' is blank, under that field", async () => {
    const { user, sent } = await openShopTab()

    await user.clear(input('Nome da loja'))
    await user.type(input('Nome da loja'), 'АвтоМастер')
    await user.clear(input('Nome do recebedor'))
    await user.click(saveButton())

    await waitFor(() =>
      expect(input('Nome do recebedor')).toHaveAccessibleDescription(
        expect.stringContaining(SHOP_SETTINGS_FORM_MESSAGES.merchantNameNeeded),
      ),
    )
    expect(input('Nome do recebedor')).toHaveFocus()
    expect(sent()).toHaveLength(0)
  })

  it('focuses the first wrong field of the page, nested ones included', async () => {
    const { user, sent } = await openShopTab()

    await user.clear(input('Cidade do recebedor'))
    await user.type(input('Cidade do recebedor'), 'Uma cidade de nome comprido demais')
    await user.click(saveButton())

    await waitFor(() =>
      expect(input('Cidade do recebedor')).toHaveAttribute('aria-invalid', 'true'),
    )
    expect(input('Cidade do recebedor')).toHaveFocus()
    expect(sent()).toHaveLength(0)
  })

  it('sends the version and the settings, says so, and shows what was saved', async () => {
    const { user, sent, fetchMock } = await openShopTab()
    const asked = (path: string) => requestedPaths(fetchMock).filter((p) => p === path).length
    const before = { setup: asked('/api/admin/setup'), shop: asked('/api/shop') }

    await user.clear(input('Nome da loja'))
    await user.type(input('Nome da loja'), 'Couro Fino')
    await user.clear(input('CNPJ ou CPF'))
    await user.type(input('CNPJ ou CPF'), '12abc34501de35')
    await user.click(saveButton())

    expect(await screen.findByText('Configurações salvas')).toBeInTheDocument()
    expect(sent()).toEqual([
      { version: 3, settings: { ...SETTINGS, name: 'Couro Fino', taxId: '12ABC34501DE35' } },
    ])
    // The form now holds the saved settings, as stored (punctuated again).
    expect(input('CNPJ ou CPF')).toHaveValue('12.ABC.345/01DE-35')
    expect(input('Nome da loja')).toHaveValue('Couro Fino')
    expect(saveButton()).toHaveTextContent('Salvar')
    // The production banner and the store's footer read them too.
    await waitFor(() => expect(asked('/api/admin/setup')).toBeGreaterThan(before.setup))
    await waitFor(() => expect(asked('/api/shop')).toBeGreaterThan(before.shop))

    // The next save names the version the last one created.
    await user.click(saveButton())
    await waitFor(() => expect(sent()).toHaveLength(2))
    expect(sent()[1]?.version).toBe(4)
  })

  it('refuses a save over another tab\'s; "Recarregar" shows the stored settings', async () => {
    const { user, sent, saveElsewhere } = await openShopTab()
    saveElsewhere({ ...SETTINGS, name: 'Nome de Outra Aba' })

    await user.clear(input('Horário de atendimento'))
    await user.type(input('Horário de atendimento'), 'Todos os dias')
    await user.click(saveButton())

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(STALE)
    expect(screen.queryByText('Configurações salvas')).toBeNull()
    // What was typed stays until the owner chooses.
    expect(input('Horário de atendimento')).toHaveValue('Todos os dias')

    await user.click(screen.getByRole('button', { name: 'Recarregar' }))

    await waitFor(() => expect(input('Nome da loja')).toHaveValue('Nome de Outra Aba'))
    expect(input('Horário de atendimento')).toHaveValue(SETTINGS.supportHours)
    expect(screen.queryByText(STALE)).toBeNull()
    expect(screen.queryByRole('button', { name: 'Recarregar' })).toBeNull()
    await waitFor(() => expect(input('Nome da loja')).toHaveFocus())

    await user.click(saveButton())
    expect(await screen.findByText('Configurações salvas')).toBeInTheDocument()
    expect(sent().map((body) => body?.version)).toEqual([3, 4])
  })

  it("says 'Salvando...' on the disabled button while the save is on its way", async () => {
    let answer: (response: Response) => void = () => {}
    const { user } = await openShopTab({
      answer: ({ method }) =>
        method === 'PUT' ? new Promise<Response>((resolve) => (answer = resolve)) : undefined,
    })

    await user.click(saveButton())

    await waitFor(() => expect(saveButton()).toHaveTextContent('Salvando...'))
    expect(saveButton()).toBeDisabled()
    answer(json(STORED))
    expect(await screen.findByText('Configurações salvas')).toBeInTheDocument()
    expect(saveButton()).toHaveTextContent('Salvar')
    expect(saveButton()).toBeEnabled()
  })

  it('shows any other failure in an alert', async () => {
    const { user } = await openShopTab({
      answer: ({ method, url }) =>
        method === 'PUT' && url.pathname === ADMIN_SHOP_SETTINGS ? serverError() : undefined,
    })

    await user.click(saveButton())

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Erro ao salvar as configurações. Tente novamente.')
    expect(within(alert).queryByRole('button')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Recarregar' })).toBeNull()
    expect(saveButton()).toBeEnabled()
  })
})
