import { waitFor } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  fillLead,
  leadCreated,
  leadPosts,
  openFromGrid,
  stubLeadApi,
} from '#web/testing/lead-fixtures.ts'

const NOTIFY = ['Manopla de Câmbio', 'Avise-me', 'Avise-me quando chegar'] as const

/** Each call of the returned answer takes the next outcome; an Error stands for no connection. */
function outcomes(...list: (Response | Error)[]) {
  return () => {
    const next = list.shift() ?? leadCreated()
    if (next instanceof Error) throw next
    return next
  }
}

const offline = () => new TypeError('Failed to fetch')

// Only setTimeout is faked, and it still runs with the clock: the waits of 1 s and 2 s pass when
// the test says so, the 0 ms timers of React Query and user-event on their own.
async function submitWithFakeTimers(answer: ReturnType<typeof outcomes>) {
  const fetchMock = stubLeadApi({ answer })
  const { user, dialog } = await openFromGrid(...NOTIFY)
  await fillLead(user, dialog, '11987654321', 'Honda Civic 2020')
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
  await user.click(dialog.getByRole('button', { name: 'Registrar' }))
  const posts = () => leadPosts(fetchMock).length
  await waitFor(() => expect(posts()).toBe(1))
  return { dialog, posts }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('lead modal: trying again on a failed connection', () => {
  it('tries 3 times, waiting 1 s then 2 s, and succeeds on the third', async () => {
    const { dialog, posts } = await submitWithFakeTimers(outcomes(offline(), offline()))

    // 'Not yet' halfway through each wait: the faked clock also moves with real time, and a busy
    // machine must not make the margin. A retry without a wait, or half of it, still fails here.
    await vi.advanceTimersByTimeAsync(500)
    expect(posts()).toBe(1)
    await vi.advanceTimersByTimeAsync(500)
    await waitFor(() => expect(posts()).toBe(2))
    await vi.advanceTimersByTimeAsync(1000)
    expect(posts()).toBe(2)
    await vi.advanceTimersByTimeAsync(1000)
    await waitFor(() => expect(posts()).toBe(3))

    expect(await dialog.findByRole('heading', { name: 'Número registrado!' })).toBeVisible()
    expect(dialog.queryByRole('alert')).toBeNull()
  })

  it('gives up after 3 attempts with the connectivity message', async () => {
    const { dialog, posts } = await submitWithFakeTimers(
      outcomes(offline(), offline(), offline(), offline()),
    )
    expect(dialog.getByRole('button', { name: 'Enviando...' })).toBeDisabled()

    await vi.advanceTimersByTimeAsync(3000)

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Erro de conectividade. Verifique sua conexão com a internet e tente novamente.',
    )
    await vi.advanceTimersByTimeAsync(5000)
    expect(posts()).toBe(3)
    expect(dialog.getByLabelText('WhatsApp')).toHaveValue('(11) 98765-4321')
    expect(dialog.getByRole('button', { name: 'Registrar' })).toBeEnabled()
  })

  it('stops with the offline message when the connection drops after a failure', async () => {
    const { dialog, posts } = await submitWithFakeTimers(outcomes(offline()))

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await vi.advanceTimersByTimeAsync(3000)

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Sem conexão com a internet. Verifique sua conexão e tente novamente.',
    )
    expect(posts()).toBe(1)
  })
})
