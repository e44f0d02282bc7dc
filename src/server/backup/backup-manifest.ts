import { z } from 'zod'
import { BackupError, type BackupKind } from './backup-file.ts'

/**
 * manifest.json, the backup archive's first member: what the archive is and holds, read before
 * anything else so that an archive this version cannot read is refused before anything changes.
 */
export const MANIFEST_MEMBER = 'manifest.json'
export const ARCHIVE_FORMAT = 'vitrine-backup'

/** Raised when the archive's layout changes: an older shop then refuses the newer archives. */
export const FORMAT_VERSION = 1

/** The database member keeps today's dump extension: extracted, it restores on its own too. */
export const DATABASE_MEMBERS: Record<BackupKind, string> = {
  pglite: 'database.pglite.tar.gz',
  postgres: 'database.pgdump',
}

const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.literal(FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  database: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('pglite'), member: z.literal(DATABASE_MEMBERS.pglite) }),
    z.object({ kind: z.literal('postgres'), member: z.literal(DATABASE_MEMBERS.postgres) }),
  ]),
  media: z.object({
    files: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
  }),
})

export type Manifest = z.infer<typeof manifestSchema>

export function buildManifest(kind: BackupKind, media: Manifest['media'], now = new Date()) {
  return {
    format: ARCHIVE_FORMAT,
    formatVersion: FORMAT_VERSION,
    createdAt: now.toISOString(),
    database: { kind, member: DATABASE_MEMBERS[kind] },
    media,
  } as Manifest
}

/**
 * The manifest's bytes, padded with spaces to `length` when given: the counts are rewritten in
 * place if a photo disappears during the backup, and JSON ignores the trailing spaces.
 */
export function encodeManifest(manifest: Manifest, length?: number) {
  const text = JSON.stringify(manifest, null, 2) + '\n'
  return Buffer.from(length === undefined ? text : text.padEnd(length, ' '))
}

/** The manifest of `file`, checked: the format, then its version, then every field. */
export function parseManifest(file: string, bytes: Buffer): Manifest {
  const damaged = new BackupError(
    `O manifesto de ${file} está danificado (manifest.json): o backup não pode ser restaurado.`,
  )
  let value: unknown
  try {
    value = JSON.parse(bytes.toString('utf8'))
  } catch {
    throw damaged
  }
  const head = value as { format?: unknown; formatVersion?: unknown } | null
  if (typeof head !== 'object' || head === null || head.format !== ARCHIVE_FORMAT) {
    throw new BackupError(`${file} não é um backup da loja (npm run backup).`)
  }
  const version = head.formatVersion
  if (typeof version === 'number' && Number.isInteger(version) && version > FORMAT_VERSION) {
    throw new BackupError(
      `${file} foi feito por uma versão mais nova da loja (formato ${version}; esta versão lê ` +
        `até o formato ${FORMAT_VERSION}). Atualize a loja e rode a restauração de novo. ` +
        'Nada foi alterado.',
    )
  }
  const parsed = manifestSchema.safeParse(value)
  if (!parsed.success) throw damaged
  return parsed.data
}
