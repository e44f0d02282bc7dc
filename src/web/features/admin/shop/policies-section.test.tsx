import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { openShopTab } from '#web/testing/admin/shop-fixtures.ts'
import { ADMIN_POLICIES } from '#web/testing/admin/policy-fixtures.ts'
import { serverError } from '#web/testing/render.tsx'

async function openPolicies(options: Parameters<typeof openShopTab>[0] = {}) {
  const view = await openShopTab(options)
  const list = await screen.findByRole('tablist', { name: 'Políticas' })
  return { ...view, list }
}

const tab = (name: string) => screen.getByRole('tab', { name })
const text = (label: string) => screen.getByRole<HTMLTextAreaElement>('textbox', { name: label })

describe("admin Loja tab: 'Políticas'", () => {
  it('shows the three policies as tabs, the first open, with its version and history', async () => {
    const { list } = await openPolicies()

    expect(screen.getByRole('heading', { level: 3, name: 'Políticas' })).toBeInTheDocument()
    expect(
      within(list)
        .getAllByRole('tab')
        .map((each) => each.textContent),
    ).toEqual(['Privacidade', 'Termos de Venda', 'Trocas e Devoluções'])
    expect(tab('Privacidade')).toHaveAttribute('aria-selected', 'true')
    const panel = screen.getByRole('tabpanel', { name: 'Privacidade' })
    expect(within(panel).getByLabelText('Texto da Política de Privacidade')).toHaveValue(
      '## Quem somos\n\nA {loja} trata seus dados.\n\n- Interessados: guardados por {dias_interessados} dias',
    )
    expect(within(panel).getByText('Versão 2 em vigor')).toBeInTheDocument()
    const history = within(panel).getByRole('region', { name: 'Histórico' })
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual([
      'Versão 2 — 02/03/2026 14:30 — dona@couroearte.com.br',
      'Versão 1 — 05/01/2026 09:00 — texto padrão da loja',
    ])
    const link = within(history).getByRole('link', { name: 'Ver versão 1 (abre em nova aba)' })
    expect(link).toHaveAttribute('href', '/privacidade?versao=1')
    expect(link).toHaveAttribute('target', '_blank')
    expect(screen.queryByRole('tabpanel', { name: 'Termos de Venda' })).toBeNull()
  })

  it('moves between the tabs with the arrows, Home and End, one tab stop for the list', async () => {
    const { user } = await openPolicies()
    tab('Privacidade').focus()

    await user.keyboard('{ArrowRight}')
    expect(tab('Termos de Venda')).toHaveFocus()
    expect(tab('Termos de Venda')).toHaveAttribute('aria-selected', 'true')
    expect(tab('Privacidade')).toHaveAttribute('tabindex', '-1')
    expect(text('Texto dos Termos de Venda')).toHaveValue(
      'Ao comprar na {loja} você aceita estes termos.',
    )
    expect(screen.queryByRole('textbox', { name: 'Texto da Política de Privacidade' })).toBeNull()

    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(tab('Privacidade')).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(tab('Trocas e Devoluções')).toHaveFocus()
    expect(screen.getByRole('tabpanel', { name: 'Trocas e Devoluções' })).toBeVisible()
    await user.keyboard('{Home}')
    expect(tab('Privacidade')).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{End}')
    expect(tab('Trocas e Devoluções')).toHaveAttribute('aria-selected', 'true')
    expect(tab('Trocas e Devoluções')).toHaveAttribute('tabindex', '0')
  })

  it("keeps each policy's unsaved text while another is open", async () => {
    const { user } = await openPolicies()

    await user.clear(text('Texto da Política de Privacidade'))
    await user.type(text('Texto da Política de Privacidade'), 'Rascunho de privacidade.')
    await user.click(tab('Termos de Venda'))
    await user.type(text('Texto dos Termos de Venda'), ' Mais um termo.')
    await user.click(tab('Privacidade'))

    expect(text('Texto da Política de Privacidade')).toHaveValue('Rascunho de privacidade.')
    await user.click(tab('Termos de Venda'))
    expect(text('Texto dos Termos de Venda')).toHaveValue(
      'Ao comprar na {loja} você aceita estes termos. Mais um termo.',
    )
  })

  it('says the policies could not be loaded, and asks again', async () => {
    let failing = true
    const { user } = await openShopTab({
      answer: ({ url }) => (url.pathname === ADMIN_POLICIES && failing ? serverError() : undefined),
    })

    const section = screen.getByRole('region', { name: 'Políticas' })
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Erro ao carregar as políticas.',
    )
    failing = false
    await user.click(within(section).getByRole('button', { name: 'Tentar Novamente' }))

    await waitFor(() => expect(within(section).getByRole('tablist')).toBeInTheDocument())
    expect(within(section).queryByRole('alert')).toBeNull()
  })
})
