import { screen, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { openShopTab } from '#web/testing/admin/shop-fixtures.ts'

const LABEL = 'Texto da Política de Privacidade'
const text = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: LABEL })

describe("admin 'Políticas': the preview", () => {
  it("shows the text as its page will, the shop's details filled in and markup as text", async () => {
    const { user } = await openShopTab()
    await screen.findByRole('tablist', { name: 'Políticas' })

    await user.clear(text())
    await user.click(text())
    await user.paste(
      '## Seus dados\n\nA {loja} guarda interessados por {dias_interessados} dias.\n\n<script>alert(1)</script>',
    )
    await user.click(screen.getByRole('button', { name: 'Pré-visualizar' }))

    const preview = screen.getByRole('region', {
      name: 'Pré-visualização: Política de Privacidade',
    })
    expect(within(preview).getByRole('heading', { name: 'Seus dados' })).toBeInTheDocument()
    // The shop's name as /api/shop gives it, and the days from GET /api/admin/policies.
    expect(
      within(preview).getByText('A Vitrine guarda interessados por 90 dias.'),
    ).toBeInTheDocument()
    expect(within(preview).getByText('<script>alert(1)</script>')).toBeInTheDocument()
    expect(preview.querySelector('script')).toBeNull()
    expect(screen.queryByRole('textbox', { name: LABEL })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Editar' }))

    expect(screen.queryByRole('region', { name: /^Pré-visualização/ })).toBeNull()
    expect(text()).toHaveValue(
      '## Seus dados\n\nA {loja} guarda interessados por {dias_interessados} dias.\n\n<script>alert(1)</script>',
    )
  })
})
