import { MAX_PHOTOS, PHOTO_MESSAGES, type PhotoView } from '#domain/photos.ts'
import type { PhotoInput } from '#domain/schemas/photo-list.ts'
import {
  countsTowardsMax,
  fileItem,
  itemsOfViews,
  moveItem,
  photoInputsOf,
  type PhotoItem,
} from './photo-items.ts'
import { createUploadQueue } from './photo-upload-queue.ts'
import { PhotoUploadError, UPLOAD_MESSAGES, uploadPhoto } from './photo-upload.ts'

export interface PhotoListState {
  items: PhotoItem[]
  /** 'Máximo de 12 fotos por produto' when files were left out; cleared by the next choice. */
  notice?: string
  /** What the polite live region says last: a move, an upload done or failed. */
  announcement: string
  /** The saved photos of a product being edited: asked for, or failed to arrive. */
  loading: 'idle' | 'loading' | 'failed'
}

/** A product's saved photos, and its name (the description a photo without its own gets). */
export interface SavedPhotos {
  photos: readonly PhotoView[]
  name: string
}

export const EMPTY_PHOTO_LIST: PhotoListState = { items: [], announcement: '', loading: 'idle' }

/**
 * The photo manager's state and what changes it, outside React so the uploads' callbacks always
 * see the latest list. `publish` gets each new state (a component's setState).
 */
export function createPhotoListStore(
  publish: (state: PhotoListState) => void,
  upload = uploadPhoto,
) {
  let state = EMPTY_PHOTO_LIST
  let alive = true
  let nextKey = 0
  let loader: (() => Promise<SavedPhotos>) | undefined
  const queue = createUploadQueue(upload)
  const newKey = () => `foto-${++nextKey}`
  const itemsOf = (saved?: SavedPhotos) =>
    saved ? itemsOfViews(saved.photos, saved.name, newKey) : []

  function set(change: Partial<PhotoListState>) {
    state = { ...state, ...change }
    if (alive) publish(state)
  }
  const patch = (key: string, fields: Partial<PhotoItem>) =>
    set({ items: state.items.map((item) => (item.key === key ? { ...item, ...fields } : item)) })
  const labelOf = (key: string) => state.items.find((item) => item.key === key)?.label ?? ''
  const room = () => MAX_PHOTOS - state.items.filter(countsTowardsMax).length

  function send(key: string, file: File) {
    queue.enqueue(key, file, {
      onStart: () => patch(key, { status: 'uploading', progress: 0, error: undefined }),
      onProgress: (sent) => {
        const progress = Math.round(sent * 100)
        if (state.items.find((item) => item.key === key)?.progress !== progress) {
          patch(key, { progress })
        }
      },
      onDone: (photo) => {
        const { name, widths } = photo
        patch(key, { status: 'done', progress: 100, photo: name, widths, file: undefined })
        set({ announcement: `Foto enviada: ${labelOf(key)}` })
      },
      onFail: (error) => {
        const failure =
          error instanceof PhotoUploadError
            ? error
            : new PhotoUploadError(UPLOAD_MESSAGES.failed, true)
        patch(key, { status: 'failed', error: failure.message, retryable: failure.retryable })
        set({ announcement: `Foto não enviada: ${labelOf(key)}. ${failure.message}` })
      },
    })
  }

  function load(fetchSaved: () => Promise<SavedPhotos>) {
    loader = fetchSaved
    set({ loading: 'loading' })
    fetchSaved().then(
      (saved) => loader === fetchSaved && set({ items: itemsOf(saved), loading: 'idle' }),
      () => loader === fetchSaved && set({ loading: 'failed' }),
    )
  }

  return {
    /** Each file is checked, then sent; those beyond the 12th are left out, and the owner told. */
    add(files: readonly File[]) {
      let free = room()
      const added: PhotoItem[] = []
      let leftOut = 0
      for (const file of files) {
        const item = fileItem(newKey(), file)
        if (item.status === 'failed') added.push(item)
        else if (free > 0) {
          free -= 1
          added.push(item)
        } else leftOut += 1
      }
      set({
        items: [...state.items, ...added],
        notice: leftOut > 0 ? PHOTO_MESSAGES.tooManyPhotos : undefined,
      })
      for (const { key, file, status } of added) if (status === 'waiting' && file) send(key, file)
    },
    retry(key: string) {
      const item = state.items.find((candidate) => candidate.key === key)
      if (!item?.file || !item.retryable) return
      if (room() <= 0) {
        set({ notice: PHOTO_MESSAGES.tooManyPhotos })
        return
      }
      patch(key, { status: 'waiting', progress: 0, error: undefined })
      send(key, item.file)
    },
    remove(key: string) {
      queue.cancel(key)
      const items = state.items.filter((item) => item.key !== key)
      set({ items, notice: undefined, announcement: 'Foto removida' })
    },
    /**
     * Moves the photo to `to` among the photos (0 is the cover), and says where it is now. A
     * refused one is no photo of the list: it keeps its place, for a retry to bring it back there.
     */
    move(key: string, to: number) {
      const photos = state.items.filter(countsTowardsMax)
      const from = photos.findIndex((item) => item.key === key)
      if (from < 0 || from === to) return
      const moved = moveItem(photos, from, to)
      let next = 0
      const items = state.items.map((item) => (countsTowardsMax(item) ? moved[next++]! : item))
      const at = moved.findIndex((item) => item.key === key) + 1
      set({ items, announcement: `Foto ${at} de ${moved.length}` })
    },
    setAlt: (key: string, alt: string) => patch(key, { alt }),
    /** The saved photos of a product being edited, replacing the list when they arrive. */
    load,
    retryLoad: () => loader && load(loader),
    /** Starts over: empty (a form saved), or a reloaded product's photos. Uploads are dropped. */
    replace(saved?: SavedPhotos) {
      queue.cancelAll()
      loader = undefined
      set({ ...EMPTY_PHOTO_LIST, items: itemsOf(saved) })
    },
    photoInputs: (): PhotoInput[] => photoInputsOf(state.items),
    dispose() {
      alive = false
      loader = undefined
      queue.cancelAll()
    },
  }
}

export type PhotoListStore = ReturnType<typeof createPhotoListStore>
