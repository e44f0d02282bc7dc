import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { PHOTO_MESSAGES, photoFileUrl } from '#domain/photos.ts'
import {
  dropFiles,
  findRefusedFile,
  renderPhotoManager,
  thumbnailOf,
  tile,
  tiles,
} from '#web/testing/admin/photos-fixtures.tsx'
import {
  jpeg,
  photoName,
  sized,
  succeedEach,
  uploadedPhoto,
} from '#web/testing/admin/photo-upload-fake.ts'
import { UPLOAD_MESSAGES } from './photo-upload.ts'

const choose = () => screen.getByLabelText('Escolher fotos')
const progress = (position: number) =>
  screen.getByRole('progressbar', { name: `Envio da foto ${position}` })

describe('PhotoManager: uploads', () => {
  it('offers the camera and the gallery, both reachable by keyboard', () => {
    renderPhotoManager()

    const camera = screen.getByLabelText('Tirar foto')
    expect(camera).toHaveAttribute('type', 'file')
    expect(camera).toHaveAttribute('capture', 'environment')
    expect(camera).toHaveAttribute('accept', 'image/*')
    expect(choose()).toHaveAttribute('multiple')
    expect(choose()).not.toHaveAttribute('capture')
    expect(choose()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp')
    expect(camera.tabIndex).toBe(0)
    expect(choose().tabIndex).toBe(0)
  })

  it('sends several photos, two at a time, each with its progress and then its thumbnail', async () => {
    const { user, uploads } = renderPhotoManager()

    await user.upload(choose(), [jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')])

    await waitFor(() => expect(uploads).toHaveLength(2))
    expect(uploads.map((upload) => [upload.url, upload.file.name])).toEqual([
      ['/api/admin/photos', 'a.jpg'],
      ['/api/admin/photos', 'b.jpg'],
    ])
    expect(tiles()).toHaveLength(3)
    expect(within(tile(3)).getByText('Na fila')).toBeInTheDocument()

    uploads[0]!.progress(40)
    await waitFor(() => expect(progress(1)).toHaveAttribute('value', '40'))
    expect(within(tile(1)).getByText('Enviando: 40%')).toBeInTheDocument()
    uploads[0]!.progress(100)
    expect(await within(tile(1)).findByText('Processando...')).toBeInTheDocument()

    uploads[0]!.succeed(uploadedPhoto(photoName(1)))
    await waitFor(() => expect(thumbnailOf(1)).toBe(photoFileUrl(photoName(1), 320)))
    expect(screen.queryByRole('progressbar', { name: 'Envio da foto 1' })).toBeNull()
    // The first done, the third starts.
    await waitFor(() => expect(uploads).toHaveLength(3))
    expect(uploads[2]!.file.name).toBe('c.jpg')
    expect(screen.getByText(`Foto enviada: a.jpg`)).toBeInTheDocument()
  })

  it("shows a refused photo's reason by its name, apart: the one that made it is 'Foto 1', the cover", async () => {
    const { user, uploads, sent } = renderPhotoManager()
    await user.upload(choose(), [jpeg('doc.jpg'), jpeg('b.jpg')])
    await waitFor(() => expect(uploads).toHaveLength(2))

    uploads[0]!.refuse(422, { code: 'photo-invalid', message: PHOTO_MESSAGES.invalid })
    uploads[1]!.succeed(uploadedPhoto(photoName(2)))

    await waitFor(() => expect(thumbnailOf(1)).toBe(photoFileUrl(photoName(2), 320)))
    const doc = await findRefusedFile('doc.jpg')
    expect(within(doc).getByText(PHOTO_MESSAGES.invalid)).toBeInTheDocument()
    // No dead 'Foto 1' holds the cover's place: the list is the photos that made it.
    expect(tiles()).toHaveLength(1)
    expect(within(tile(1)).getByText('Capa')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Mover foto 1 para a direita' })).toBeDisabled()
    // Refused for what it is: another try would be refused too.
    expect(within(doc).queryByRole('button', { name: /^Tentar novamente/ })).toBeNull()
    expect(
      within(doc).getByRole('button', { name: 'Remover doc.jpg' }),
    ).toHaveAccessibleDescription(PHOTO_MESSAGES.invalid)
    expect(await sent()).toEqual([{ photo: photoName(2) }])

    await user.click(within(doc).getByRole('button', { name: 'Remover doc.jpg' }))
    expect(screen.queryByRole('list', { name: 'Não enviadas' })).toBeNull()
    expect(choose()).toHaveFocus()
  })

  it('offers another try when the connection drops, and the photo goes back to its place', async () => {
    const { user, uploads, sent } = renderPhotoManager()
    await user.upload(choose(), [jpeg('a.jpg'), jpeg('b.jpg')])
    await waitFor(() => expect(uploads).toHaveLength(2))

    uploads[0]!.loseConnection()
    uploads[1]!.succeed(uploadedPhoto(photoName(2)))

    expect(
      await within(await findRefusedFile('a.jpg')).findByText(UPLOAD_MESSAGES.network),
    ).toBeInTheDocument()
    await waitFor(() => expect(thumbnailOf(1)).toBe(photoFileUrl(photoName(2), 320)))
    await user.click(screen.getByRole('button', { name: 'Tentar novamente o envio de a.jpg' }))
    await waitFor(() => expect(uploads).toHaveLength(3))
    uploads[2]!.succeed(uploadedPhoto(photoName(7)))
    await waitFor(() => expect(thumbnailOf(1)).toBe(photoFileUrl(photoName(7), 320)))
    expect(within(tile(1)).getByText('Capa')).toBeInTheDocument()
    expect(await sent()).toEqual([{ photo: photoName(7) }, { photo: photoName(2) }])
  })

  it('says a failure of the server itself, and a 413 as too large', async () => {
    const { user, uploads } = renderPhotoManager()
    await user.upload(choose(), [jpeg('a.jpg'), jpeg('b.jpg')])
    await waitFor(() => expect(uploads).toHaveLength(2))

    uploads[0]!.refuse(500, { code: 'internal', message: 'Erro interno do servidor' })
    uploads[1]!.refuse(413, { code: 'payload-too-large', message: PHOTO_MESSAGES.tooLarge })

    expect(
      await within(await findRefusedFile('a.jpg')).findByText(UPLOAD_MESSAGES.failed),
    ).toBeInTheDocument()
    expect(
      within(await findRefusedFile('a.jpg')).getByRole('button', { name: /^Tentar novamente/ }),
    ).toBeInTheDocument()
    expect(
      await within(await findRefusedFile('b.jpg')).findByText(PHOTO_MESSAGES.tooLarge),
    ).toBeInTheDocument()
    expect(tiles()).toHaveLength(0)
  })

  it('takes 12 photos at most: the 13th is left out, and the owner told', async () => {
    const { user, uploads } = renderPhotoManager(succeedEach)
    const files = Array.from({ length: 13 }, (_, i) => jpeg(`${i + 1}.jpg`))

    await user.upload(choose(), files)

    expect(await screen.findByRole('alert')).toHaveTextContent(PHOTO_MESSAGES.tooManyPhotos)
    expect(tiles()).toHaveLength(12)
    await waitFor(() => expect(uploads).toHaveLength(12))
    expect(uploads.map((upload) => upload.file.name)).not.toContain('13.jpg')

    await user.upload(choose(), jpeg('14.jpg'))
    expect(screen.getByRole('alert')).toHaveTextContent(PHOTO_MESSAGES.tooManyPhotos)
    expect(tiles()).toHaveLength(12)
  })

  it('refuses a PDF and a photo over 10 MB without sending them', async () => {
    const { user, uploads } = renderPhotoManager()

    dropFiles([new File(['%PDF'], 'nota.pdf', { type: 'application/pdf' })])
    await user.upload(choose(), jpeg('grande.jpg', 11 * 1024 * 1024))
    dropFiles([new File(['heic'], 'IMG_0001.HEIC', { type: 'image/heic' })])

    expect(
      await within(await findRefusedFile('nota.pdf')).findByText(PHOTO_MESSAGES.invalid),
    ).toBeInTheDocument()
    expect(
      within(await findRefusedFile('grande.jpg')).getByText(PHOTO_MESSAGES.tooLarge),
    ).toBeInTheDocument()
    expect(
      within(await findRefusedFile('IMG_0001.HEIC')).getByText(PHOTO_MESSAGES.heic),
    ).toBeInTheDocument()
    expect(uploads).toHaveLength(0)
    expect(tiles()).toHaveLength(0)
    expect(screen.queryByText('Capa')).toBeNull()
  })

  it('takes photos dropped on it, several at once', async () => {
    const { uploads } = renderPhotoManager()

    dropFiles([jpeg('a.jpg'), sized(new File(['png'], 'b.png', { type: 'image/png' }), 10)])

    await waitFor(() => expect(uploads).toHaveLength(2))
    expect(uploads[1]!.file.name).toBe('b.png')
    expect(tiles()).toHaveLength(2)
  })
})
