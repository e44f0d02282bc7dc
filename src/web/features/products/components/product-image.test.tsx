import { fireEvent, render, screen } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { ProductImage } from './product-image.tsx'

// Issue 38: a broken picture is the placeholder. After the page's script runs, the image's error
// swaps it in (below); before it, on a page the server drew, the CSS of `.product-picture`
// (styles.css) draws it over the failed image: e2e/broken-image.spec.ts checks that in Chromium.

describe('ProductImage', () => {
  it('shows the picture, carrying the class the CSS placeholder hangs on', () => {
    render(<ProductImage src="https://cdn.exemplo.com/capa.jpg" alt="Capa de Volante" />)

    const picture = screen.getByRole('img', { name: 'Capa de Volante' })
    expect(picture.tagName).toBe('IMG')
    expect(picture).toHaveClass('product-picture')
  })

  it('swaps a picture that fails to load for the placeholder, named as the picture was', () => {
    render(<ProductImage src="https://cdn.exemplo.com/quebrada.jpg" alt="Capa de Volante" />)

    fireEvent.error(screen.getByRole('img', { name: 'Capa de Volante' }))

    const placeholder = screen.getByRole('img', { name: 'Capa de Volante' })
    expect(placeholder.tagName).toBe('DIV')
  })

  it('shows the placeholder when there is no address', () => {
    render(<ProductImage src="" alt="Capa de Volante" />)

    expect(screen.getByRole('img', { name: 'Capa de Volante' }).tagName).toBe('DIV')
  })
})
