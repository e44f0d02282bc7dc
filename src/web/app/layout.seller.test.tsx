import { screen, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { json, renderApp, SELLER, SHOP, stubApi } from '#web/testing/render.tsx'

describe('the footer says who sells (Decreto 7.962/2013, art. 2)', () => {
  it('shows the name, CNPJ, address and contacts the owner set in the panel', async () => {
    stubApi({
      handler: ({ method, url }) =>
        method === 'GET' && url.pathname === '/api/shop'
          ? json({ ...SHOP, seller: SELLER })
          : undefined,
    })
    renderApp('/duvidas')
    const seller = within(await screen.findByLabelText('Quem vende'))
    expect(seller.getByText('Oficina do João Ltda · CNPJ 12.ABC.345/01DE-35')).toBeInTheDocument()
    expect(seller.getByText(SELLER.address!)).toBeInTheDocument()
    expect(seller.getByRole('link', { name: 'contato@oficina.com.br' })).toHaveAttribute(
      'href',
      'mailto:contato@oficina.com.br',
    )
    expect(seller.getByRole('link', { name: 'WhatsApp (11) 98765-4321' })).toHaveAttribute(
      'href',
      'https://wa.me/5511987654321',
    )
    expect(seller.getByText('Atendimento: Seg a sex, 9h às 18h')).toBeInTheDocument()
  })

  it('names nobody before the shop is known', async () => {
    stubApi()
    renderApp('/duvidas')
    expect(await screen.findByText(/Feito à mão no Brasil/)).toBeInTheDocument()
    expect(screen.queryByLabelText('Quem vende')).not.toBeInTheDocument()
  })
})
