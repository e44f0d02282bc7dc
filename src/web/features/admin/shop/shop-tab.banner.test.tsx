import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { BANNER_MESSAGES } from '#domain/shop-banner.ts'
import {
  fakePhotoUploads,
  jpeg,
  photoName,
  uploadedPhoto,
} from '#web/testing/admin/photo-upload-fake.ts'
import { openShopTab } from '#web/testing/admin/shop-fixtures.ts'
import { json } from '#web/testing/render.tsx'

const banner = () => within(screen.getByRole('group', { name: 'Banner da loja' }))
const field = (label: string) => banner().getByLabelText<HTMLInputElement>(label)

describe("admin Loja tab: the store's banner (decision 048)", () => {
  it('uploads its picture, takes its line and a pasted store address as a path, and saves them', async () => {
    const { uploads } = fakePhotoUploads()
    const { user, sent } = await openShopTab()

    await user.upload(field('Enviar imagem'), jpeg('banner.jpg'))
    await waitFor(() => expect(uploads).toHaveLength(1))
    const photo = uploadedPhoto(photoName(5))
    uploads[0]?.succeed(photo)
    await waitFor(() => expect(field('Endereço da imagem')).toHaveValue(photo.url))
    expect(banner().getByRole('img', { name: 'Banner da loja' })).toBeInTheDocument()
    await user.type(field('Texto do banner'), 'Capas novas para o inverno')
    await user.type(field('Link do banner'), `${location.origin}/?categoria=Capas`)
    expect(field('Link do banner')).toHaveValue('/?categoria=Capas')

    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Configurações salvas')).toBeInTheDocument()
    expect(sent().at(-1)?.settings.banner).toEqual({
      image: photo.url,
      text: 'Capas novas para o inverno',
      link: '/?categoria=Capas',
    })
  })

  it('says on the link what the form and the server refuse, and saves nothing', async () => {
    const { user, sent } = await openShopTab({
      answer: ({ method }) =>
        method === 'PUT'
          ? json({ error: { code: 'banner-link', message: BANNER_MESSAGES.productHidden } }, 400)
          : undefined,
    })
    await user.type(field('Texto do banner'), 'Sem foto')
    await user.type(field('Link do banner'), 'https://outra-loja.example/')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(field('Link do banner')).toHaveAccessibleDescription(
      expect.stringContaining(BANNER_MESSAGES.link),
    )
    await user.clear(field('Link do banner'))
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    await waitFor(() =>
      expect(field('Endereço da imagem')).toHaveAccessibleDescription(
        expect.stringContaining(BANNER_MESSAGES.imageNeeded),
      ),
    )
    expect(sent()).toEqual([])

    await user.type(field('Endereço da imagem'), 'https://cdn.exemplo.com/banner.jpg')
    await user.type(field('Link do banner'), '/product/0a1b2c3d-0000-4000-8000-00000000abcd')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    await waitFor(() =>
      expect(field('Link do banner')).toHaveAccessibleDescription(
        expect.stringContaining(BANNER_MESSAGES.productHidden),
      ),
    )
    expect(field('Link do banner')).toHaveFocus()
    expect(screen.queryByText('Configurações salvas')).toBeNull()
  })
})
