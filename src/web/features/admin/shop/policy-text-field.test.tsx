import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { POLICY_MESSAGES } from '#domain/policy-messages.ts'
import { openShopTab } from '#web/testing/admin/shop-fixtures.ts'

const LABEL = 'Texto da Política de Privacidade'
const text = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: LABEL })
const panel = () => screen.getByRole('tabpanel', { name: 'Privacidade' })

async function openPolicies() {
  const view = await openShopTab()
  await screen.findByRole('tablist', { name: 'Políticas' })
  return view
}

describe("admin 'Políticas': a policy's text", () => {
  it('explains the format and the placeholders the shop fills', async () => {
    const { user } = await openPolicies()

    expect(text()).toHaveAccessibleDescription(
      expect.stringContaining(
        'Parágrafos separados por uma linha em branco; "- " no início da linha faz uma lista; "## " faz um título; links como [texto](https://...). Sem HTML.',
      ),
    )
    const summary = within(panel()).getByText('Campos preenchidos com os dados da loja')
    const fields = summary.closest('details') as HTMLDetailsElement
    expect(fields.open).toBe(false)
    await user.click(summary)
    expect(fields.open).toBe(true)
    expect(within(fields).getByText('{dias_interessados}')).toBeInTheDocument()
    expect(within(fields).getByText('nome da loja')).toBeInTheDocument()
  })

  it('counts the characters as they are typed, and past 50.000 says so and sends nothing', async () => {
    const { user, policies } = await openPolicies()

    await user.clear(text())
    await user.type(text(), 'Olá')
    expect(within(panel()).getByText('3 de 50.000 caracteres')).toBeInTheDocument()
    expect(text()).toHaveAccessibleDescription(expect.stringContaining('3 de 50.000 caracteres'))
    expect(text()).not.toHaveAttribute('aria-invalid')

    await user.clear(text())
    await user.paste('a'.repeat(51_000))

    expect(within(panel()).getByText('51.000 de 50.000 caracteres')).toBeInTheDocument()
    expect(text()).toHaveAttribute('aria-invalid', 'true')
    expect(text()).toHaveAccessibleDescription(expect.stringContaining(POLICY_MESSAGES.tooLong))
    expect(within(panel()).getByText(POLICY_MESSAGES.tooLong).parentElement).toHaveAttribute(
      'aria-live',
      'polite',
    )

    await user.click(screen.getByRole('button', { name: 'Salvar Política de Privacidade' }))
    await waitFor(() => expect(text()).toHaveFocus())
    expect(policies.sent('privacidade')).toHaveLength(0)

    await user.type(text(), '{Backspace}')
    expect(within(panel()).getByText('50.999 de 50.000 caracteres')).toBeInTheDocument()
    await user.clear(text())
    await user.type(text(), 'Curto.')
    expect(text()).not.toHaveAttribute('aria-invalid')
    expect(within(panel()).queryByText(POLICY_MESSAGES.tooLong)).toBeNull()
  })
})
