import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { PHOTO_MESSAGES, photoAddress, photoFileUrl } from '#domain/photos.ts'
import {
  fakePhotoUploads,
  jpeg,
  photoName,
  uploadedPhoto,
} from '#web/testing/admin/photo-upload-fake.ts'
import { openShopTab, SETTINGS, STORED } from '#web/testing/admin/shop-fixtures.ts'
import { json } from '#web/testing/render.tsx'

// The shop's own image; the banner's group has the same fields (shop-tab.banner.test.tsx).
const input = (label: string) =>
  within(screen.getByRole('group', { name: 'Imagem da loja' })).getByLabelText<HTMLInputElement>(
    label,
  )
const progress = () => screen.queryByRole('progressbar', { name: 'Envio da imagem' })

describe('admin Loja tab: the shop image', () => {
  it('uploads the chosen photo, shows its progress, then its address and preview', async () => {
    const { uploads } = fakePhotoUploads()
    const { user, sent } = await openShopTab()
    const picker = input('Enviar imagem')
    expect(picker).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp')

    await user.upload(picker, jpeg('vitrine.jpg'))

    await waitFor(() => expect(uploads).toHaveLength(1))
    expect(uploads[0]?.url).toBe('/api/admin/photos')
    expect(uploads[0]?.file.name).toBe('vitrine.jpg')
    expect(progress()).toBeInTheDocument()
    uploads[0]?.progress(40)
    await waitFor(() => expect(progress()).toHaveAttribute('value', '0.4'))
    // The save waits for the image.
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled()

    const photo = uploadedPhoto(photoName(7))
    uploads[0]?.succeed(photo)

    await waitFor(() => expect(input('Endereço da imagem')).toHaveValue(photo.url))
    expect(photo.url).toBe(photoAddress(photoName(7), photo.widths))
    expect(progress()).toBeNull()
    const preview = screen.getByRole('img', { name: 'Imagem da loja' })
    expect(preview).toHaveAttribute('src', photoFileUrl(photoName(7), 640))

    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Configurações salvas')).toBeInTheDocument()
    expect(sent()[0]?.settings).toEqual({ ...SETTINGS, image: photo.url })
  })

  it('shows a refused upload under the button, tied to it, and keeps the address', async () => {
    const { uploads } = fakePhotoUploads()
    const { user } = await openShopTab()

    await user.upload(input('Enviar imagem'), jpeg('foto.jpg'))
    await waitFor(() => expect(uploads).toHaveLength(1))
    uploads[0]?.refuse(422, { code: 'photo-invalid', message: PHOTO_MESSAGES.invalid })

    expect(await screen.findByText(PHOTO_MESSAGES.invalid)).toBeInTheDocument()
    expect(input('Enviar imagem')).toHaveAccessibleDescription(PHOTO_MESSAGES.invalid)
    expect(input('Enviar imagem')).toHaveAttribute('aria-invalid', 'true')
    expect(input('Endereço da imagem')).toHaveValue('')
    expect(progress()).toBeNull()
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled()
  })

  it('ties a save refused for an image the server lost to the image address', async () => {
    const lost = uploadedPhoto(photoName(9)).url
    const stored = { ...STORED, settings: { ...SETTINGS, image: lost } }
    const { user } = await openShopTab({
      stored,
      answer: ({ method }) =>
        method === 'PUT'
          ? json({ error: { code: 'unknown-photo', message: PHOTO_MESSAGES.unknownPhoto } }, 400)
          : undefined,
    })

    await user.click(screen.getByRole('button', { name: 'Salvar' }))

    await waitFor(() =>
      expect(input('Endereço da imagem')).toHaveAccessibleDescription(
        expect.stringContaining(PHOTO_MESSAGES.unknownPhoto),
      ),
    )
    expect(input('Endereço da imagem')).toHaveFocus()
    expect(screen.queryByText('Configurações salvas')).toBeNull()
  })
})
