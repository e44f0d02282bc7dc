import { fireEvent, screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { photoFileUrl } from '#domain/photos.ts'
import {
  renderPhotoManager,
  thumbnailOf,
  tile,
  tiles,
} from '#web/testing/admin/photos-fixtures.tsx'
import { jpeg, photoName, succeedEach } from '#web/testing/admin/photo-upload-fake.ts'
import { PHOTO_DRAG_TYPE } from './photo-tile.tsx'

const button = (name: string) => screen.getByRole('button', { name })

/** Three photos uploaded, named 1, 2 and 3 in the order chosen. */
async function threePhotos() {
  const view = renderPhotoManager(succeedEach)
  await view.user.upload(screen.getByLabelText('Escolher fotos'), [
    jpeg('a.jpg'),
    jpeg('b.jpg'),
    jpeg('c.jpg'),
  ])
  await waitFor(() => expect(thumbnailOf(3)).toBe(photoFileUrl(photoName(3), 320)))
  return view
}

const order = () =>
  [1, 2, 3].slice(0, tiles().length).map((position) => thumbnailOf(position)?.slice(7, 39))

describe('PhotoManager: order, removal and descriptions', () => {
  it('marks the first photo as the cover', async () => {
    await threePhotos()

    expect(within(tile(1)).getByText('Capa')).toBeInTheDocument()
    expect(screen.getAllByText('Capa')).toHaveLength(1)
    expect(button('Mover foto 1 para a esquerda')).toBeDisabled()
    expect(button('Mover foto 3 para a direita')).toBeDisabled()
  })

  it('moves a photo by its buttons: the cover changes, the save follows, the place is said', async () => {
    const { user, sent } = await threePhotos()

    await user.click(button('Mover foto 3 para a esquerda'))

    expect(order()).toEqual([photoName(1), photoName(3), photoName(2)])
    expect(screen.getByText('Foto 2 de 3')).toHaveAttribute('aria-live', 'polite')
    // The focus follows the photo, on the same button.
    expect(button('Mover foto 2 para a esquerda')).toHaveFocus()

    await user.keyboard('{Enter}')

    expect(order()).toEqual([photoName(3), photoName(1), photoName(2)])
    expect(within(tile(1)).getByText('Capa')).toBeInTheDocument()
    expect(screen.getByText('Foto 1 de 3')).toBeInTheDocument()
    // First now: 'left' is disabled, so the focus moves to 'right'.
    expect(button('Mover foto 1 para a direita')).toHaveFocus()
    expect(await sent()).toEqual([
      { photo: photoName(3) },
      { photo: photoName(1) },
      { photo: photoName(2) },
    ])

    await user.click(button('Mover foto 1 para a direita'))
    expect(order()).toEqual([photoName(1), photoName(3), photoName(2)])
  })

  it('moves a photo dragged onto another', async () => {
    const { sent } = await threePhotos()
    const dataTransfer = { types: [PHOTO_DRAG_TYPE], setData: () => {}, effectAllowed: 'all' }

    fireEvent.dragStart(tile(3).querySelector('[draggable="true"]')!, { dataTransfer })
    fireEvent.dragOver(tile(1), { dataTransfer })
    fireEvent.drop(tile(1), { dataTransfer })

    await waitFor(() => expect(order()).toEqual([photoName(3), photoName(1), photoName(2)]))
    expect(within(tile(1)).getByText('Capa')).toBeInTheDocument()
    expect((await sent())?.[0]).toEqual({ photo: photoName(3) })
  })

  it('removes a photo, the focus on the next one', async () => {
    const { user, sent } = await threePhotos()

    await user.click(button('Remover foto 1'))

    expect(order()).toEqual([photoName(2), photoName(3)])
    expect(within(tile(1)).getByText('Capa')).toBeInTheDocument()
    expect(button('Remover foto 1')).toHaveFocus()
    expect(await sent()).toEqual([{ photo: photoName(2) }, { photo: photoName(3) }])

    await user.click(button('Remover foto 1'))
    await user.click(button('Remover foto 1'))
    expect(tiles()).toHaveLength(0)
    expect(screen.getByLabelText('Escolher fotos')).toHaveFocus()
  })

  it('stops the upload of a photo removed on its way', async () => {
    const { user, uploads } = renderPhotoManager()
    await user.upload(screen.getByLabelText('Escolher fotos'), [jpeg('a.jpg'), jpeg('b.jpg')])
    await waitFor(() => expect(uploads).toHaveLength(2))

    await user.click(button('Remover foto 1'))

    expect(uploads[0]!.aborted).toBe(true)
    expect(uploads[1]!.aborted).toBe(false)
    expect(tiles()).toHaveLength(1)
    expect(screen.getByText('Enviando')).toBeInTheDocument()
  })

  it('sends the description typed for each photo; none is the name, given by the server', async () => {
    const { user, sent } = await threePhotos()
    const label = 'Descrição da foto 2 (para quem não enxerga)'

    await user.type(screen.getByLabelText(label), '  Costura em X vista de perto ')

    expect(screen.getByLabelText(label)).toHaveAttribute('maxLength', '300')
    expect(await sent()).toEqual([
      { photo: photoName(1) },
      { photo: photoName(2), alt: 'Costura em X vista de perto' },
      { photo: photoName(3) },
    ])
    await user.click(button('Mover foto 2 para a esquerda'))
    expect(screen.getByLabelText('Descrição da foto 1 (para quem não enxerga)')).toHaveValue(
      '  Costura em X vista de perto ',
    )
  })
})
