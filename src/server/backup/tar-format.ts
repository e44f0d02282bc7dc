/**
 * The few parts of the POSIX tar format (ustar) the backup archive needs, written by hand: no
 * tar package is a dependency, and a backup must stay readable by any `tar` (`tar tvf` lists it).
 */

export const BLOCK = 512

/** Two zero blocks end an archive. */
export const END_OF_ARCHIVE = Buffer.alloc(BLOCK * 2)

/** The typeflag of a regular file ('0', or NUL in old archives); anything else is not one. */
export const REGULAR_FILE = '0'

export interface TarHeader {
  name: string
  size: number
  /** The typeflag: '0' a file, '2' a symbolic link, '5' a directory... */
  type: string
  mtime?: Date
  /** A link's target (only links have one). */
  linkname?: string
}

/** The zeros that bring `size` bytes of a member's data to a whole block. */
export const paddingOf = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK

/** 11 octal digits hold up to 8 GiB; above that, GNU tar's base-256 (read by every tar today). */
const OCTAL_LIMIT = 8 ** 11

function writeText(block: Buffer, offset: number, length: number, text: string) {
  const bytes = Buffer.from(text, 'utf8')
  if (bytes.length > length) throw new Error(`tar field too long: ${text}`)
  bytes.copy(block, offset)
}

function writeOctal(block: Buffer, offset: number, length: number, value: number) {
  writeText(block, offset, length, value.toString(8).padStart(length - 1, '0') + '\0')
}

function writeSize(block: Buffer, size: number) {
  if (size < OCTAL_LIMIT) return writeOctal(block, 124, 12, size)
  block[124] = 0x80
  let rest = size
  for (let i = 135; i > 124; i--) {
    block[i] = rest % 256
    rest = Math.floor(rest / 256)
  }
}

/** The unsigned sum of the header's bytes, its checksum field counted as spaces. */
function checksumOf(block: Buffer) {
  let sum = 8 * 0x20
  for (let i = 0; i < BLOCK; i++) if (i < 148 || i >= 156) sum += block[i]!
  return sum
}

export function encodeHeader({ name, size, type, mtime = new Date(), linkname = '' }: TarHeader) {
  const block = Buffer.alloc(BLOCK)
  writeText(block, 0, 100, name)
  writeOctal(block, 100, 8, type === '5' ? 0o755 : 0o644)
  writeOctal(block, 108, 8, 0)
  writeOctal(block, 116, 8, 0)
  writeSize(block, size)
  writeOctal(block, 136, 12, Math.floor(mtime.getTime() / 1000))
  writeText(block, 156, 1, type)
  writeText(block, 157, 100, linkname)
  writeText(block, 257, 8, 'ustar\u000000')
  writeText(block, 148, 8, checksumOf(block).toString(8).padStart(6, '0') + '\0 ')
  return block
}

function readText(block: Buffer, offset: number, length: number) {
  const field = block.subarray(offset, offset + length)
  const end = field.indexOf(0)
  return field.subarray(0, end === -1 ? length : end).toString('utf8')
}

function readNumber(block: Buffer, offset: number, length: number) {
  if (block[offset]! & 0x80) {
    let value = 0
    for (let i = offset + 1; i < offset + length; i++) value = value * 256 + block[i]!
    return value
  }
  const text = readText(block, offset, length).trim()
  return /^[0-7]*$/.test(text) ? parseInt(text || '0', 8) : NaN
}

/** Whether a 512-byte block is a tar header (the ustar magic at 257). */
export const isUstar = (block: Buffer) => block.subarray(257, 262).toString('latin1') === 'ustar'

/**
 * A header block's fields, or null for the zero block that ends the archive. Throws on a block
 * that is not a header or whose checksum is wrong: the archive is damaged.
 */
export function decodeHeader(block: Buffer): TarHeader | null {
  if (block.every((byte) => byte === 0)) return null
  const size = readNumber(block, 124, 12)
  if (!isUstar(block) || readNumber(block, 148, 8) !== checksumOf(block) || !(size >= 0)) {
    throw new Error('not a valid tar header')
  }
  const prefix = readText(block, 345, 155)
  const name = readText(block, 0, 100)
  const type = readText(block, 156, 1) || REGULAR_FILE
  return {
    name: prefix ? `${prefix}/${name}` : name,
    size,
    type,
    linkname: readText(block, 157, 100),
  }
}
