import { screen, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { renderApp, stubApi } from '#web/testing/render.tsx'

describe("the footer's links", () => {
  it('keeps the help links and lists the three policies', async () => {
    stubApi()
    renderApp('/duvidas')

    const help = within(await screen.findByRole('navigation', { name: 'Ajuda' }))
    expect(help.getByRole('link', { name: 'Central de Dúvidas' })).toHaveAttribute(
      'href',
      '/duvidas',
    )
    expect(help.getByRole('link', { name: 'Downloads' })).toHaveAttribute('href', '/baixar')
    const policies = within(screen.getByRole('navigation', { name: 'Políticas' }))
    expect(
      policies.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Política de Privacidade', '/privacidade'],
      ['Termos de Venda', '/termos'],
      ['Trocas e Devoluções', '/trocas-e-devolucoes'],
    ])
  })
})
