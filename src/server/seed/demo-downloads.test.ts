import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { downloadInputSchema } from '#domain/schemas/download.ts'
import { demoDownloads } from './demo-downloads.ts'

describe('demoDownloads', () => {
  it('has 3 downloads, each valid as the admin form would send it', () => {
    expect(demoDownloads).toHaveLength(3)
    for (const download of demoDownloads) {
      expect(downloadInputSchema.parse(download), download.title).toEqual(download)
    }
  })

  it('points every URL at a file the app ships in public/demo/downloads/', () => {
    for (const { url } of demoDownloads) {
      expect(url).toMatch(/^\/demo\/downloads\/[a-z0-9-]+\.(pdf|txt)$/)
      const file = join(process.cwd(), 'public', url)
      expect(existsSync(file), url).toBe(true)
      const bytes = readFileSync(file)
      if (url.endsWith('.pdf')) {
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
        expect(bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true)
      } else {
        // UTF-8 text in pt-BR: decoding it strictly must not fail.
        expect(new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toMatch(/ç|ã|é/)
      }
    }
  })
})
