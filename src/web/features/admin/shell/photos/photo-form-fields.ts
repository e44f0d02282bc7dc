import { z } from 'zod'
import { MAX_PHOTOS, PHOTO_MESSAGES } from '#domain/photos.ts'
import { webAddress } from '#domain/schemas/fields.ts'
import type { PhotoInput } from '#domain/schemas/photo-list.ts'

/**
 * 'URL da Imagem' beside the uploads: optional, and when typed a web link ('URL inválida'), as
 * the server checks it.
 */
export function typedPhotoAddress(messages: { imageRequired: string; imageInvalid: string }) {
  const address = webAddress(messages.imageRequired, messages.imageInvalid)
  return z
    .string()
    .trim()
    .refine((url) => url === '' || address.safeParse(url).success, {
      error: messages.imageInvalid,
    })
}

/** The photos that made it (PhotoManager's), in order; the form sets them when it is submitted. */
export const photoInputsField = z.array(z.custom<PhotoInput>())

interface PhotoFields {
  image?: unknown
  photos?: readonly PhotoInput[]
}

/** What a save sends: the photos, then the typed address (the cover when it is alone). */
export function photosToSend({ image, photos = [] }: PhotoFields): PhotoInput[] {
  const url = typeof image === 'string' ? image.trim() : ''
  if (!url || photos.some((photo) => 'url' in photo && photo.url === url)) return [...photos]
  return [...photos, { url }]
}

// Checked even when other fields are wrong, so an empty form names every problem at once.
const always = { when: () => true }

/**
 * The form's photo checks: 'Adicione pelo menos uma foto' on the photo group, and 'Máximo de 12
 * fotos por produto' on 'URL da Imagem' (the address would be the 13th).
 */
export function withPhotoChecks<T extends z.ZodType<PhotoFields>>(schema: T): T {
  return schema
    .refine((fields) => photosToSend(fields).length > 0, {
      ...always,
      path: ['photos'],
      error: PHOTO_MESSAGES.atLeastOne,
    })
    .refine((fields) => photosToSend(fields).length <= MAX_PHOTOS, {
      ...always,
      path: ['image'],
      error: PHOTO_MESSAGES.tooManyPhotos,
    })
}

/**
 * The form's errors for focusFirstError, the photos' message tied to 'Escolher fotos' (`input`):
 * the focus goes there when the photos are the first problem on the page.
 */
export function withPhotoRef<Errors extends { photos?: object }>(
  errors: Errors,
  input: HTMLElement | null,
): Errors {
  return errors.photos && input ? { ...errors, photos: { ...errors.photos, ref: input } } : errors
}
