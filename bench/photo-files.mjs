// The photos the benchmarks upload (bench/photo-uploads.mjs, bench/mobile-photos.mjs), made when
// they run (no image is committed).
import { writeFile } from 'node:fs/promises'
import path from 'node:path'

/** A phone's photo: 12 megapixels. */
export const PHOTO_SIZE = { width: 4000, height: 3000 }

/**
 * A 12-megapixel JPEG that weighs what a phone's photo does (about 4.4 MB at quality 90): gradients
 * and a wave under noise drawn for each channel (noise shared by the three leaves the colours smooth
 * and the file half as heavy; noise alone passes the 10 MB limit). Each `seed` is another photo.
 */
async function photoJpeg(seed, { width, height } = PHOTO_SIZE) {
  const { default: sharp } = await import('sharp')
  const raw = new Uint8ClampedArray(width * height * 3) // clamps to 0-255 and rounds
  let state = seed
  // An LCG's high byte as ±25 levels: the same pixels on every run, so the same file sizes.
  const noise = () => {
    state = (Math.imul(state, 1664525) + 1013904223) | 0
    return ((state >>> 24) - 128) / 5
  }
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i += 3) {
      raw[i] = (x * 255) / width + noise()
      raw[i + 1] = (y * 255) / height + noise()
      raw[i + 2] = 128 + 60 * Math.sin(x / 90 + y / 140 + seed) + noise()
    }
  }
  const image = sharp(Buffer.from(raw.buffer), { raw: { width, height, channels: 3 } })
  return image.jpeg({ quality: 90 }).toBuffer()
}

/** Photo 0 is timed alone; 1..count are the uploads under page views; `tiny` is 64 × 48. */
export async function makePhotos(dir, count) {
  const make = async (name, seed, size) => {
    const [file, bytes] = [path.join(dir, name), await photoJpeg(seed, size)]
    await writeFile(file, bytes)
    return { name, file, bytes }
  }
  const big = []
  // One at a time: each takes 36 MB of raw pixels while it is made.
  for (let seed = 0; seed <= count; seed++) big.push(await make(`foto-${seed}.jpg`, seed))
  return { big, tiny: await make('foto-pequena.jpg', 99, { width: 64, height: 48 }) }
}

/**
 * A 12-megapixel JPEG with detail at every scale (random shapes of 2 to 96 px over gradients),
 * which survives scaling down as a photo's texture does: its 960-px WebP is heavier than most
 * product photos' (a noise fixture's averages away to 15 KB). Made by sharp from small random
 * images scaled up, so it takes a second, not a minute.
 */
export async function detailedPhotoJpeg(seed, { width, height } = PHOTO_SIZE) {
  const { default: sharp } = await import('sharp')
  let state = seed
  const random = () => {
    state = (Math.imul(state, 1664525) + 1013904223) | 0
    return state >>> 24
  }
  const octave = (scale) => {
    const [w, h] = [Math.ceil(width / scale), Math.ceil(height / scale)]
    const raw = Buffer.alloc(w * h * 3)
    for (let i = 0; i < raw.length; i++) raw[i] = random()
    return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
      .resize(width, height, { kernel: 'cubic', fit: 'fill' })
      .raw()
      .toBuffer()
  }
  const octaves = await Promise.all([2, 6, 24, 96].map(octave))
  const weights = [0.125, 0.2, 0.25, 0.25]
  const out = new Uint8ClampedArray(width * height * 3)
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i += 3) {
      const base = [30 + (x * 200) / width, 40 + (y * 160) / height, 110]
      for (let c = 0; c < 3; c++) {
        let value = base[c]
        for (let o = 0; o < 4; o++) value += weights[o] * (octaves[o][i + c] - 128)
        out[i + c] = value
      }
    }
  }
  return sharp(Buffer.from(out.buffer), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer()
}
