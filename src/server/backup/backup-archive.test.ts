import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readBackupArchive, writeBackupArchive } from './backup-archive.ts'
import { readEntryBytes, readTarEntries } from './tar-reader.ts'

let workDir: string
beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-backup-archive-'))
})
afterAll(() => rm(workDir, { recursive: true, force: true }))

const A = '0123456789abcdef0123456789abcdef'
const B = 'fedcba9876543210fedcba9876543210'

/** A dump as a database would leave it (its bytes only matter: they must come out the same). */
async function fakeDump(name: string) {
  const file = path.join(workDir, name)
  const bytes = randomBytes(5000)
  await writeFile(file, bytes)
  return { file, bytes }
}

describe('the backup archive', () => {
  it('holds the manifest first, the dump, then each photo file of MEDIA_DIR and nothing else', async () => {
    const mediaDir = path.join(workDir, 'media')
    const photos: Record<string, Buffer> = {
      [`${A}-1200.jpg`]: randomBytes(1024),
      [`${A}-320.webp`]: randomBytes(1),
      [`${B}-640.webp`]: randomBytes(70_000),
    }
    await mkdir(path.join(mediaDir, '.tmp'), { recursive: true })
    for (const [name, bytes] of Object.entries(photos)) {
      await writeFile(path.join(mediaDir, name), bytes)
    }
    // A write in progress, a stray file, a folder and a link under photo names: none are photos.
    await writeFile(path.join(mediaDir, '.tmp', `${B}-320.webp`), 'meia foto')
    await writeFile(path.join(mediaDir, 'notas.txt'), 'não é uma foto')
    await mkdir(path.join(mediaDir, `${B}-960.webp`))
    await writeFile(path.join(workDir, 'segredo'), 'fora de MEDIA_DIR')
    await symlink(path.join(workDir, 'segredo'), path.join(mediaDir, `${B}-1280.webp`))

    const dump = await fakeDump('banco.pgdump')
    const file = path.join(workDir, 'loja.backup.tar')
    const media = await writeBackupArchive(file, 'postgres', dump.file, mediaDir)
    expect(media).toEqual({ photos: 2, files: 3, bytes: 1024 + 1 + 70_000 })

    const entries = await readTarEntries(file)
    const names = Object.keys(photos).sort()
    expect(entries.map((e) => e.name)).toEqual([
      'manifest.json',
      'database.pgdump',
      ...names.map((name) => `media/${name}`),
    ])
    const manifest = JSON.parse((await readEntryBytes(file, entries[0]!)).toString())
    expect(manifest).toEqual({
      format: 'vitrine-backup',
      formatVersion: 1,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      database: { kind: 'postgres', member: 'database.pgdump' },
      media: { files: 3, bytes: media.bytes },
    })
    expect(await readEntryBytes(file, entries[1]!)).toEqual(dump.bytes)
    for (const [i, name] of names.entries()) {
      expect(await readEntryBytes(file, entries[i + 2]!)).toEqual(photos[name])
    }

    const archive = await readBackupArchive(file)
    expect(archive.media).toEqual(media)
    expect(archive.database.name).toBe('database.pgdump')
    expect(archive.photos.map((e) => e.name)).toEqual(names.map((name) => `media/${name}`))
  })

  it('holds no photo when MEDIA_DIR does not exist', async () => {
    const dump = await fakeDump('banco.pglite.tar.gz')
    const file = path.join(workDir, 'sem-fotos.backup.tar')
    const media = await writeBackupArchive(file, 'pglite', dump.file, path.join(workDir, 'nada'))
    expect(media).toEqual({ photos: 0, files: 0, bytes: 0 })
    expect((await readTarEntries(file)).map((e) => e.name)).toEqual([
      'manifest.json',
      'database.pglite.tar.gz',
    ])
    expect((await readBackupArchive(file)).photos).toEqual([])
  })

  it('leaves no file behind when it fails', async () => {
    const dir = path.join(workDir, 'falha')
    await mkdir(dir)
    const file = path.join(dir, 'loja.backup.tar')
    await expect(
      writeBackupArchive(file, 'pglite', path.join(workDir, 'sem-banco'), workDir),
    ).rejects.toThrow('database dump')
    expect(await readdir(dir)).toEqual([])
  })
})
