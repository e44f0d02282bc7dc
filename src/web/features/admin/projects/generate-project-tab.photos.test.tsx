import { screen, waitFor } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { photoFileUrl } from '#domain/photos.ts'
import { renderApp } from '#web/testing/render.tsx'
import { makeUser } from '#web/testing/admin/admin-fixtures.ts'
import { PROJECTS, stubProjectsApi } from '#web/testing/admin/projects-fixtures.ts'
import {
  fakePhotoUploads,
  jpeg,
  photoName,
  succeedEach,
} from '#web/testing/admin/photo-upload-fake.ts'
import { thumbnailOf } from '#web/testing/admin/photos-fixtures.tsx'

// Decision 036: 'Gerar projeto' takes photos as the product form does.

const maria = makeUser()
const input = (label: string) => screen.getByLabelText(label)
const submit = () => screen.getByRole('button', { name: 'Gerar Projeto' })

async function openForm() {
  const api = stubProjectsApi({ users: [maria] })
  const view = renderApp('/admin?tab=gerar-projeto')
  await screen.findByLabelText('Nome do Produto')
  const { user } = view
  await user.type(input('Nome do Produto'), 'Tapete Civic')
  await user.type(input('Preço (R$)'), '249,90')
  await user.type(input('Categoria'), 'Tapetes')
  await user.selectOptions(input('Cliente'), 'Maria Souza — maria@example.com')
  await user.type(input('Descrição'), 'Tapete sob medida em couro.')
  return { ...view, ...api }
}

describe('admin Gerar projeto: photos', () => {
  it('sends the uploaded photos in the order shown, the first the cover', async () => {
    fakePhotoUploads(succeedEach)
    const { user, sent } = await openForm()
    await user.upload(input('Escolher fotos'), [jpeg('a.jpg'), jpeg('b.jpg')])
    await waitFor(() => expect(thumbnailOf(2)).toBe(photoFileUrl(photoName(2), 320)))

    await user.click(screen.getByRole('button', { name: 'Mover foto 1 para a direita' }))
    await user.click(submit())

    expect(await screen.findByText('Projeto Gerado com Sucesso!')).toBeInTheDocument()
    expect(sent(`POST ${PROJECTS}`)[0].photos).toEqual([
      { photo: photoName(2) },
      { photo: photoName(1) },
    ])
  })

  it('waits for the uploads, and asks for a photo when there is none', async () => {
    const { uploads } = fakePhotoUploads()
    const { user, calls } = await openForm()

    await user.click(submit())

    expect(await screen.findByText('Adicione pelo menos uma foto')).toBeInTheDocument()
    expect(input('Escolher fotos')).toHaveFocus()
    await user.upload(input('Escolher fotos'), jpeg('a.jpg'))
    await waitFor(() => expect(uploads).toHaveLength(1))
    expect(submit()).toBeDisabled()
    expect(submit()).toHaveAccessibleDescription('Aguarde o envio das fotos para gerar o projeto.')
    expect(calls(`POST ${PROJECTS}`)).toHaveLength(0)
  })
})
