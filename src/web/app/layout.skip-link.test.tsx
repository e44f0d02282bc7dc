import { screen } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { renderApp, stubApi } from '#web/testing/render.tsx'

describe("'Pular para o conteúdo'", () => {
  it("is the page's first stop for the keyboard, and names the page's main region", async () => {
    stubApi()
    const { user } = renderApp('/duvidas')
    await screen.findByRole('navigation', { name: 'Ajuda' })

    await user.tab()
    const skip = screen.getByRole('link', { name: 'Pular para o conteúdo' })
    expect(skip).toHaveFocus()
    expect(skip).toHaveAttribute('href', '#conteudo')
    const main = screen.getByRole('main')
    expect(main).toHaveAttribute('id', 'conteudo')
    expect(main).toHaveAttribute('tabindex', '-1')
  })
})
