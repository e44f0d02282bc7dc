import { act, fireEvent, render, screen } from '@testing-library/preact'
import { renderToString } from 'react-dom/server'
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

/** Our polite live region: the one the Toaster is drawn in. */
function liveRegion(container: Element): HTMLElement {
  const region = container.querySelector<HTMLElement>(':scope > [aria-live="polite"]')
  if (!region) throw new Error('no live region')
  return region
}

/** A window as wide as `width`, for sonner's phone breakpoint (max-width: 600px). */
function windowOf(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === '(max-width: 600px)' && width <= 600,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  )
}

describe('toasts and screen readers (issue 23)', () => {
  it("has the polite live region from the first drawing, the server's too, before sonner", async () => {
    const { AppToaster } = await freshToasts()

    expect(renderToString(<AppToaster />)).toBe('<div aria-live="polite"></div>')
    const { container } = render(<AppToaster />)
    expect(liveRegion(container)).toBeEmptyDOMElement()
  })

  it('announces the first toast through that region, and only through it', async () => {
    const { toast, AppToaster } = await freshToasts()
    const { container } = render(<AppToaster />)
    const region = liveRegion(container)

    act(() => toast.success('Produto adicionado ao carrinho!'))

    await vi.waitFor(() => expect(region).toHaveTextContent('Produto adicionado ao carrinho!'))
    // sonner's own region, drawn with the first toast, is an ordinary container: one announcement.
    expect(region.querySelector('[aria-live]')).toBeNull()
    expect(screen.getByRole('region', { name: /Notifications/ })).not.toHaveAttribute('aria-live')

    act(() => toast.error('Produto fora de estoque!'))
    await vi.waitFor(() => expect(region).toHaveTextContent('Produto fora de estoque!'))
    expect(region.querySelector('[aria-live]')).toBeNull()
  })

  it('shows toasts at the top right below the navigation, and at the bottom on a phone', async () => {
    windowOf(1366)
    const wide = await freshToasts()
    const first = render(<wide.AppToaster />)
    act(() => wide.toast.success('Endereço salvo!'))
    await screen.findByText('Endereço salvo!')
    const list = first.container.querySelector<HTMLElement>('[data-sonner-toaster]')!
    expect(list).toHaveAttribute('data-y-position', 'top')
    expect(list).toHaveAttribute('data-x-position', 'right')
    // The navigation is 3.5rem high.
    expect(list.style.getPropertyValue('--offset-top')).toBe('4.5rem')
    first.unmount()

    windowOf(390)
    const phone = await freshToasts()
    const second = render(<phone.AppToaster />)
    act(() => phone.toast.success('Endereço salvo!'))
    await screen.findByText('Endereço salvo!')
    const bottom = second.container.querySelector<HTMLElement>('[data-sonner-toaster]')!
    expect(bottom).toHaveAttribute('data-y-position', 'bottom')
    expect(bottom).toHaveAttribute('data-x-position', 'center')
  })
})
