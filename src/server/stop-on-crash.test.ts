import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCK_FILE } from './db/data-dir-lock.ts'
import { openDatabase } from './db/client.ts'

const root = path.resolve(import.meta.dirname, '../..')
let dir: string

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'vitrine-crash-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

/** The shop of testing/crashing-shop.ts in a process of its own; its exit code and log lines. */
function runCrashingShop() {
  const child = spawn(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'src/server/testing/crashing-shop.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: path.join(dir, 'data'),
        MEDIA_DIR: path.join(dir, 'media'),
        PORT: '0',
        SEED_DEMO: 'false',
        LOG_FORMAT: 'json',
        NODE_ENV: 'development',
      },
    },
  )
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise<{ code: number | null; lines: Record<string, unknown>[] }>((resolve) =>
    child.on('close', (code) =>
      resolve({
        code,
        lines: output
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as Record<string, unknown>),
      }),
    ),
  )
}

describe('an error nothing caught (main.ts, PGlite)', () => {
  it('is logged with its request id, then the server and the database close and the process exits 1', async () => {
    const { code, lines } = await runCrashingShop()
    expect(code).toBe(1)
    const fatal = lines.filter((line) => line.level === 'fatal')
    expect(fatal).toHaveLength(1)
    expect(fatal[0]).toMatchObject({
      reqId: 'pedido-com-erro',
      origin: 'uncaughtException',
      msg: '[loja] erro não tratado: a loja vai parar (o supervisor a reinicia)',
      err: { message: 'falha de teste fora de qualquer try' },
    })
    // The jobs ended before the database closed: nothing else went wrong on the way out.
    expect(lines.filter((line) => line.level === 'error')).toEqual([])
    // PGlite was closed: its directory's lock is gone, and the next start opens it at once.
    expect(existsSync(path.join(dir, 'data', LOCK_FILE))).toBe(false)
    const again = await openDatabase({ dataDir: path.join(dir, 'data') })
    await again.close()
  }, 60_000)
})
