// The photos bench/photo-uploads.mjs uploads, made when it runs (no image is committed).
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
