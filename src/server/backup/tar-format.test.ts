import { describe, expect, it } from 'vitest'
import { decodeHeader, encodeHeader, isUstar } from './tar-format.ts'

describe('tar headers', () => {
  it('read back what was written', () => {
    const header = encodeHeader({ name: 'media/a-640.webp', size: 1234, type: '0' })
    expect(header).toHaveLength(512)
    expect(isUstar(header)).toBe(true)
    expect(decodeHeader(header)).toMatchObject({ name: 'media/a-640.webp', size: 1234, type: '0' })
    const link = encodeHeader({ name: 'x', size: 0, type: '2', linkname: '/etc/passwd' })
    expect(decodeHeader(link)).toMatchObject({ type: '2', linkname: '/etc/passwd' })
  })

  it('hold a member past 8 GiB (base-256, as GNU tar writes it)', () => {
    const size = 9 * 1024 ** 3 + 7
    expect(decodeHeader(encodeHeader({ name: 'database.pgdump', size, type: '0' }))?.size).toBe(
      size,
    )
  })

  it('end at a zero block, and refuse a damaged one', () => {
    expect(decodeHeader(Buffer.alloc(512))).toBeNull()
    const header = encodeHeader({ name: 'manifest.json', size: 10, type: '0' })
    header[0] = 'n'.charCodeAt(0)
    expect(() => decodeHeader(header)).toThrow('not a valid tar header')
    expect(() => decodeHeader(Buffer.alloc(512, 1))).toThrow('not a valid tar header')
  })
})
