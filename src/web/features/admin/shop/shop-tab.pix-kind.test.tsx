import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { PIX_KEY_MESSAGES } from '#domain/pix-key.ts'
import { openShopTab } from '#web/testing/admin/shop-fixtures.ts'

const pix = () => within(screen.getByRole('group', { name: 'PIX' }))
const saveButton = () => screen.getByRole('button', { name: /^Salva(r|ndo\.\.\.)$/ })

describe("admin Loja tab: the PIX key's kind (decision 049)", () => {
  it("stores a phone typed as 11 digits under 'Telefone' as +55, refused as a CPF", async () => {
    const { user, sent } = await openShopTab()
    const key = pix().getByLabelText('Chave PIX')

    await user.selectOptions(pix().getByLabelText('Tipo da chave'), 'CPF')
    await user.clear(key)
    await user.type(key, '41987654321')
    await user.click(saveButton())
    await waitFor(() =>
      expect(key).toHaveAccessibleDescription(expect.stringContaining(PIX_KEY_MESSAGES.cpf)),
    )
    expect(sent()).toHaveLength(0)

    await user.selectOptions(pix().getByLabelText('Tipo da chave'), 'Telefone')
    await user.click(saveButton())
    expect(await screen.findByText('Configurações salvas')).toBeInTheDocument()
    expect(sent().at(-1)?.settings.pix.key).toBe('+5541987654321')
    expect(sent().at(-1)?.settings.pix).not.toHaveProperty('keyKind')
    // Shown again as what it is now: a phone key.
    await waitFor(() => expect(pix().getByLabelText('Tipo da chave')).toHaveValue('phone'))
    expect(key).toHaveValue('+5541987654321')
  })
})
