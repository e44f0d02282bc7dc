import { fireEvent, render, screen } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { ProductImage } from './product-image.tsx'

// Decision 030: a broken picture is the placeholder. After the page's script runs, the image's error
// swaps it in (below); before it, on a page the server drew, the CSS of `.product-picture`
// (styles.css) draws it over the failed image: e2e/broken-image.spec.ts checks that in Chromium.

describe('ProductImage', () => {
  it('shows the picture, carrying the class the CSS placeholder hangs on', () => {
    render(
      <ProductImage src="https://cdn.exemplo.com/capa.jpg" alt="Capa de Volante" sizes="100vw" />,
    )

    const picture = screen.getByRole('img', { name: 'Capa de Volante' })
    expect(picture.tagName).toBe('IMG')
    expect(picture).toHaveClass('product-picture')
  })

  it('swaps a picture that fails to load for the placeholder, named as the picture was', () => {
    render(
      <ProductImage
        src="https://cdn.exemplo.com/quebrada.jpg"
        alt="Capa de Volante"
        sizes="100vw"
      />,
    )

    fireEvent.error(screen.getByRole('img', { name: 'Capa de Volante' }))

    const placeholder = screen.getByRole('img', { name: 'Capa de Volante' })
    expect(placeholder.tagName).toBe('DIV')
  })

  it("offers an uploaded photo's variants for the slot, a typed address as it is", () => {
    const name = '0123456789abcdef0123456789abcdef'
    render(<ProductImage src={`/media/${name}-960.webp`} alt="Capa" sizes="50vw" />)

    const picture = screen.getByRole('img', { name: 'Capa' })
    expect(picture).toHaveAttribute('src', `/media/${name}-640.webp`)
    expect(picture).toHaveAttribute(
      'srcset',
      `/media/${name}-320.webp 320w, /media/${name}-640.webp 640w, /media/${name}-960.webp 960w`,
    )
    expect(picture).toHaveAttribute('sizes', '50vw')
  })

  it('shows the placeholder when there is no address', () => {
    render(<ProductImage src="" alt="Capa de Volante" sizes="100vw" />)

    expect(screen.getByRole('img', { name: 'Capa de Volante' }).tagName).toBe('DIV')
  })
})
