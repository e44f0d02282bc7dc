// The drawing half of scripts/make-demo-photos.mjs: a demo product's SVG illustration
// (public/demo/products) set on a surface as if photographed, the whole piece or a close-up.
// Every random number comes from a generator seeded by the product and the shot, so a rerun draws
// the same pixels (on the same sharp and librsvg: the photo's name is the hash of its pixels).
import sharp from 'sharp'

/** The side of every demo photo, in pixels: its WebP widths are 320 and 640 (variantWidths). */
export const SIDE = 640
/** The illustrations' viewBox side. */
const VIEWBOX = 800

/** Mulberry32: a small seeded generator, [0, 1). */
function seededRandom(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A number from a text (FNV-1a), to seed the generator with a product and a shot. */
export function seedOf(text) {
  let h = 0x811c9dc5
  for (const char of text) h = Math.imul(h ^ char.codePointAt(0), 0x01000193)
  return h >>> 0
}

/**
 * The surfaces a piece is photographed on: the colours at the top and bottom of the photo, and
 * the grain's stretch (across, down: [16, 1] runs sixteen times longer across, as wood does).
 */
const SURFACES = {
  // Raw linen on a workbench: a fine, even weave.
  linen: { top: [241, 233, 220], bottom: [214, 199, 178], grain: [1, 1] },
  // Light oak: long streaks across.
  oak: { top: [233, 212, 182], bottom: [196, 160, 118], grain: [16, 1] },
  // Warm grey felt, for the darker leathers.
  felt: { top: [228, 224, 218], bottom: [190, 183, 173], grain: [2, 2] },
  // A dark car interior, where the lights show.
  night: { top: [58, 54, 60], bottom: [24, 22, 26], grain: [3, 3] },
}

/**
 * Smooth random values in [-1, 1] over the photo: a grid of `cellsX` × `cellsY` random values,
 * eased between (smoothstep). Drawn here rather than by resizing a tiny image, which libvips
 * upscales with stripes that cost a JPEG far more bytes than the surface is worth.
 */
function smoothNoise(random, cellsX, cellsY) {
  const grid = Array.from({ length: (cellsX + 1) * (cellsY + 1) }, () => random() * 2 - 1)
  const at = (gx, gy) => grid[gy * (cellsX + 1) + gx]
  const ease = (t) => t * t * (3 - 2 * t)
  const values = new Float32Array(SIDE * SIDE)
  for (let y = 0; y < SIDE; y++) {
    const fy = (y / SIDE) * cellsY
    const gy = Math.floor(fy)
    const ty = ease(fy - gy)
    for (let x = 0; x < SIDE; x++) {
      const fx = (x / SIDE) * cellsX
      const gx = Math.floor(fx)
      const tx = ease(fx - gx)
      const upper = at(gx, gy) + (at(gx + 1, gy) - at(gx, gy)) * tx
      const lower = at(gx, gy + 1) + (at(gx + 1, gy + 1) - at(gx, gy + 1)) * tx
      values[y * SIDE + x] = upper + (lower - upper) * ty
    }
  }
  return values
}

/**
 * The surface under the piece: its two colours from top to bottom, a light from the upper left,
 * a darker rim (the lens's vignette), large soft blotches and the grain of the material (fainter
 * in a close-up, where the surface is out of focus).
 */
function surface(kind, random, closeUp) {
  const { top, bottom, grain } = SURFACES[kind]
  const blotches = smoothNoise(random, 4, 4)
  const [gx, gy] = grain
  const fine = smoothNoise(random, Math.round(SIDE / (4 * gx)), Math.round(SIDE / (4 * gy)))
  const pixels = Buffer.alloc(SIDE * SIDE * 3)
  for (let y = 0; y < SIDE; y++) {
    const v = y / (SIDE - 1)
    for (let x = 0; x < SIDE; x++) {
      const u = x / (SIDE - 1)
      const i = y * SIDE + x
      const rim = Math.hypot(u - 0.5, v - 0.48) / 0.7071
      const light = 1 + 0.06 * (1 - Math.hypot(u - 0.2, v - 0.1)) - 0.16 * rim ** 2.2
      const texture = blotches[i] * 0.035 + fine[i] * (closeUp ? 0.005 : 0.011)
      for (let c = 0; c < 3; c++) {
        const base = top[c] + (bottom[c] - top[c]) * v
        pixels[i * 3 + c] = clamp(base * light * (1 + texture))
      }
    }
  }
  return sharp(pixels, { raw: { width: SIDE, height: SIDE, channels: 3 } })
}

const clamp = (n) => Math.max(0, Math.min(255, Math.round(n)))

/** The illustration without its own backdrop (the flat gradient and the halo behind the piece). */
function pieceOnly(svg) {
  return svg
    .replace(/<rect width="800" height="800" fill="url\(#bg\)"\/>/, '')
    .replace(/<circle cx="400" cy="400" r="318" fill="#[0-9a-f]{6}"\/>/, '')
}

/**
 * The piece as an RGBA layer of SIDE × SIDE: the whole illustration (`zoom` 1), or drawn `zoom`
 * times larger around `focus` (viewBox units) for a close-up, sharp at any zoom (it is vector).
 */
async function pieceLayer(svg, zoom, focus) {
  const scale = (SIDE / VIEWBOX) * zoom
  const drawn = sharp(Buffer.from(svg), { density: 72 * scale })
  const full = Math.round(VIEWBOX * scale)
  const at = (centre) => Math.max(0, Math.min(full - SIDE, Math.round(centre * scale - SIDE / 2)))
  const left = zoom === 1 ? 0 : at(focus[0])
  const top = zoom === 1 ? 0 : at(focus[1])
  return sharp(
    await drawn
      .resize(full, full)
      .extract({ left, top, width: SIDE, height: SIDE })
      .ensureAlpha()
      .png()
      .toBuffer(),
  )
}

/** The piece's soft shadow on the surface: its outline, blurred, a little below it. */
async function shadowOf(layer, zoom) {
  const alpha = await layer.clone().extractChannel(3).toBuffer()
  const offset = Math.round(10 * zoom)
  const shade = Buffer.alloc(SIDE * SIDE * 4)
  for (let i = offset * SIDE; i < SIDE * SIDE; i++) {
    shade[i * 4 + 3] = Math.round(alpha[i - offset * SIDE] * 0.32)
  }
  return sharp(shade, { raw: { width: SIDE, height: SIDE, channels: 4 } })
    .blur(6 + 6 * zoom)
    .png()
    .toBuffer()
}

/**
 * Shallow depth of field for a close-up: the centre as drawn, the edges from a blurred copy,
 * mixed smoothly by the distance from the centre.
 */
async function withDepthOfField(image) {
  const sharpPixels = await image.clone().raw().toBuffer()
  const soft = await image.clone().blur(3.2).raw().toBuffer()
  const out = Buffer.alloc(sharpPixels.length)
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) {
      const r = Math.hypot(x / SIDE - 0.5, y / SIDE - 0.5) / 0.7071
      const t = Math.min(1, Math.max(0, (r - 0.45) / 0.4))
      const mix = t * t * (3 - 2 * t)
      for (let c = 0; c < 3; c++) {
        const i = (y * SIDE + x) * 3 + c
        out[i] = Math.round(sharpPixels[i] * (1 - mix) + soft[i] * mix)
      }
    }
  }
  return sharp(out, { raw: { width: SIDE, height: SIDE, channels: 3 } })
}

/**
 * One demo photo as a lossless PNG: `shot` is { zoom, focus } (zoom 1: the whole piece), drawn on
 * `surfaceKind`, its randomness seeded by `seed`.
 */
export async function renderShot(svg, shot, surfaceKind, seed) {
  const random = seededRandom(seed)
  const zoom = shot.zoom ?? 1
  const closeUp = zoom > 1
  const layer = await pieceLayer(pieceOnly(svg), zoom, shot.focus ?? [400, 400])
  const ground = surface(surfaceKind, random, closeUp)
  const composed = await ground
    .composite([{ input: await shadowOf(layer, zoom) }, { input: await layer.png().toBuffer() }])
    // A photograph is never quite as crisp as a vector drawing.
    .blur(0.45)
    .removeAlpha()
    .raw()
    .toBuffer()
  let photo = sharp(composed, { raw: { width: SIDE, height: SIDE, channels: 3 } })
  if (closeUp) photo = await withDepthOfField(photo)
  return photo.png({ compressionLevel: 9 }).toBuffer()
}

export const SURFACE_KINDS = Object.keys(SURFACES)
