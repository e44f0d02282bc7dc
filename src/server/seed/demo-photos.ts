import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { MediaStore } from '#server/media/media-store.ts'
import { photoFiles } from '#server/modules/photos/photo-cleanup.ts'
import manifest from './demo-photos/manifest.json' with { type: 'json' }

/**
 * The demo catalog's photos (decision 036): committed already processed by the upload's own pipeline
 * (scripts/make-demo-photos.mjs), so seeding copies files and never runs sharp.
 */
export interface DemoPhoto {
  /** The pipeline's name: 32 hex digits. */
  name: string
  width: number
  height: number
  /** Its WebP widths (variantWidths of its width). */
  widths: number[]
  /** All its files together, in bytes. */
  bytes: number
  /** pt-BR, what the photo shows. */
  alt: string
}

/**
 * Where the files are: beside this module in the sources (src/server/seed/demo-photos), beside the
 * bundled server after `npm run build` (dist/server/demo-photos, copied by scripts/build.mjs).
 */
export const DEMO_PHOTOS_DIR = fileURLToPath(new URL('./demo-photos/', import.meta.url))

const photosBySlug: Readonly<Record<string, readonly DemoPhoto[]>> = manifest.products

/** The illustration a demo product's photos were drawn from: '/demo/products/<slug>.svg'. */
export const illustrationSlug = (image: string) => path.basename(image, '.svg')

/** A demo product's photos, the cover first; throws when the manifest has none for it. */
export function demoPhotosOf(product: { name: string; image: string }): readonly DemoPhoto[] {
  const photos = photosBySlug[illustrationSlug(product.image)]
  if (!photos?.length) {
    throw new Error(`no demo photos for ${product.name}: run scripts/make-demo-photos.mjs`)
  }
  return photos
}

/**
 * Copies every file of `photos` into the media store (MEDIA_DIR), each whole or not at all (the
 * store writes through a temporary name); how many it copied. A file already there at its size is
 * left alone: a photo's name is its content, so a seed run again copies only what is missing.
 */
export async function copyDemoPhotos(media: MediaStore, photos: readonly DemoPhoto[]) {
  let copied = 0
  for (const file of photos.flatMap((p) => photoFiles(p.name, p.widths))) {
    const source = path.join(DEMO_PHOTOS_DIR, file)
    const { size } = await stat(source)
    if ((await media.read(file))?.size === size) continue
    await media.write(file, await readFile(source))
    copied++
  }
  return copied
}
