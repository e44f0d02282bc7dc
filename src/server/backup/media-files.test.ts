import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readBackupArchive, writeBackupArchive } from './backup-archive.ts'
import { photoFileOfMember, restorePhotoFiles } from './media-files.ts'

let workDir: string
beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-media-files-'))
})
afterAll(() => rm(workDir, { recursive: true, force: true }))

const A = '0123456789abcdef0123456789abcdef'
const B = 'fedcba9876543210fedcba9876543210'

describe('photoFileOfMember', () => {
  it('accepts media/<photo file> only', () => {
    expect(photoFileOfMember(`media/${A}-640.webp`)).toBe(`${A}-640.webp`)
    expect(photoFileOfMember(`media/${A}-1200.jpg`)).toBe(`${A}-1200.jpg`)
    for (const name of [
      `${A}-640.webp`,
      `media/../${A}-640.webp`,
      `media/.tmp/${A}-640.webp`,
      `media//${A}-640.webp`,
      `/media/${A}-640.webp`,
      `media/${A}-640.webp/`,
      `media/${A}-640.png`,
      `media/${A.toUpperCase()}-640.webp`,
      'media/../../etc/x',
      'media/',
    ]) {
      expect(photoFileOfMember(name), name).toBeUndefined()
    }
  })
})

describe('restorePhotoFiles', () => {
  it('writes the missing files and leaves every file MEDIA_DIR has as it is', async () => {
    const source = path.join(workDir, 'origem')
    await mkdir(source)
    const photos: Record<string, Buffer> = {
      [`${A}-640.webp`]: randomBytes(900),
      [`${A}-1200.jpg`]: randomBytes(2000),
      [`${B}-320.webp`]: randomBytes(10),
    }
    for (const [name, bytes] of Object.entries(photos)) {
      await writeFile(path.join(source, name), bytes)
    }
    const dump = path.join(workDir, 'banco')
    await writeFile(dump, 'um banco')
    const file = path.join(workDir, 'loja.backup.tar')
    await writeBackupArchive(file, 'pglite', dump, source)

    // The shop's MEDIA_DIR: one of the files already (names are hashes: the same photo), a photo
    // the backup does not have, and another file. Only the two missing files are written.
    const mediaDir = path.join(workDir, 'media')
    await mkdir(mediaDir)
    await writeFile(path.join(mediaDir, `${A}-640.webp`), 'já estava aqui')
    await writeFile(path.join(mediaDir, `${B}-640.webp`), 'enviada depois do backup')
    await writeFile(path.join(mediaDir, 'notas.txt'), 'do dono')

    const archive = await readBackupArchive(file)
    expect(await restorePhotoFiles(file, archive.photos, mediaDir)).toEqual({ written: 2, kept: 1 })
    const read = (name: string) => readFile(path.join(mediaDir, name), 'utf8')
    expect(await read(`${A}-640.webp`)).toBe('já estava aqui')
    expect(await read(`${B}-640.webp`)).toBe('enviada depois do backup')
    expect(await read('notas.txt')).toBe('do dono')
    expect(await readFile(path.join(mediaDir, `${A}-1200.jpg`))).toEqual(photos[`${A}-1200.jpg`])
    expect(await readFile(path.join(mediaDir, `${B}-320.webp`))).toEqual(photos[`${B}-320.webp`])
    // Each file was written under .tmp/ and renamed in: nothing is left there.
    expect(await readdir(path.join(mediaDir, '.tmp'))).toEqual([])

    // Run again, everything is there: nothing is written.
    expect(await restorePhotoFiles(file, archive.photos, mediaDir)).toEqual({ written: 0, kept: 3 })
  })
})
