import { readFile, rm, writeFile } from 'node:fs/promises'
import { hostname } from 'node:os'
import path from 'node:path'

/**
 * PGlite takes no lock of its own: two processes on one data directory (a second `npm start`,
 * `npm run admin:password` or a backup while the shop runs) would both write to it and corrupt it.
 * This file, created exclusively, says who has the directory open.
 */
export const LOCK_FILE = 'vitrine.lock'

export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `O banco de dados em ${dataDir} já está aberto por outro processo (pid ${pid}): ` +
        'provavelmente a loja está rodando. Pare-a (Ctrl+C) e tente de novo.',
    )
    this.name = 'DataDirInUse'
  }
}

interface LockOwner {
  pid: number
  host: string
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function readOwner(file: string): Promise<LockOwner | undefined> {
  try {
    const owner = JSON.parse(await readFile(file, 'utf8')) as Partial<LockOwner>
    return typeof owner.pid === 'number' ? { pid: owner.pid, host: String(owner.host) } : undefined
  } catch {
    return undefined
  }
}

interface DataDirLock {
  release(): Promise<void>
}

/**
 * Takes the directory for this process. A lock left by a process that no longer runs (killed, the
 * machine restarted) is taken over; PostgreSQL's own recovery then replays what was committed.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const file = path.join(dataDir, LOCK_FILE)
  const me: LockOwner = { pid: process.pid, host: hostname() }
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await writeFile(file, JSON.stringify(me), { flag: 'wx' })
      return { release: () => rm(file, { force: true }) }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const owner = await readOwner(file)
    // Another machine sharing the directory cannot be checked: never take its lock.
    if (owner && (owner.host !== me.host || isAlive(owner.pid))) {
      throw new DataDirInUse(dataDir, owner.pid)
    }
    await rm(file, { force: true })
  }
  throw new DataDirInUse(dataDir, -1)
}
