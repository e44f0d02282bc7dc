import { render, screen } from '@testing-library/preact'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { LongText } from './long-text.tsx'

const email = 'maria.aparecida.dos.santos.oliveira@exemplo-longo.com.br'

describe('LongText', () => {
  it('cuts a long email to one line, whole in its title, and shows it whole on a tap', async () => {
    const user = userEvent.setup()
    render(<LongText text={email} />)
    const text = screen.getByRole('button', { name: email })

    expect(text).toHaveClass('truncate')
    expect(text).toHaveAttribute('title', email)
    expect(text).toHaveAttribute('aria-expanded', 'false')

    await user.click(text)

    expect(text).not.toHaveClass('truncate')
    expect(text).toHaveClass('wrap-anywhere')
    expect(text).toHaveAttribute('aria-expanded', 'true')

    await user.keyboard('{Enter}')

    expect(text).toHaveClass('truncate')
  })
})
