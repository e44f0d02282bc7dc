import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { PHOTO_MESSAGES, photoAddress, photoFileUrl, PHOTO_WIDTHS } from '#domain/photos.ts'
import { json, serverError, type renderApp } from '#web/testing/render.tsx'
import { capa, detailOf, openProducts, PRODUCTS } from '#web/testing/admin/products-fixtures.ts'
import {
  fakePhotoUploads,
  jpeg,
  photoName,
  succeedEach,
  uploadedPhoto,
} from '#web/testing/admin/photo-upload-fake.ts'
import { findRefusedFile, thumbnailOf, tile, tiles } from '#web/testing/admin/photos-fixtures.tsx'

// Decision 036: the product form's photos, uploaded from the phone or typed as an address.

type User = ReturnType<typeof renderApp>['user']

const input = (label: string) => screen.getByLabelText(label)
const button = (name: string) => screen.getByRole('button', { name })

async function fill(user: User) {
  await user.type(input('Nome'), 'Manopla de Câmbio')
  await user.type(input('Preço (R$)'), '189,90')
  await user.type(input('Categoria'), 'Câmbio')
  await user.type(input('Estoque'), '7')
  await user.type(input('Descrição'), 'Manopla em alumínio.')
}

const choose = (user: User, ...names: string[]) =>
  user.upload(
    input('Escolher fotos'),
    names.map((name) => jpeg(name)),
  )

describe('admin Produtos form: photos', () => {
  it('sends the photos in the order shown, with their descriptions, the typed address last', async () => {
    fakePhotoUploads(succeedEach)
    const { user, sent } = await openProducts()
    await fill(user)
    await choose(user, 'a.jpg', 'b.jpg')
    await waitFor(() => expect(thumbnailOf(2)).toBe(photoFileUrl(photoName(2), 320)))

    await user.click(button('Mover foto 2 para a esquerda'))
    await user.type(input('Descrição da foto 2 (para quem não enxerga)'), 'Vista de lado')
    await user.type(input('URL da Imagem'), 'https://example.com/manopla.jpg')
    await user.click(button('Adicionar Produto'))

    expect(await screen.findByText('Produto adicionado com sucesso!')).toBeInTheDocument()
    expect(sent(`POST ${PRODUCTS}`)[0].photos).toEqual([
      { photo: photoName(2) },
      { photo: photoName(1), alt: 'Vista de lado' },
      { url: 'https://example.com/manopla.jpg' },
    ])
    expect(sent(`POST ${PRODUCTS}`)[0]).not.toHaveProperty('image')
    // A clean form for the next product.
    expect(tiles()).toHaveLength(0)
  })

  it('waits for the uploads before saving, and saves the photos that made it', async () => {
    const { uploads } = fakePhotoUploads()
    const { user, sent, calls } = await openProducts()
    await fill(user)
    await choose(user, 'a.jpg', 'b.jpg')
    await waitFor(() => expect(uploads).toHaveLength(2))

    expect(button('Adicionar Produto')).toBeDisabled()
    expect(button('Adicionar Produto')).toHaveAccessibleDescription(
      'Aguarde o envio das fotos para salvar.',
    )
    uploads[0]!.loseConnection()
    uploads[1]!.succeed(uploadedPhoto(photoName(2)))
    await waitFor(() => expect(button('Adicionar Produto')).toBeEnabled())
    expect(within(await findRefusedFile('a.jpg')).getByText(/Falha no envio/)).toBeInTheDocument()
    // The one that made it is the first photo, the cover.
    expect(within(tile(1)).getByText('Capa')).toBeInTheDocument()
    expect(calls(`POST ${PRODUCTS}`)).toHaveLength(0)

    await user.click(button('Adicionar Produto'))

    expect(await screen.findByText('Produto adicionado com sucesso!')).toBeInTheDocument()
    expect(sent(`POST ${PRODUCTS}`)[0].photos).toEqual([{ photo: photoName(2) }])
  })

  it("asks for a photo on the photo group, focuses 'Escolher fotos', and a photo clears it", async () => {
    fakePhotoUploads(succeedEach)
    const { user, calls } = await openProducts()
    await fill(user)

    await user.click(button('Adicionar Produto'))

    expect(await screen.findByText(PHOTO_MESSAGES.atLeastOne)).toBeInTheDocument()
    expect(input('Escolher fotos')).toHaveFocus()
    expect(input('Escolher fotos')).toHaveAccessibleDescription(
      new RegExp(`${PHOTO_MESSAGES.atLeastOne}$`),
    )
    expect(calls(`POST ${PRODUCTS}`)).toHaveLength(0)

    await choose(user, 'a.jpg')
    expect(screen.queryByText(PHOTO_MESSAGES.atLeastOne)).toBeNull()
  })

  it('loads the photos of a product edited: thumbnails, a typed address as it is', async () => {
    const name = photoName(9)
    const photos = {
      [capa.id]: [
        { photo: null, url: capa.image, alt: capa.name, widths: [] },
        { photo: name, url: photoAddress(name, PHOTO_WIDTHS), alt: 'Costura', widths: [320, 640] },
      ],
    }
    const { user, sent } = await openProducts({ photos })

    await user.click(await screen.findByRole('button', { name: 'Editar Capa de Volante' }))

    await waitFor(() => expect(tiles()).toHaveLength(2))
    expect(thumbnailOf(1)).toBe(capa.image)
    expect(thumbnailOf(2)).toBe(photoFileUrl(name, 320))
    expect(within(tile(1)).getByText('Capa')).toBeInTheDocument()
    // The server's default description (the name) shows as none; the owner's own stays.
    expect(input('Descrição da foto 1 (para quem não enxerga)')).toHaveValue('')
    expect(input('Descrição da foto 2 (para quem não enxerga)')).toHaveValue('Costura')
    expect(input('URL da Imagem')).toHaveValue('')

    await user.click(button('Mover foto 2 para a esquerda'))
    await user.click(button('Salvar Alterações'))

    expect(await screen.findByText('Produto atualizado com sucesso!')).toBeInTheDocument()
    expect(sent(`PATCH ${PRODUCTS}/${capa.id}`)[0].photos).toEqual([
      { photo: name, alt: 'Costura' },
      { url: capa.image },
    ])
  })

  it('says when the photos of a product edited could not load, and tries again', async () => {
    let failing = true
    const { user } = await openProducts({
      answers: {
        [`GET ${PRODUCTS}/${capa.id}`]: () =>
          failing ? serverError() : json({ product: { ...detailOf(capa), photos: [] } }),
      },
    })

    await user.click(await screen.findByRole('button', { name: 'Editar Capa de Volante' }))

    expect(await screen.findByText('Erro ao carregar as fotos.')).toBeInTheDocument()
    expect(button('Salvar Alterações')).toBeDisabled()
    failing = false
    await user.click(button('Tentar novamente'))
    await waitFor(() => expect(button('Salvar Alterações')).toBeEnabled())
  })
})
