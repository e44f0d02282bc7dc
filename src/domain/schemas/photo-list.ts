import { z } from 'zod'
import { MAX_PHOTOS, PHOTO_MESSAGES, PHOTO_NAME, photoNameOfUrl } from '#domain/photos.ts'
import { webAddress } from './fields.ts'

/** One photo of a list as the owner saves it: an uploaded photo's name, or a typed address. */
export type PhotoInput =
  { photo: string; alt?: string | undefined } | { url: string; alt?: string | undefined }

/** A list's photo once the alt text has its default (the product's or project's name). */
export type SavedPhoto = (
  { photo: string; url?: undefined } | { url: string; photo?: undefined }
) & {
  alt: string
}

const alt = z.string({ error: PHOTO_MESSAGES.alt }).trim().max(300, { error: PHOTO_MESSAGES.alt })

/**
 * One photo: `photo` (an upload's name) or `url` (a typed address), never both. An address of one
 * of our own photos is that photo: the save checks it exists, and it is kept while listed.
 */
const photoItem = (imageRequired: string, imageInvalid: string) =>
  z
    .strictObject({
      photo: z
        .string({ error: PHOTO_MESSAGES.unknownPhoto })
        .regex(PHOTO_NAME, { error: PHOTO_MESSAGES.unknownPhoto })
        .optional(),
      url: webAddress(imageRequired, imageInvalid).optional(),
      alt: alt.optional(),
    })
    .refine((p) => (p.photo === undefined) !== (p.url === undefined), {
      error: PHOTO_MESSAGES.photoOrUrl,
    })
    .transform((p): PhotoInput => {
      if (p.photo !== undefined) return { photo: p.photo, alt: p.alt }
      const url = p.url!
      const photo = photoNameOfUrl(url)
      return photo ? { photo, alt: p.alt } : { url, alt: p.alt }
    })

/**
 * A product's or a project's photos in order, the first the cover: 1 to MAX_PHOTOS, each an
 * uploaded photo or a typed address ('URL inválida' for an address that is no web link).
 */
export const photoListSchema = (messages: { imageRequired: string; imageInvalid: string }) =>
  z
    .array(photoItem(messages.imageRequired, messages.imageInvalid), {
      error: PHOTO_MESSAGES.atLeastOne,
    })
    .min(1, { error: PHOTO_MESSAGES.atLeastOne })
    .max(MAX_PHOTOS, { error: PHOTO_MESSAGES.tooManyPhotos })

/** Each photo with its alt text, the name given by default. */
export const withAltText = (photos: readonly PhotoInput[], name: string): SavedPhoto[] =>
  photos.map((p) => ({ ...p, alt: p.alt || name }))

/**
 * The list a save names: `photos` when sent, else the one typed `image` of the form that has no
 * upload yet (its message 'URL da imagem é obrigatória' stays there), else nothing (refused).
 */
export function photosOfSave(
  input: { image?: string | undefined; photos?: PhotoInput[] | undefined },
  ctx: z.RefinementCtx,
): PhotoInput[] {
  if (input.photos) return input.photos
  if (input.image) return [{ url: input.image }]
  ctx.addIssue({ code: 'custom', path: ['photos'], message: PHOTO_MESSAGES.atLeastOne })
  return []
}
