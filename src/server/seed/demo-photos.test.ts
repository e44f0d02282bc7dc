import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { PHOTO_FILE, PHOTO_NAME, PREVIEW_BOX, variantWidths } from '#domain/photos.ts'
import { PIPELINE_VERSION } from '#server/media/photo-pipeline.ts'
import { photoFiles } from '#server/modules/photos/photo-cleanup.ts'
import manifest from './demo-photos/manifest.json' with { type: 'json' }
import { DEMO_PHOTOS_DIR, demoPhotosOf, illustrationSlug } from './demo-photos.ts'
import { demoProducts } from './demo-products.ts'

/** The ceiling for the demo photos in the repository. */
const BUDGET_BYTES = 2 * 1024 * 1024
/** Far under the pipeline's own 300 KB a file: a demo photo is 640 px and mostly smooth. */
const LARGEST_WEBP = 32 * 1024
const LARGEST_PREVIEW = 48 * 1024

const photos = demoProducts.flatMap((p) => demoPhotosOf(p))
const sizeOf = (file: string) => statSync(path.join(DEMO_PHOTOS_DIR, file)).size
const folder = () => readdirSync(DEMO_PHOTOS_DIR).sort()

describe('the demo photos (src/server/seed/demo-photos)', () => {
  it('were made by this pipeline version: a new one names photos anew (rerun the script)', () => {
    expect(manifest.pipelineVersion).toBe(PIPELINE_VERSION)
    expect(Object.keys(manifest.products).sort()).toEqual(
      demoProducts.map((p) => illustrationSlug(p.image)).sort(),
    )
  })

  it('are named as the pipeline names them, each photo once', () => {
    for (const photo of photos) {
      expect(photo.name).toMatch(PHOTO_NAME)
      expect(photo.widths, photo.name).toEqual(variantWidths(photo.width))
    }
    expect(new Set(photos.map((p) => p.name)).size).toBe(photos.length)
  })

  it("hold each photo's files, of the bytes the manifest says, and nothing else", () => {
    const files = photos.flatMap((p) => photoFiles(p.name, p.widths))
    expect(folder()).toEqual([...files, 'README.md', 'manifest.json'].sort())
    for (const photo of photos) {
      const bytes = photoFiles(photo.name, photo.widths).reduce((sum, f) => sum + sizeOf(f), 0)
      expect(bytes, photo.name).toBe(photo.bytes)
    }
  })

  it('stay within 2 MB of repository, manifest and README included', () => {
    const total = folder().reduce((sum, file) => sum + sizeOf(file), 0)
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES)
  })

  it('are no larger than needed: 640 px squares, each file the size its name says', async () => {
    for (const photo of photos) {
      expect([photo.width, photo.height], photo.name).toEqual([640, 640])
      for (const file of photoFiles(photo.name, photo.widths)) {
        const [, , width, ext] = PHOTO_FILE.exec(file)!
        const {
          format,
          width: w,
          height: h,
        } = await sharp(path.join(DEMO_PHOTOS_DIR, file)).metadata()
        if (ext === 'webp') {
          expect([format, w, h], file).toEqual(['webp', Number(width), Number(width)])
          expect(sizeOf(file), file).toBeLessThanOrEqual(LARGEST_WEBP)
        } else {
          // The link preview: fitted inside 1200 × 630, never enlarged.
          expect([format, w, h], file).toEqual(['jpeg', PREVIEW_BOX.height, PREVIEW_BOX.height])
          expect(sizeOf(file), file).toBeLessThanOrEqual(LARGEST_PREVIEW)
        }
      }
    }
  })

  it('describe what each shows in pt-BR, no two alike for one product', () => {
    for (const product of demoProducts) {
      const alts = demoPhotosOf(product).map((p) => p.alt)
      expect(new Set(alts).size, product.name).toBe(alts.length)
      for (const alt of alts) expect(alt.length, alt).toBeGreaterThan(15)
    }
  })
})
