// Makes the demo catalog's photos (issue 43, item 4), committed already processed so that a first
// start copies them into MEDIA_DIR and runs no sharp at all (src/server/seed/seed-demo.ts).
//
//   node --import tsx scripts/make-demo-photos.mjs
//
// Each product's SVG illustration (public/demo/products/<slug>.svg, named by its `image` in
// src/server/seed/demo-products.json) is drawn as the shots in make-demo-photos.shots.json say (the
// whole piece, then close-ups; demo-photo-render.mjs), and each drawing goes through the upload's own
// pipeline (processPhoto, src/server/media/photo-pipeline.ts), so the names and files are exactly
// an upload's. Out: the files and manifest.json in src/server/seed/demo-photos/, whatever was there
// before replaced. Rerunning on the same sharp gives the same names; a new PIPELINE_VERSION or
// another librsvg gives new ones (commit them with the manifest).
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { renderShot, seedOf, SIDE, SURFACE_KINDS } from './demo-photo-render.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
const OUT = path.join(ROOT, 'src/server/seed/demo-photos')
const MANIFEST = path.join(OUT, 'manifest.json')
/** What the folder keeps besides the photos' files. */
const KEPT = new Set(['manifest.json', 'README.md'])
/** The issue's ceiling for every demo photo together. */
const BUDGET_BYTES = 2 * 1024 * 1024

// The pipeline is TypeScript: this script runs with tsx's loader (the command above).
const { processPhoto, PIPELINE_VERSION } = await import('../src/server/media/photo-pipeline.ts')

const readJson = async (file) => JSON.parse(await readFile(path.join(ROOT, file), 'utf8'))
const products = await readJson('src/server/seed/demo-products.json')
const shotsBySlug = await readJson('scripts/make-demo-photos.shots.json')

/** The illustration's slug: '/demo/products/<slug>.svg'. */
function slugOf(product) {
  const match = /^\/demo\/products\/([a-z0-9-]+)\.svg$/.exec(product.image)
  if (!match) throw new Error(`${product.name}: image is not a demo illustration: ${product.image}`)
  return match[1]
}

function checkShots(slug) {
  const entry = shotsBySlug[slug]
  if (!entry) throw new Error(`make-demo-photos.shots.json has no shots for ${slug}`)
  if (!SURFACE_KINDS.includes(entry.surface)) throw new Error(`${slug}: unknown surface`)
  if (entry.shots.length < 1 || entry.shots.length > 3) throw new Error(`${slug}: 1 to 3 shots`)
  return entry
}

const work = await mkdtemp(path.join(os.tmpdir(), 'vitrine-demo-photos-'))
const manifest = { pipelineVersion: PIPELINE_VERSION, side: SIDE, products: {} }
const written = new Set(['manifest.json'])
try {
  for (const product of products) {
    const slug = slugOf(product)
    const { surface, shots } = checkShots(slug)
    const svg = await readFile(path.join(ROOT, 'public/demo/products', `${slug}.svg`), 'utf8')
    const photos = []
    for (const [index, shot] of shots.entries()) {
      const png = path.join(work, `${slug}-${index}.png`)
      await writeFile(png, await renderShot(svg, shot, surface, seedOf(`${slug}#${index}`)))
      const { name, width, height, widths, variants } = await processPhoto(png)
      for (const variant of variants) {
        await writeFile(path.join(OUT, variant.file), variant.bytes)
        written.add(variant.file)
      }
      const bytes = variants.reduce((sum, v) => sum + v.bytes.length, 0)
      photos.push({ name, width, height, widths, bytes, alt: shot.alt })
    }
    manifest.products[slug] = photos
    console.log(`${slug}: ${photos.map((p) => `${(p.bytes / 1024).toFixed(1)} KB`).join(', ')}`)
  }
} finally {
  await rm(work, { recursive: true, force: true })
}

// The files of an earlier run that this one did not make.
for (const file of await readdir(OUT)) {
  if (!written.has(file) && !KEPT.has(file)) await rm(path.join(OUT, file))
}
// Written as prettier writes it, so `prettier --check .` passes on a fresh run.
const prettier = await import('prettier')
const options = await prettier.resolveConfig(MANIFEST)
await writeFile(
  MANIFEST,
  await prettier.format(JSON.stringify(manifest), { ...options, parser: 'json' }),
)

let total = 0
for (const file of await readdir(OUT)) total += (await stat(path.join(OUT, file))).size
const count = Object.values(manifest.products).flat().length
console.log(
  `${count} photos of ${products.length} products in ${path.relative(ROOT, OUT)}: ` +
    `${total.toLocaleString('en')} bytes with the manifest and README (ceiling ${BUDGET_BYTES.toLocaleString('en')})`,
)
if (total > BUDGET_BYTES) {
  console.error('Over the 2 MB the issue allows: draw fewer or smaller shots.')
  process.exitCode = 1
}
