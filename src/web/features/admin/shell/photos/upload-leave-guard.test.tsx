import { screen, waitFor } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { openProducts } from '#web/testing/admin/products-fixtures.ts'
import {
  fakePhotoUploads,
  jpeg,
  photoName,
  uploadedPhoto,
} from '#web/testing/admin/photo-upload-fake.ts'

/** What the browser does before closing the tab: true when the page asked to stay. */
function closingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

async function uploading() {
  const xhr = fakePhotoUploads()
  const view = await openProducts()
  await view.user.upload(screen.getByLabelText('Escolher fotos'), jpeg('a.jpg'))
  await waitFor(() => expect(xhr.uploads).toHaveLength(1))
  return { ...view, ...xhr }
}

const dialog = () => screen.queryByRole('dialog', { name: 'Há fotos sendo enviadas' })

describe('UploadLeaveGuard', () => {
  it('asks before another tab of the panel while a photo is on its way; Ficar stays', async () => {
    const { user, router, uploads } = await uploading()

    await user.click(screen.getByRole('tab', { name: 'Usuários' }))

    expect(dialog()).toHaveTextContent('Sair mesmo assim?')
    expect(router.state.location.search).toBe('?tab=produtos')
    await user.click(screen.getByRole('button', { name: 'Ficar' }))
    expect(dialog()).toBeNull()
    expect(router.state.location.search).toBe('?tab=produtos')
    expect(uploads[0]!.aborted).toBe(false)

    await user.click(screen.getByRole('tab', { name: 'Usuários' }))
    await user.click(screen.getByRole('button', { name: 'Sair mesmo assim' }))

    await waitFor(() => expect(router.state.location.search).toBe('?tab=usuarios'))
    // The form is gone, and its upload with it.
    await waitFor(() => expect(uploads[0]!.aborted).toBe(true))
  })

  it('asks before closing the tab, only while a photo is on its way', async () => {
    const { user, uploads } = await uploading()
    expect(closingAsks()).toBe(true)

    uploads[0]!.succeed(uploadedPhoto(photoName(1)))

    await waitFor(() => expect(closingAsks()).toBe(false))
    await user.click(screen.getByRole('tab', { name: 'Usuários' }))
    expect(dialog()).toBeNull()
  })
})
