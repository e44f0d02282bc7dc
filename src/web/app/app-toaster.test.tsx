import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** A fresh facade and Toaster host: sonner not loaded yet, as for a new visitor. */
async function freshToasts() {
  vi.resetModules()
  const [{ toast }, { AppToaster }] = await Promise.all([
    import('#web/lib/toast.ts'),
    import('./app-toaster.tsx'),
  ])
  return { toast, AppToaster }
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  vi.doUnmock('sonner')
})

describe('toasts load sonner on first use', () => {
  it('shows a toast fired before sonner has loaded', async () => {
    const { toast, AppToaster } = await freshToasts()
    render(<AppToaster />)

    act(() => toast.success('Produto adicionado ao carrinho!'))
    // Nothing to draw it with yet: sonner is still on its way.
    expect(screen.queryByText('Produto adicionado ao carrinho!')).toBeNull()

    expect(await screen.findByText('Produto adicionado ao carrinho!')).toBeInTheDocument()
  })

  it('shows toasts fired before the Toaster is on the page, in order', async () => {
    const { toast, AppToaster } = await freshToasts()

    toast.error('Produto fora de estoque!')
    toast.success('Endereço salvo!')
    render(<AppToaster />)

    const first = await screen.findByText('Produto fora de estoque!')
    const second = await screen.findByText('Endereço salvo!')
    // sonner draws the newest toast first.
    expect(second.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('starts loading sonner on the first tap, before any toast', async () => {
    const { AppToaster } = await freshToasts()
    render(<AppToaster />)
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull()

    fireEvent.pointerDown(window)

    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeInTheDocument()
  })

  it('tries again on the next toast when sonner failed to load', async () => {
    vi.doMock('sonner', () => {
      throw new Error('Failed to fetch dynamically imported module')
    })
    const { toast, AppToaster } = await freshToasts()
    render(<AppToaster />)

    toast.success('Primeiro aviso')
    await vi.waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        'Não foi possível mostrar o aviso',
        expect.any(Error),
      ),
    )

    vi.doUnmock('sonner')
    act(() => toast.success('Segundo aviso'))

    expect(await screen.findByText('Segundo aviso')).toBeInTheDocument()
    expect(screen.queryByText('Primeiro aviso')).toBeNull()
  })
})
