import { describe, expect, it } from 'vitest'
import { DOWNLOAD_MESSAGES, downloadInputSchema, moveDownloadSchema } from './download.ts'

const DOWNLOAD = {
  title: 'Manual do módulo',
  url: 'https://arquivos.exemplo.com/manual.pdf',
  description: 'Versão 2',
}
const firstMessage = (value: unknown) =>
  downloadInputSchema.safeParse(value).error?.issues[0]?.message

describe('downloadInputSchema', () => {
  it('takes http(s) URLs and paths on this site, trimmed', () => {
    for (const url of [
      'https://arquivos.exemplo.com/manual.pdf',
      'http://localhost:3000/a.zip',
      '/demo/downloads/manual.pdf',
    ]) {
      expect(downloadInputSchema.parse({ ...DOWNLOAD, url: ` ${url} ` }).url).toBe(url)
    }
  })

  it('makes a blank or missing description none', () => {
    expect(downloadInputSchema.parse({ ...DOWNLOAD, description: '  ' }).description).toBeNull()
    expect(downloadInputSchema.parse({ ...DOWNLOAD, description: null }).description).toBeNull()
    const withoutDescription = { title: DOWNLOAD.title, url: DOWNLOAD.url }
    expect(downloadInputSchema.parse(withoutDescription).description).toBeNull()
    expect(downloadInputSchema.parse({ ...DOWNLOAD, description: ' v2 ' }).description).toBe('v2')
  })

  it.each([
    [{ title: '  ' }, 'Título é obrigatório'],
    [{ title: undefined }, 'Título é obrigatório'],
    [{ url: '' }, 'URL é obrigatória'],
    [{ url: 'javascript:alert(1)' }, 'URL inválida'],
    [{ url: 'data:application/pdf;base64,JVBERi0=' }, 'URL inválida'],
    [{ url: 'ftp://arquivos.exemplo.com/a.pdf' }, 'URL inválida'],
    [{ url: '//evil.example/a.pdf' }, 'URL inválida'],
    [{ url: 'manual.pdf' }, 'URL inválida'],
    [{ description: 'x'.repeat(2001) }, 'No máximo 2000 caracteres.'],
  ])('refuses %j with %j', (change, message) => {
    expect(firstMessage({ ...DOWNLOAD, ...change })).toBe(message)
  })

  it('has the spec messages', () => {
    expect(DOWNLOAD_MESSAGES.urlInvalid).toBe('URL inválida')
    expect(DOWNLOAD_MESSAGES.notFound).toBe('Download não encontrado')
  })
})

describe('moveDownloadSchema', () => {
  it('takes up or down only', () => {
    expect(moveDownloadSchema.parse({ direction: 'up' })).toEqual({ direction: 'up' })
    expect(moveDownloadSchema.parse({ direction: 'down' })).toEqual({ direction: 'down' })
    for (const direction of ['left', '', undefined, 1]) {
      expect(moveDownloadSchema.safeParse({ direction }).error?.issues[0]?.message).toBe(
        'Direção inválida.',
      )
    }
  })
})
