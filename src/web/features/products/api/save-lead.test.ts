import { afterEach, describe, expect, it, vi } from 'vitest'
import { LEAD_MESSAGES } from '#domain/schemas/lead.ts'
import { json, serverError } from '#web/testing/render.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { LEAD_RETRY_DELAYS_MS, leadFailureMessage, saveLead } from './save-lead.ts'

const INPUT = {
  productId: '00000000-0000-4000-8000-000000000001',
  whatsapp: '11987654321',
  carInfo: 'Honda Civic 2020',
}
const CREATED = {
  lead: { id: 'l-1', productId: INPUT.productId, kind: 'notify', createdAt: '2026-01-01' },
}

/** fetch answering from `list` in order; an Error rejects, as fetch does without a connection. */
function stubFetch(...list: (Response | Error)[]) {
  const fetchMock = vi.fn(async () => {
    const next = list.shift() ?? json(CREATED, 201)
    if (next instanceof Error) throw next
    return next
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function options(online: () => boolean = () => true) {
  const waits: number[] = []
  const wait = async (ms: number) => {
    waits.push(ms)
  }
  return { waits, options: { wait, isOnline: online } }
}

const noConnection = () => new TypeError('Failed to fetch')

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('saveLead', () => {
  it('waits 1 s and then 2 s: 3 attempts in all', () => {
    expect(LEAD_RETRY_DELAYS_MS).toEqual([1000, 2000])
  })

  it('posts the lead once when it works', async () => {
    const fetchMock = stubFetch()
    const { waits, options: opts } = options()

    await expect(saveLead(INPUT, opts)).resolves.toEqual(CREATED)

    expect(fetchMock).toHaveBeenCalledOnce()
    expect(waits).toEqual([])
  })

  it('tries again after failed connections, waiting 1 s and then 2 s', async () => {
    const fetchMock = stubFetch(noConnection(), noConnection())
    const { waits, options: opts } = options()

    await expect(saveLead(INPUT, opts)).resolves.toEqual(CREATED)

    expect(fetchMock).toHaveBeenCalledTimes(3)
    expect(waits).toEqual([1000, 2000])
  })

  it('gives up after the third failed connection', async () => {
    const fetchMock = stubFetch(noConnection(), noConnection(), noConnection(), noConnection())
    const { waits, options: opts } = options()

    await expect(saveLead(INPUT, opts)).rejects.toThrow(LEAD_MESSAGES.network)
    expect(fetchMock).toHaveBeenCalledTimes(3)
    expect(waits).toEqual([1000, 2000])
  })

  it.each([
    ['a refusal', json({ error: { code: 'too-many', message: 'Muitas tentativas.' } }, 429)],
    ['a server failure', serverError()],
  ])('does not try again after %s', async (_, response) => {
    const fetchMock = stubFetch(response)
    const { waits, options: opts } = options()

    await expect(saveLead(INPUT, opts)).rejects.toThrow()
    expect(fetchMock).toHaveBeenCalledOnce()
    expect(waits).toEqual([])
  })

  it('does not send while offline', async () => {
    const fetchMock = stubFetch()
    const { options: opts } = options(() => false)

    await expect(saveLead(INPUT, opts)).rejects.toThrow(LEAD_MESSAGES.offline)
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

describe('leadFailureMessage', () => {
  it('maps failures to the messages of spec.md section 8', () => {
    const refused = new ApiError(400, 'invalid', 'DDD inválido')
    expect(leadFailureMessage(refused, true)).toBe('DDD inválido')
    expect(leadFailureMessage(new ApiError(0, 'network', 'x'), true)).toBe(LEAD_MESSAGES.network)
    expect(leadFailureMessage(new ApiError(503, 'http', 'x'), true)).toBe(LEAD_MESSAGES.unknown)
    expect(leadFailureMessage(new ApiError(500, 'internal', 'x', '3f9a1c0b7d2e'), true)).toBe(
      `${LEAD_MESSAGES.unknown} Código do erro: 3f9a1c0b7d2e`,
    )
    expect(leadFailureMessage(new Error('boom'), true)).toBe(LEAD_MESSAGES.unknown)
    expect(leadFailureMessage(new ApiError(0, 'network', 'x'), false)).toBe(LEAD_MESSAGES.offline)
  })
})
