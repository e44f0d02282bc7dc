import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '#server/config.ts'
import { BackupError, type BackupKind } from './backup-file.ts'
import { buildManifest, DATABASE_MEMBERS, encodeManifest } from './backup-manifest.ts'
import { restoreBackup } from './backup.ts'
import { encodeHeader, END_OF_ARCHIVE, paddingOf } from './tar-format.ts'

let workDir: string
beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-backup-refusals-'))
})
afterAll(() => rm(workDir, { recursive: true, force: true }))

const PHOTO = '0123456789abcdef0123456789abcdef-640.webp'

interface Member {
  name: string
  data?: string | Buffer
  /** The tar typeflag: '0' a file (the default), '2' a symbolic link, '5' a folder. */
  type?: string
  linkname?: string
}

/** A tar in memory, hostile members included: what `npm run backup` never writes. */
function tarOf(members: Member[]) {
  return Buffer.concat([
    ...members.flatMap(({ name, data = '', type = '0', linkname }) => {
      const bytes = Buffer.from(data)
      const header = encodeHeader({ name, size: bytes.length, type, linkname })
      return [header, bytes, Buffer.alloc(paddingOf(bytes.length))]
    }),
    END_OF_ARCHIVE,
  ])
}

/** The manifest and a database member of `kind`, then `photos` (counted in the manifest). */
function archiveOf(kind: BackupKind, photos: Member[], manifest: object = {}) {
  const bytes = photos.reduce((sum, p) => sum + Buffer.from(p.data ?? '').length, 0)
  const built = { ...buildManifest(kind, { files: photos.length, bytes }), ...manifest }
  return tarOf([
    { name: 'manifest.json', data: encodeManifest(built) },
    { name: DATABASE_MEMBERS[kind], data: 'um banco de dados' },
    ...photos,
  ])
}

/** Every file and folder under the work directory, with each file's bytes. */
async function everything() {
  const names = (await readdir(workDir, { recursive: true })).sort()
  const files: Record<string, string> = {}
  for (const name of names) {
    files[name] = await readFile(path.join(workDir, name), 'hex').catch(() => 'pasta')
  }
  return files
}

const serverUrl = loadConfig().databaseUrl
// Never created: were a refused archive restored after all, it would fail, not overwrite a base.
const absentDatabase = () => {
  const url = new URL(serverUrl ?? 'postgres://localhost')
  url.pathname = `/vitrine_nunca_criado_${randomBytes(4).toString('hex')}`
  return url.toString()
}
const kinds: BackupKind[] = serverUrl ? ['pglite', 'postgres'] : ['pglite']

describe.each(kinds)('npm run restore refuses, changing nothing (%s)', (kind) => {
  const other: BackupKind = kind === 'pglite' ? 'postgres' : 'pglite'
  const config = () => ({
    databaseUrl: kind === 'postgres' ? absentDatabase() : undefined,
    dataDir: path.join(workDir, kind, 'data'),
    mediaDir: path.join(workDir, kind, 'loja', 'media'),
  })

  /** Restores `content` as a file and expects `message`, with nothing written anywhere. */
  async function expectRefused(content: Buffer | string, message: string | RegExp) {
    const file = path.join(workDir, 'arquivos', `${randomBytes(4).toString('hex')}.backup.tar`)
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, content)
    const before = await everything()
    const refusal = restoreBackup(config(), file, path.join(workDir, kind, 'backups'))
    await expect(refusal).rejects.toThrow(BackupError)
    await expect(refusal).rejects.toThrow(message)
    expect(await everything()).toEqual(before)
  }

  it('a member that climbs out of media/', async () => {
    for (const name of ['media/../../etc/x', `media/../${PHOTO}`, `/etc/${PHOTO}`]) {
      await expectRefused(archiveOf(kind, [{ name, data: 'x' }]), `contém "${name}"`)
    }
  })

  it('a link, even under a photo name, and a folder', async () => {
    const link = { name: `media/${PHOTO}`, type: '2', linkname: '/etc/passwd' }
    await expectRefused(archiveOf(kind, [link]), 'que não é um arquivo comum (link ou pasta)')
    const hardLink = { name: `media/${PHOTO}`, type: '1', linkname: '/etc/passwd' }
    await expectRefused(archiveOf(kind, [hardLink]), 'que não é um arquivo comum')
    await expectRefused(archiveOf(kind, [{ name: 'media/fotos/', type: '5' }]), 'arquivo comum')
  })

  it('a file that is not a photo', async () => {
    for (const name of ['media/notas.txt', 'media/.tmp/' + PHOTO, 'leia-me.sh', PHOTO]) {
      await expectRefused(archiveOf(kind, [{ name, data: 'echo' }]), 'que não é uma foto')
    }
  })

  it('an archive from a newer version of the shop', async () => {
    await expectRefused(
      archiveOf(kind, [], { formatVersion: 99 }),
      /versão mais nova da loja \(formato 99; esta versão lê até o formato 1\)/,
    )
  })

  it('a damaged archive: cut short, a wrong count, a broken manifest', async () => {
    const whole = archiveOf(kind, [{ name: `media/${PHOTO}`, data: randomBytes(2000) }])
    await expectRefused(whole.subarray(0, 3000), 'está incompleto ou danificado')
    await expectRefused(
      archiveOf(kind, [], { media: { files: 3, bytes: 10 } }),
      'está incompleto ou danificado',
    )
    const broken = tarOf([{ name: 'manifest.json', data: '{"format": "vitrine-backup", ' }])
    await expectRefused(broken, 'O manifesto de')
    await expectRefused(
      archiveOf(kind, [], { database: { kind, member: '../banco' } }),
      'O manifesto de',
    )
  })

  it('a tar that is not a backup, and a file that is not a backup', async () => {
    await expectRefused(tarOf([{ name: `media/${PHOTO}`, data: 'x' }]), 'não é um backup da loja')
    await expectRefused(
      tarOf([{ name: 'manifest.json', data: '{"format": "outro"}' }]),
      'não é um backup da loja',
    )
    await expectRefused('lista de compras', 'não é um backup da loja (npm run backup)')
    await expect(restoreBackup(config(), path.join(workDir, 'nada.tar'))).rejects.toThrow(
      'Arquivo não encontrado',
    )
  })

  it('a backup of the other kind of database, archive or not', async () => {
    const message =
      other === 'pglite' ? 'restaure-o sem DATABASE_URL' : 'DATABASE_URL não está definido'
    await expectRefused(archiveOf(other, [{ name: `media/${PHOTO}`, data: 'x' }]), message)
    const dump = other === 'pglite' ? Buffer.from([0x1f, 0x8b, 8]) : Buffer.from('PGDMP\u0001')
    await expectRefused(dump, message)
  })
})
