import { useEffect, useState } from 'react'
import { isInFlight } from './photo-items.ts'
import { createPhotoListStore, EMPTY_PHOTO_LIST, type PhotoListState } from './photo-list-store.ts'

export interface PhotoList extends PhotoListState {
  /** What changes the list; the same object for the form's whole life. */
  store: ReturnType<typeof createPhotoListStore>
  /** A photo is on its way: the form waits, and leaving asks first. */
  uploading: boolean
  /** Uploading, or the saved photos still loading: the form cannot be saved yet. */
  busy: boolean
}

/** A form's photos (PhotoManager draws them); the uploads stop when the form goes. */
export function usePhotoList(): PhotoList {
  const [state, setState] = useState(EMPTY_PHOTO_LIST)
  const [store] = useState(() => createPhotoListStore(setState))
  useEffect(() => () => store.dispose(), [store])
  const uploading = state.items.some(isInFlight)
  return { ...state, store, uploading, busy: uploading || state.loading !== 'idle' }
}
