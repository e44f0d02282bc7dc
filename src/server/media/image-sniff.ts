import { open } from 'node:fs/promises'

/**
 * What an upload's first bytes say it is, read before sharp sees the file (decision 035): sharp reads
 * many more formats (SVG, PDF, GIF, TIFF...) than the shop accepts, and an iPhone's HEIC deserves
 * its own message.
 */
export type ImageKind = 'jpeg' | 'png' | 'webp' | 'heic' | 'other'

/** How many leading bytes `sniffImage` needs. */
export const SNIFF_BYTES = 32

const JPEG_MAGIC = [0xff, 0xd8, 0xff]
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** HEIF brands of HEVC-coded images (iPhone photos and their bursts and sequences). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'])
/** AVIF is HEIF too (it also names mif1), but it is not the iPhone's format: plainly 'other'. */
const AVIF_BRANDS = new Set(['avif', 'avis'])

function startsWith(bytes: Uint8Array, magic: readonly number[], at = 0) {
  return magic.every((byte, i) => bytes[at + i] === byte)
}

function ascii(bytes: Uint8Array, from: number, to: number) {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1', from, to)
}

/**
 * The brands of an ISO-BMFF 'ftyp' box at the start: its major brand, then the compatible ones
 * that fit both the box and the bytes given.
 */
function ftypBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== 'ftyp') return []
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0)
  const end = Math.min(boxSize, bytes.length)
  const brands = [ascii(bytes, 8, 12)]
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4))
  return brands
}

function isHeic(bytes: Uint8Array) {
  const brands = ftypBrands(bytes)
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return false
  return brands.some((brand) => HEIC_BRANDS.has(brand))
}

/** Classifies an upload by its first bytes (`SNIFF_BYTES` of them are enough). */
export function sniffImage(head: Uint8Array): ImageKind {
  if (startsWith(head, JPEG_MAGIC)) return 'jpeg'
  if (startsWith(head, PNG_MAGIC)) return 'png'
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') {
    return 'webp'
  }
  if (isHeic(head)) return 'heic'
  return 'other'
}

/** The first `SNIFF_BYTES` of a file (fewer when the file is shorter). */
export async function readHead(path: string): Promise<Buffer> {
  const file = await open(path, 'r')
  try {
    const head = Buffer.alloc(SNIFF_BYTES)
    const { bytesRead } = await file.read(head, 0, SNIFF_BYTES, 0)
    return head.subarray(0, bytesRead)
  } finally {
    await file.close()
  }
}

/**
 * Markup a browser would run or draw if it ever took the file for a document (a JPEG/HTML
 * polyglot). A tag name counts only when a tag-ending byte follows it, as the HTML tokenizer
 * ends a tag name: '<svg' alone, four bytes, turns up by chance in about 1 of 50 photos of
 * 10 MB of compressed (random-looking) data, '<svg>' or '<svg ' in far fewer. '<!doctype' needs
 * nothing after it (the tokenizer accepts '<!DOCTYPEhtml>'), nor does '<?xml'.
 */
const TAGS = ['<script', '<html', '<svg', '<iframe', '<body']
const DECLARATIONS = ['<!doctype', '<?xml']
/** Tab, line feed, form feed, carriage return, space, '/' and '>'. */
const TAG_ENDS = new Set([0x09, 0x0a, 0x0c, 0x0d, 0x20, 0x2f, 0x3e])

const NEEDLES = [
  ...TAGS.map((text) => ({ bytes: Buffer.from(text, 'latin1'), needsTagEnd: true })),
  ...DECLARATIONS.map((text) => ({ bytes: Buffer.from(text, 'latin1'), needsTagEnd: false })),
]

/** The longest match, tag end included: what one chunk keeps of the previous one. */
const OVERLAP = Math.max(...NEEDLES.map((n) => n.bytes.length + (n.needsTagEnd ? 1 : 0))) - 1

/** Upper-case ASCII letters to lower case; every other byte as it is. */
const lower = (byte: number) => (byte >= 0x41 && byte <= 0x5a ? byte | 0x20 : byte)

function matchesAt(bytes: Uint8Array, at: number, needle: (typeof NEEDLES)[number]) {
  const length = needle.bytes.length
  if (at + length + (needle.needsTagEnd ? 1 : 0) > bytes.length) return false
  for (let i = 1; i < length; i++) {
    if (lower(bytes[at + i]!) !== needle.bytes[i]) return false
  }
  return !needle.needsTagEnd || TAG_ENDS.has(bytes[at + length]!)
}

/** Whether `bytes` holds polyglot markup anywhere (case-insensitive). */
export function containsMarkup(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  for (let at = buffer.indexOf(0x3c); at !== -1; at = buffer.indexOf(0x3c, at + 1)) {
    if (NEEDLES.some((needle) => matchesAt(buffer, at, needle))) return true
  }
  return false
}

const CHUNK_BYTES = 64 * 1024

/**
 * `containsMarkup` over a whole file, 64 KB at a time: each chunk is scanned after the tail of the
 * one before it, so markup split across two chunks is found too.
 */
export async function fileContainsMarkup(path: string): Promise<boolean> {
  const file = await open(path, 'r')
  try {
    const window = Buffer.alloc(OVERLAP + CHUNK_BYTES)
    let kept = 0
    for (;;) {
      const { bytesRead } = await file.read(window, kept, CHUNK_BYTES)
      if (bytesRead === 0) return false
      const filled = kept + bytesRead
      if (containsMarkup(window.subarray(0, filled))) return true
      kept = Math.min(OVERLAP, filled)
      window.copyWithin(0, filled - kept, filled)
    }
  } finally {
    await file.close()
  }
}
