import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PAGE_DATA_ID } from '#domain/page-data.ts'

const PAGE = { items: [{ id: 'p1', name: 'Tapete </script><b>bordado</b>' }], nextOffset: null }

/** The page as the server sends it: the first screen's answers in a JSON block (page-data.ts). */
function embed(responses: Record<string, unknown>) {
  const block = document.createElement('script')
  block.type = 'application/json'
  block.id = PAGE_DATA_ID
  block.textContent = JSON.stringify(responses).replace(/</g, '\\u003c')
  document.head.append(block)
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>
beforeEach(() => {
  // A fresh module per test: it reads the block once.
  vi.resetModules()
  fetchMock = vi.fn<typeof fetch>(async () => Response.json({ items: [], nextOffset: null }))
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  document.getElementById(PAGE_DATA_ID)?.remove()
  vi.unstubAllGlobals()
})

describe('the first screen answered from the page', () => {
  it('answers the first GET of an embedded URL without the network, then asks the server', async () => {
    embed({ '/api/products': PAGE })
    const { api, call } = await import('./api-client.ts')

    expect(await call(api.products.$get({ query: {} }))).toEqual(PAGE)
    expect(fetchMock).not.toHaveBeenCalled()

    await call(api.products.$get({ query: {} }))
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('is used for nothing else: other URLs and other methods go to the server', async () => {
    embed({ '/api/products': PAGE })
    const { api } = await import('./api-client.ts')

    await api.products.$get({ query: { offset: '48' } })
    await api.leads.$post({ json: {} as never })
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/products?offset=48',
      '/api/leads',
    ])
  })

  it('without a block (or with a broken one) every request goes to the server', async () => {
    const block = document.createElement('script')
    block.type = 'application/json'
    block.id = PAGE_DATA_ID
    block.textContent = '{quebrado'
    document.head.append(block)
    const { api } = await import('./api-client.ts')

    await api.products.$get({ query: {} })
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
