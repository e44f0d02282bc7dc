/**
 * Product photos (decision 035): what the upload accepts, the names its files are served under, and
 * the pt-BR messages a refused upload gets. Shared by the server's pipeline and the panel's form.
 */

/** The largest upload, on POST /api/admin/photos only (every other route keeps 100 KB). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024

/** The most pixels a photo may have, read from its header before anything is decoded. */
export const MAX_PHOTO_PIXELS = 40_000_000

/** The WebP widths every photo is served at (never upscaled: a narrower photo gets fewer). */
export const PHOTO_WIDTHS = [320, 640, 960, 1280] as const

/**
 * The widest variant a page's <img> offers (960 px: what a DPR-3 phone 360 px wide picks for a
 * photo across its screen); the zoom shows the widest. The pipeline keeps these within 150 KB, so
 * a page's largest paint is light whatever the photo (decision 036).
 */
export const PAGE_PHOTO_MAX_WIDTH = 960

/** The JPEG for link previews (WhatsApp shows WebP previews unreliably): fits 1200 × 630. */
export const PREVIEW_BOX = { width: 1200, height: 630 } as const

/** A photo's name: 32 hex digits (the hash of its processed master and the pipeline's version). */
export const PHOTO_NAME = /^[0-9a-f]{32}$/

/** A served file: `<name>-<width>.webp`, or `<name>-1200.jpg` for the link preview. */
export const PHOTO_FILE = /^([0-9a-f]{32})-(\d{1,4})\.(webp|jpg)$/

export const PHOTO_MESSAGES = {
  heic: 'Formato HEIC não é aceito. No iPhone: Ajustes > Câmera > Formatos > Mais Compatível, ou envie em JPEG.',
  invalid: 'Arquivo não é uma imagem válida',
  tooLarge: 'A foto passa de 10 MB. Envie uma foto menor.',
  tooManyPixels: 'A foto tem mais de 40 megapixels. Envie uma foto menor.',
  noFile: 'Nenhuma foto foi enviada.',
  oneAtATime: 'Envie uma foto por vez.',
  fileName: 'Nome de arquivo inválido.',
  notMultipart: 'Envie a foto como multipart/form-data, no campo "foto".',
  unknownPhoto: 'Uma das fotos não existe mais. Envie a foto de novo.',
  atLeastOne: 'Adicione pelo menos uma foto',
  tooManyPhotos: 'Máximo de 12 fotos por produto',
  alt: 'Descrição da foto muito longa (máximo 300 caracteres).',
  photoOrUrl: 'Cada foto é uma foto enviada ou uma URL, não as duas.',
} as const

/** The most photos one product or project shows. */
export const MAX_PHOTOS = 12

/** The multipart field the upload reads. */
export const PHOTO_FIELD = 'foto'

/** Where a photo's file is served. */
export const photoFileUrl = (name: string, width: number, ext: 'webp' | 'jpg' = 'webp') =>
  `/media/${name}-${width}.${ext}`

/** The link preview's file (JPEG, 1200 × 630 at most). */
export const photoPreviewUrl = (name: string) => photoFileUrl(name, PREVIEW_BOX.width, 'jpg')

/** The width a single `src` uses (a browser without srcset): the widest variant up to 640 px. */
export function defaultWidth(widths: readonly number[]): number {
  const fitting = widths.filter((w) => w <= 640)
  return fitting.length > 0 ? Math.max(...fitting) : Math.min(...widths)
}

/** `srcset` for an uploaded photo's WebP variants. */
export const photoSrcset = (name: string, widths: readonly number[]) =>
  widths.map((w) => `${photoFileUrl(name, w)} ${w}w`).join(', ')

/**
 * The address an uploaded photo is kept under wherever one address stands for it (a product's
 * `image`, a list's `url`, an order line's picture): its widest variant, from which every other
 * width follows (variantWidths), so a screen draws its srcset from the address alone (decision 036).
 */
export const photoAddress = (name: string, widths: readonly number[]) =>
  photoFileUrl(name, Math.max(...widths))

/**
 * The widths a photo `width` px wide is served at: each standard width it reaches, and its own
 * width when it falls short of the largest (a 700 px photo: 320, 640, 700).
 */
export function variantWidths(width: number): number[] {
  const widths: number[] = PHOTO_WIDTHS.filter((w) => w <= width)
  const largest = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!
  if (width < largest && !widths.includes(width)) widths.push(width)
  return widths
}

/** An uploaded photo as POST /api/admin/photos answers it: what the form shows, then saves. */
export interface UploadedPhoto {
  name: string
  width: number
  height: number
  widths: number[]
  /** Its widest variant (photoAddress). */
  url: string
  /** The link preview's JPEG. */
  previewUrl: string
}

/** A photo of a product or project as the API answers it. */
export interface PhotoView {
  /** The uploaded photo's name; null for a typed address. */
  photo: string | null
  /** The typed address, or the uploaded photo's file at defaultWidth. */
  url: string
  alt: string
  /** The uploaded photo's WebP widths; [] for a typed address. */
  widths: number[]
}

/** The address a list's photo is kept under: an upload's widest variant, or the typed address. */
export const photoUrl = (
  photo: { photo?: string | null; url?: string | null },
  widths: number[],
) => (photo.photo ? photoAddress(photo.photo, widths) : (photo.url ?? ''))

/** How a screen draws a picture: a plain `src`, and for an uploaded photo its WebP variants. */
export interface PictureSources {
  src: string
  /** The variants up to PAGE_PHOTO_MAX_WIDTH; absent for a typed address (a plain src). */
  srcSet?: string
  /** The widest variant (the zoom's), or the address itself. */
  largest: string
}

/**
 * The sources of a picture from its one address: an uploaded photo's (`/media/<name>-<w>.webp`,
 * its widest variant: every width it has follows from w) gets its srcset up to 960 px and a 640-px
 * src; any other address is drawn as it is.
 */
export function pictureSources(url: string): PictureSources {
  const match = url.startsWith('/media/') ? PHOTO_FILE.exec(url.slice('/media/'.length)) : null
  if (!match || match[3] !== 'webp') return { src: url, largest: url }
  const name = match[1]!
  const widths = variantWidths(Number(match[2]))
  const onPages = widths.filter((w) => w <= PAGE_PHOTO_MAX_WIDTH)
  return {
    src: photoFileUrl(name, defaultWidth(widths)),
    srcSet: photoSrcset(name, onPages.length > 0 ? onPages : [Math.min(...widths)]),
    largest: photoFileUrl(name, Math.max(...widths)),
  }
}

/**
 * The address a link preview shows for an image address: an uploaded photo's JPEG preview
 * (WhatsApp shows WebP previews unreliably), or the address itself.
 */
export function linkPreviewUrl(url: string): string {
  const name = photoNameOfUrl(url)
  return name ? photoPreviewUrl(name) : url
}

/** The uploaded photo a served address names (`/media/<name>-<width>.<ext>`), else undefined. */
export function photoNameOfUrl(url: string): string | undefined {
  return url.startsWith('/media/') ? PHOTO_FILE.exec(url.slice('/media/'.length))?.[1] : undefined
}
