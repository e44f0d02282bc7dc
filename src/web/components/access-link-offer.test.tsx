import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/preact'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '#web/lib/query-client.ts'
import { apiError, sentBodies } from '#web/testing/auth-fixtures.ts'
import { json, serverError, stubApi } from '#web/testing/render.tsx'
import { AccessLinkOffer } from './access-link-offer.tsx'

const OFFER = 'Receber link de acesso por email'
const SENT =
  'Se houver uma conta com este email, enviamos um link de acesso. Ele vale por 15 minutos.'
const PATH = '/api/auth/access-link'

/** The offer for `email`; POST /api/auth/access-link answers `answer` (a promise waits). */
function renderOffer(
  answer: Response | Promise<Response> = json({ message: SENT }),
  { email = 'cliente@example.com', redirectTo }: { email?: string; redirectTo?: string } = {},
) {
  const fetchMock = stubApi({
    handler: ({ method, url }) => (method === 'POST' && url.pathname === PATH ? answer : undefined),
  })
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AccessLinkOffer getEmail={() => email} redirectTo={redirectTo} />
    </QueryClientProvider>,
  )
  return { fetchMock, user: userEvent.setup() }
}

describe('access link offer', () => {
  it('sends the link to the email typed and says so politely', async () => {
    const { fetchMock, user } = renderOffer(undefined, { email: ' Cliente@Example.com ' })

    await user.click(screen.getByRole('button', { name: OFFER }))

    expect(await screen.findByRole('status')).toHaveTextContent(SENT)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(sentBodies(fetchMock, 'POST', PATH)).toEqual([{ email: 'cliente@example.com' }])
  })

  it('asks for the link to land on redirectTo', async () => {
    const { fetchMock, user } = renderOffer(undefined, { redirectTo: '/checkout' })

    await user.click(screen.getByRole('button', { name: OFFER }))

    expect(await screen.findByText(SENT)).toBeInTheDocument()
    expect(sentBodies(fetchMock, 'POST', PATH)).toEqual([
      { email: 'cliente@example.com', redirectTo: '/checkout' },
    ])
  })

  it('is disabled while the link is being sent', async () => {
    let answer: (response: Response) => void = () => {}
    const { fetchMock, user } = renderOffer(new Promise((resolve) => (answer = resolve)))

    await user.click(screen.getByRole('button', { name: OFFER }))

    expect(screen.getByRole('button', { name: OFFER })).toBeDisabled()
    answer(json({ message: SENT }))
    expect(await screen.findByText(SENT)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: OFFER })).toBeEnabled()
    expect(sentBodies(fetchMock, 'POST', PATH)).toHaveLength(1)
  })

  it("announces the server's refusal: too many requests", async () => {
    const wait = 'Muitas tentativas. Tente novamente em 15 minutos.'
    const { user } = renderOffer(apiError(429, 'too-many-requests', wait))

    await user.click(screen.getByRole('button', { name: OFFER }))

    expect(await screen.findByRole('alert')).toHaveTextContent(wait)
    expect(screen.getByRole('status')).toHaveTextContent('')
  })

  it('says the link could not be sent when the server fails', async () => {
    const { user } = renderOffer(serverError())

    await user.click(screen.getByRole('button', { name: OFFER }))

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível enviar o link de acesso. Tente novamente.',
    )
  })

  it('checks the email before asking the server', async () => {
    const { fetchMock, user } = renderOffer(undefined, { email: 'cliente@' })

    await user.click(screen.getByRole('button', { name: OFFER }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Email inválido')
    expect(sentBodies(fetchMock, 'POST', PATH)).toEqual([])
  })
})
