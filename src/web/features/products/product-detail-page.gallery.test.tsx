import { screen, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import type { PhotoView } from '#domain/photos.ts'
import { makeProduct, renderApp, stubApi } from '#web/testing/render.tsx'

const [A, B] = ['a1'.repeat(16), 'b2'.repeat(16)]
const photos: PhotoView[] = [
  { photo: A, url: `/media/${A}-1280.webp`, alt: 'Capa de volante, vista de cima', widths: [] },
  { photo: B, url: `/media/${B}-700.webp`, alt: 'Detalhe da costura dupla', widths: [] },
  { photo: null, url: 'https://cdn.exemplo.com/lado.jpg', alt: 'Volante de lado', widths: [] },
]
const volante = { ...makeProduct({ name: 'Capa de Volante', image: photos[0]!.url }), photos }

function open(product = volante) {
  stubApi({ pages: [{ items: [product], nextOffset: null }] })
  return renderApp(`/product/${product.id}`)
}

describe('product page: the photo gallery', () => {
  it('shows every photo in order, each uploaded one with its variants, the cover first', async () => {
    open()

    const gallery = await screen.findByRole('region', { name: 'Fotos do produto' })
    const cover = within(gallery).getByRole('img', { name: 'Capa de volante, vista de cima' })
    expect(cover).toHaveAttribute('src', `/media/${A}-640.webp`)
    expect(cover.getAttribute('srcset')).toBe(
      [320, 640, 960].map((w) => `/media/${A}-${w}.webp ${w}w`).join(', '),
    )
    expect(cover).toHaveAttribute('sizes', expect.stringContaining('calc(100vw - 32px)'))
    expect(cover).toHaveAttribute('fetchpriority', 'high')
    const detail = within(gallery).getByRole('img', { name: 'Detalhe da costura dupla' })
    expect(detail).toHaveAttribute('loading', 'lazy')
    expect(detail.getAttribute('srcset')).toBe(
      [320, 640, 700].map((w) => `/media/${B}-${w}.webp ${w}w`).join(', '),
    )
    // A photo given by its address keeps a plain src.
    const side = within(gallery).getByRole('img', { name: 'Volante de lado' })
    expect(side).toHaveAttribute('src', 'https://cdn.exemplo.com/lado.jpg')
    expect(side).not.toHaveAttribute('srcset')
  })

  it('moves by arrows, keys and thumbnails, announcing where it is', async () => {
    const { user } = open()
    const next = await screen.findByRole('button', { name: 'Próxima foto' })
    const previous = screen.getByRole('button', { name: 'Foto anterior' })
    const thumbnails = screen.getByRole('list', { name: 'Miniaturas' })
    const current = () =>
      within(thumbnails)
        .getAllByRole('button')
        .findIndex((b) => b.getAttribute('aria-current') === 'true')
    expect(previous).toBeDisabled()
    expect(screen.getByText('Foto 1 de 3')).toHaveAttribute('aria-live', 'polite')

    await user.click(next)
    expect(screen.getByText('Foto 2 de 3')).toBeInTheDocument()
    expect(current()).toBe(1)

    await user.keyboard('{ArrowRight}')
    expect(screen.getByText('Foto 3 de 3')).toBeInTheDocument()
    expect(next).toBeDisabled()

    await user.click(within(thumbnails).getByRole('button', { name: 'Ver foto 1 de 3' }))
    expect(screen.getByText('Foto 1 de 3')).toBeInTheDocument()
    expect(current()).toBe(0)
  })

  it('zooms a photo to its widest file on a click; Escape and the back button close it', async () => {
    const { user, router } = open()
    const link = await screen.findByRole('link', { name: /^Ampliar foto 2 de 3/ })
    // Without JavaScript the link opens the widest file itself.
    expect(link).toHaveAttribute('href', `/media/${B}-700.webp`)

    await user.click(link)
    const zoom = await screen.findByRole('dialog', { name: 'Foto 2 de 3' })
    expect(within(zoom).getByRole('img', { name: 'Detalhe da costura dupla' })).toHaveAttribute(
      'src',
      `/media/${B}-700.webp`,
    )
    expect(within(zoom).getByRole('button', { name: 'Fechar' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(link).toHaveFocus()

    await user.click(link)
    expect(await screen.findByRole('dialog', { name: 'Foto 2 de 3' })).toBeInTheDocument()
    await router.navigate(-1)
    expect(await screen.findByRole('heading', { level: 1, name: 'Capa de Volante' })).toBeVisible()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(router.state.location.pathname).toBe(`/product/${volante.id}`)
  })

  it('closes the zoom on a tap anywhere', async () => {
    const { user } = open()
    await user.click(await screen.findByRole('link', { name: /^Ampliar foto 1 de 3/ }))

    const zoom = await screen.findByRole('dialog', { name: 'Foto 1 de 3' })
    await user.click(within(zoom).getByRole('img', { name: 'Capa de volante, vista de cima' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shows one photo alone: no arrows, no thumbnails', async () => {
    open({ ...volante, photos: [photos[0]!] })

    await screen.findByRole('link', { name: /^Ampliar foto 1 de 1/ })
    expect(screen.queryByRole('button', { name: 'Próxima foto' })).toBeNull()
    expect(screen.queryByRole('list', { name: 'Miniaturas' })).toBeNull()
  })
})
