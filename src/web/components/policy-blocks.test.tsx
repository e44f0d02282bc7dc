import { render, screen, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { policyBlocks, type PolicyBlock } from '#domain/policy-text.ts'
import { PolicyBlocks } from './policy-blocks.tsx'

const TEXT = `## Seus dados

Coletamos o nome e o email. Veja a [Política de Privacidade](/privacidade) e https://www.gov.br/anpd.

- Nome
- Email: [escreva-nos](mailto:contato@loja.com.br)`

describe('PolicyBlocks', () => {
  it('draws headings, paragraphs, lists and links', () => {
    render(<PolicyBlocks blocks={policyBlocks(TEXT)} />)

    expect(screen.getByRole('heading', { level: 2, name: 'Seus dados' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/privacidade',
    )
    expect(screen.getByRole('link', { name: 'Política de Privacidade' })).not.toHaveAttribute('rel')
    const external = screen.getByRole('link', { name: 'https://www.gov.br/anpd' })
    expect(external).toHaveAttribute('href', 'https://www.gov.br/anpd')
    expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual(['Nome', 'Email: escreva-nos'])
    expect(within(items[1]!).getByRole('link', { name: 'escreva-nos' })).toHaveAttribute(
      'href',
      'mailto:contato@loja.com.br',
    )
  })

  it('shows HTML the owner typed as text', () => {
    const { container } = render(
      <PolicyBlocks blocks={policyBlocks('Antes <script>alert(1)</script> <b>depois</b>')} />,
    )

    expect(screen.getByText('Antes <script>alert(1)</script> <b>depois</b>')).toBeInTheDocument()
    expect(container.querySelector('script, b')).toBeNull()
  })

  it('makes no link of a javascript: address, from the text or from blocks built elsewhere', () => {
    const built: PolicyBlock[] = [
      { kind: 'paragraph', parts: [{ text: 'y', href: 'javascript:alert(2)' }, { text: ' fim' }] },
      { kind: 'list', items: [[{ text: 'z', href: '//outra.loja' }]] },
    ]
    render(<PolicyBlocks blocks={[...policyBlocks('[x](javascript:alert(1))'), ...built]} />)

    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('[x](javascript:alert(1))')).toBeInTheDocument()
    // The text around a refused link is one text node, as the server's HTML holds it.
    const paragraph = screen.getByText('y fim')
    expect(paragraph.childNodes).toHaveLength(1)
    expect(screen.getByRole('listitem')).toHaveTextContent('z')
  })
})
