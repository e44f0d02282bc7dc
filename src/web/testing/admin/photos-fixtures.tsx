import { fireEvent, render, screen, within } from '@testing-library/preact'
import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'
import type { PhotoInput } from '#domain/schemas/photo-list.ts'
import { PhotoManager } from '#web/features/admin/shell/photos/photo-manager.tsx'
import { usePhotoList } from '#web/features/admin/shell/photos/use-photo-list.ts'
import { fakePhotoUploads, type FakeUpload } from './photo-upload-fake.ts'

function Harness({ onSend }: { onSend: (photos: PhotoInput[]) => void }) {
  const list = usePhotoList()
  return (
    <div>
      <PhotoManager
        list={list}
        address={{
          typed: '',
          field: { name: 'image', onChange: async () => {}, onBlur: async () => {}, ref: () => {} },
        }}
      />
      <button type="button" onClick={() => onSend(list.store.photoInputs())}>
        Ver envio
      </button>
      <p>{list.busy ? 'Enviando' : 'Parado'}</p>
    </div>
  )
}

/**
 * The photo manager alone, uploads faked (`answer` may answer each as it starts). `sent()` is
 * what a save would send now.
 */
export function renderPhotoManager(answer?: (upload: FakeUpload, index: number) => void) {
  const xhr = fakePhotoUploads(answer)
  const onSend = vi.fn<(photos: PhotoInput[]) => void>()
  const user = userEvent.setup()
  const view = render(<Harness onSend={onSend} />)
  return {
    ...view,
    ...xhr,
    user,
    async sent() {
      await user.click(screen.getByRole('button', { name: 'Ver envio' }))
      return onSend.mock.lastCall?.[0]
    },
  }
}

/** The photo at `position` (1 is the cover) in the list. */
export const tile = (position: number) => screen.getByRole('listitem', { name: `Foto ${position}` })

/** The photos in the list, none when it is empty (and not drawn). */
export function tiles() {
  const list = screen.queryByRole('list', { name: 'Fotos' })
  return list ? within(list).queryAllByRole('listitem') : []
}

/** A file that did not become a photo, by its name, in the list of those not sent, once it is. */
export const findRefusedFile = async (name: string) =>
  within(await screen.findByRole('list', { name: 'Não enviadas' })).findByRole('listitem', { name })

/** Drops files on the photo group, as a desktop's drag and drop does. */
export function dropFiles(files: File[]) {
  fireEvent.drop(screen.getByRole('group', { name: 'Fotos' }), {
    dataTransfer: { files, types: ['Files'] },
  })
}

/** What a tile shows: its thumbnail's address, or its file's name while it has none. */
export function thumbnailOf(position: number): string | null {
  return tile(position).querySelector('img')?.getAttribute('src') ?? null
}
