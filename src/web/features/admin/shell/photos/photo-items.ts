import { MAX_PHOTO_BYTES, PHOTO_MESSAGES, photoFileUrl, type PhotoView } from '#domain/photos.ts'
import type { PhotoInput } from '#domain/schemas/photo-list.ts'

/** waiting: in line to be sent; uploading: being sent or processed; done: saved with the form. */
export type PhotoStatus = 'waiting' | 'uploading' | 'done' | 'failed'

/** One photo of the manager: a file on its way, an uploaded photo, or a typed address loaded. */
export interface PhotoItem {
  key: string
  status: PhotoStatus
  /** The file's name, shown until the photo has its thumbnail. */
  label: string
  /** Kept until the photo is uploaded, for 'Tentar novamente'. */
  file?: File
  /** 0 to 100, while uploading. */
  progress: number
  /** The uploaded photo's name and WebP widths. */
  photo?: string
  widths: number[]
  /** A typed address saved before (the product's, loaded for editing). */
  url?: string
  alt: string
  /** Why it failed, in pt-BR. */
  error?: string
  /** Whether another try may work (the connection), unlike a file refused for what it is. */
  retryable: boolean
}

const HEIC = /\.(heic|heif)$/i

/** A file refused before it is sent (nothing to gain from 10 MB on a phone's data plan), or undefined. */
export function refusalOf(file: File): string | undefined {
  if (/^image\/hei[cf]/i.test(file.type) || HEIC.test(file.name)) return PHOTO_MESSAGES.heic
  // An empty type (some pickers give none) is left to the server, which reads the bytes.
  if (file.type && !file.type.startsWith('image/')) return PHOTO_MESSAGES.invalid
  if (file.size > MAX_PHOTO_BYTES) return PHOTO_MESSAGES.tooLarge
  return undefined
}

export function fileItem(key: string, file: File): PhotoItem {
  const refusal = refusalOf(file)
  return {
    key,
    status: refusal ? 'failed' : 'waiting',
    label: file.name || 'foto',
    file: refusal ? undefined : file,
    progress: 0,
    widths: [],
    alt: '',
    error: refusal,
    retryable: false,
  }
}

/**
 * A product's photos as the API gives them. The server gives a photo without its own description
 * the product's name: shown as none, so a product renamed later describes its photos by the new name.
 */
export function itemsOfViews(
  views: readonly PhotoView[],
  name: string,
  newKey: () => string,
): PhotoItem[] {
  return views.map((view) => ({
    key: newKey(),
    status: 'done',
    label: view.url,
    progress: 100,
    ...(view.photo ? { photo: view.photo } : { url: view.url }),
    widths: view.widths,
    alt: view.alt === name ? '' : view.alt,
    retryable: false,
  }))
}

/** What is drawn for a photo: its narrowest variant, or the typed address as it is. */
export function thumbnailOf(item: PhotoItem): string | undefined {
  if (item.photo && item.widths.length > 0)
    return photoFileUrl(item.photo, Math.min(...item.widths))
  return item.url
}

/** The photos that made it, in order, as a save sends them (no description: the name's). */
export function photoInputsOf(items: readonly PhotoItem[]): PhotoInput[] {
  return items.flatMap((item): PhotoInput[] => {
    if (item.status !== 'done') return []
    const alt = item.alt.trim() ? { alt: item.alt.trim() } : {}
    if (item.photo) return [{ photo: item.photo, ...alt }]
    return item.url ? [{ url: item.url, ...alt }] : []
  })
}

/** The photos that will be saved or are on their way: a failed one takes no place. */
export const countsTowardsMax = (item: PhotoItem) => item.status !== 'failed'

/** The cover: the first photo that is saved or on its way. */
export const coverKey = (items: readonly PhotoItem[]) => items.find(countsTowardsMax)?.key

export const isInFlight = (item: PhotoItem) =>
  item.status === 'waiting' || item.status === 'uploading'

export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const moved = [...items]
  const [item] = moved.splice(from, 1)
  if (item === undefined) return [...items]
  moved.splice(Math.max(0, Math.min(to, moved.length)), 0, item)
  return moved
}
