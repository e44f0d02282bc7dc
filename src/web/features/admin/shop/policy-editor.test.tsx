import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { POLICY_MESSAGES } from '#domain/policy-messages.ts'
import { openShopTab } from '#web/testing/admin/shop-fixtures.ts'
import { ADMIN_POLICIES, POLICIES } from '#web/testing/admin/policy-fixtures.ts'
import { json } from '#web/testing/render.tsx'

const LABEL = 'Texto da Política de Privacidade'
const text = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: LABEL })
const saveButton = () => screen.getByRole('button', { name: /^Salva.* Política de Privacidade$/ })
const panel = () => screen.getByRole('tabpanel', { name: 'Privacidade' })

async function openPolicies(options: Parameters<typeof openShopTab>[0] = {}) {
  const view = await openShopTab(options)
  await screen.findByRole('tablist', { name: 'Políticas' })
  return view
}

describe("admin 'Políticas': saving a policy", () => {
  it('sends the version and the text, says so, and lists the new version', async () => {
    const { user, policies, queryClient } = await openPolicies()
    const publicPage = ['policies', 'privacidade', 'latest']
    queryClient.setQueryData(publicPage, { text: 'A página pública, já lida.' })

    await user.clear(text())
    await user.type(text(), 'Nosso novo texto.')
    await user.click(saveButton())

    expect(await screen.findByText('Política salva')).toBeInTheDocument()
    expect(policies.sent('privacidade')).toEqual([{ version: 2, text: 'Nosso novo texto.' }])
    expect(within(panel()).getByText('Versão 3 em vigor')).toBeInTheDocument()
    const history = within(panel()).getByRole('region', { name: 'Histórico' })
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent(
      'Versão 3 — 01/04/2026 10:05 — admin@example.com',
    )
    expect(within(history).getByRole('link', { name: /^Ver versão 3/ })).toHaveAttribute(
      'href',
      '/privacidade?versao=3',
    )
    expect(text()).toHaveValue('Nosso novo texto.')
    // The policy's public page, if read in this session, asks again.
    expect(queryClient.getQueryState(publicPage)?.isInvalidated).toBe(true)

    // The next save names the version the last one created.
    await user.type(text(), ' E mais.')
    await user.click(saveButton())
    await waitFor(() => expect(policies.sent('privacidade')).toHaveLength(2))
    expect(policies.sent('privacidade')[1]?.version).toBe(3)
  })

  it("says 'Salvando...' on the disabled button while the save is on its way", async () => {
    let answer: (response: Response) => void = () => {}
    const { user } = await openPolicies({
      answer: ({ method, url }) =>
        method === 'PUT' && url.pathname.startsWith(ADMIN_POLICIES)
          ? new Promise<Response>((resolve) => (answer = resolve))
          : undefined,
    })

    await user.click(saveButton())

    await waitFor(() => expect(saveButton()).toHaveTextContent('Salvando...'))
    expect(saveButton()).toBeDisabled()
    answer(json({ ...POLICIES[0], version: 3 }))
    expect(await screen.findByText('Política salva')).toBeInTheDocument()
    expect(saveButton()).toHaveTextContent('Salvar')
    expect(saveButton()).toBeEnabled()
  })

  it('refuses a save over another tab\'s; "Recarregar" shows the stored text', async () => {
    const { user, policies } = await openPolicies()
    policies.saveElsewhere('privacidade', 'Texto de outra aba.')

    await user.clear(text())
    await user.type(text(), 'Meu texto.')
    await user.click(saveButton())

    expect(await within(panel()).findByRole('alert')).toHaveTextContent(POLICY_MESSAGES.stale)
    expect(screen.queryByText('Política salva')).toBeNull()
    expect(text()).toHaveValue('Meu texto.')

    await user.click(within(panel()).getByRole('button', { name: 'Recarregar' }))

    await waitFor(() => expect(text()).toHaveValue('Texto de outra aba.'))
    await waitFor(() => expect(text()).toHaveFocus())
    expect(within(panel()).queryByRole('alert')).toBeNull()
    expect(within(panel()).getByText('Versão 3 em vigor')).toBeInTheDocument()

    await user.click(saveButton())
    expect(await screen.findByText('Política salva')).toBeInTheDocument()
    expect(policies.sent('privacidade').map((body) => body.version)).toEqual([2, 3])
  })

  it('refuses an empty text under the textarea, focused, and sends nothing', async () => {
    const { user, policies } = await openPolicies()

    await user.clear(text())
    await user.type(text(), '   ')
    await user.click(saveButton())

    await waitFor(() => expect(text()).toHaveAttribute('aria-invalid', 'true'))
    expect(text()).toHaveAccessibleDescription(expect.stringContaining(POLICY_MESSAGES.empty))
    await waitFor(() => expect(text()).toHaveFocus())
    expect(policies.sent('privacidade')).toHaveLength(0)

    await user.type(text(), 'Agora sim.')
    expect(text()).not.toHaveAttribute('aria-invalid')
  })

  it("shows the server's refusal of the text under the textarea, focused", async () => {
    const refusal = 'O texto contém caracteres inválidos.'
    const { user } = await openPolicies({
      answer: ({ method, url }) =>
        method === 'PUT' && url.pathname.startsWith(ADMIN_POLICIES)
          ? json({ error: { code: 'validation', message: refusal } }, 400)
          : undefined,
    })

    await user.click(saveButton())

    await waitFor(() => expect(text()).toHaveAttribute('aria-invalid', 'true'))
    expect(text()).toHaveAccessibleDescription(expect.stringContaining(refusal))
    await waitFor(() => expect(text()).toHaveFocus())
    expect(within(panel()).queryByRole('alert')).toBeNull()
    expect(screen.queryByText('Política salva')).toBeNull()
  })
})
