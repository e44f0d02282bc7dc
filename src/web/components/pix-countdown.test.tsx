import { render, screen } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { formatTimeLeft, PixCountdown } from './pix-countdown.tsx'

describe('formatTimeLeft', () => {
  it.each([
    [30 * 60_000, '30:00'],
    [29 * 60_000 + 59_000, '29:59'],
    [59_400, '01:00'], // a second begun counts as left: 00:00 is never shown, it is "expired"
    [1, '00:01'],
    [2 * 3600_000 + 5 * 60_000 + 7_000, '2:05:07'],
    [3 * 24 * 3600_000, '72:00:00'],
  ])('%i ms is %s', (ms, text) => {
    expect(formatTimeLeft(ms)).toBe(text)
  })
})

describe('PixCountdown', () => {
  it('gives the time left in a silent timer and the end time in words', () => {
    // 21:30 UTC is 18:30 in Brasília.
    render(<PixCountdown expiresAt="2026-11-24T21:30:00.000Z" left={29 * 60_000 + 59_000} />)

    const timer = screen.getByRole('timer')
    expect(timer).toHaveTextContent('O código expira em 29:59')
    expect(timer).toHaveAttribute('aria-live', 'off')
    expect(screen.getByText(/^Válido até/)).toHaveTextContent('Válido até 18:30')
  })

  it('says the day too when the code lasts past the next hours', () => {
    render(<PixCountdown expiresAt="2026-11-26T21:30:00.000Z" left={48 * 3600_000} />)

    expect(screen.getByText(/^Válido até/)).toHaveTextContent('Válido até 26/11/2026, 18:30')
  })
})
