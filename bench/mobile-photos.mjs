// The phone benchmark's photos (issue 43): the store's first product gets two uploaded 12-megapixel
// photos (bench/photo-files.mjs), so its card and its page show what an owner's phone uploads, not
// only the demo's small photos. Uploaded as the panel does, through POST /api/admin/photos.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { signInAsAdmin } from './lib.mjs'
import { detailedPhotoJpeg } from './photo-files.mjs'
import { upload } from './photo-upload-sender.mjs'

async function uploadFixture(base, cookie, dir, seed) {
  const file = path.join(dir, `foto-12mp-${seed}.jpg`)
  await writeFile(file, await detailedPhotoJpeg(seed))
  const result = await upload(base, cookie, { path: file, name: path.basename(file) })
  if (!result.ok) throw new Error(`the 12-MP photo's upload failed: ${result.error}`)
  return result.photo
}

/**
 * Gives the first product of the store's first page (its largest paint) two 12-MP photos, saved
 * from the product form's PATCH; resolves with that product as GET /api/products/:id answers it.
 */
export async function withTwelveMegapixelCover(base) {
  const { items } = await (await fetch(`${base}/api/products`)).json()
  const first = items[0]
  if (!first || first.isCustomOrder || first.stock < 1) {
    throw new Error("the store's first product cannot be bought: the tap needs one that can")
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-bench-fotos-'))
  try {
    const cookie = await signInAsAdmin(base)
    const photos = [
      await uploadFixture(base, cookie, dir, 1),
      await uploadFixture(base, cookie, dir, 2),
    ]
    const headers = { cookie, origin: base }
    const { product } = await (
      await fetch(`${base}/api/admin/products/${first.id}`, { headers })
    ).json()
    const body = {
      name: product.name,
      priceCents: product.priceCents,
      category: product.category,
      stock: product.stock,
      description: product.description,
      isCustomOrder: product.isCustomOrder,
      videoUrl: product.videoUrl,
      version: product.version,
      stockLoaded: product.stock,
      photos: photos.map((photo, i) => ({
        photo: photo.name,
        alt: `${product.name}, foto ${i + 1}`,
      })),
    }
    const res = await fetch(`${base}/api/admin/products/${first.id}`, {
      method: 'PATCH',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (res.status !== 200) throw new Error(`saving the photos answered ${res.status}`)
    return { ...(await (await fetch(`${base}/api/products/${first.id}`)).json()), photos }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/**
 * How the LCP picture `url` was fetched: the requests for that very file (one, when the preload
 * and the <img> agree), and every file of its photo fetched (an uploaded photo's variants share
 * its name: /media/<name>-<width>.webp; a thumbnail of the same photo is one of them).
 */
export function lcpFetches(urls, url) {
  if (!url) return { requests: 0, photoFiles: [] }
  const photo = /\/media\/([0-9a-f]{32})-/.exec(url)?.[1]
  const files = photo ? urls.filter((u) => u.includes(`/media/${photo}-`)) : []
  return {
    requests: urls.filter((u) => u === url).length,
    photoFiles: [...new Set(files.map((u) => new URL(u).pathname))],
  }
}

/**
 * The store's banner (decision 048) for the phone benchmark: a 12-MP upload as its picture, a line
 * and a link to the first product's category. `bannerSwitch(base)` answers `set(on)`, which saves
 * the 'Loja' settings with the banner or without it, as the panel does.
 */
export async function bannerSwitch(base) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-bench-banner-'))
  try {
    const cookie = await signInAsAdmin(base)
    const headers = { cookie, origin: base, 'content-type': 'application/json' }
    const photo = await uploadFixture(base, cookie, dir, 3)
    const { items } = await (await fetch(`${base}/api/products`)).json()
    const link = `/?${new URLSearchParams({ categoria: items[0].category })}`
    const banner = { image: photo.url, text: 'Capas novas para o inverno', link }
    return async function set(on) {
      const current = await (await fetch(`${base}/api/admin/shop-settings`, { headers })).json()
      const settings = {
        ...current.settings,
        banner: on ? banner : { image: '', text: '', link: '' },
      }
      const res = await fetch(`${base}/api/admin/shop-settings`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ version: current.version, settings }),
      })
      if (res.status !== 200) throw new Error(`saving the banner answered ${res.status}`)
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
