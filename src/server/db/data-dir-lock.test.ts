import { spawnSync } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { hostname, tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from './client.ts'
import { DataDirInUse, LOCK_FILE, lockDataDir } from './data-dir-lock.ts'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'vitrine-lock-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

/** The pid of a process that has ended. */
function deadPid() {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'])
  return Number(child.stdout.toString())
}

describe('the PGlite data directory lock', () => {
  it('refuses a second opener with a message the owner understands, until released', async () => {
    const lock = await lockDataDir(dir)
    const startedAt = Date.now()
    const second = lockDataDir(dir)
    await expect(second).rejects.toBeInstanceOf(DataDirInUse)
    await expect(second).rejects.toThrow(
      `já está aberto por outro processo (pid ${process.pid}): provavelmente a loja está rodando`,
    )
    // Held by this very process: nothing to wait for.
    expect(Date.now() - startedAt).toBeLessThan(1000)
    await lock.release()
    const again = await lockDataDir(dir)
    await again.release()
  })

  it('takes over the lock of a process that was killed', async () => {
    const pid = deadPid()
    await writeFile(path.join(dir, LOCK_FILE), JSON.stringify({ pid, host: hostname() }))
    const lock = await lockDataDir(dir)
    expect(JSON.parse(await readFile(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid)
    await lock.release()
  })

  it('never takes the lock of another machine sharing the directory', async () => {
    const lock = { pid: deadPid(), host: 'outra-maquina' }
    await writeFile(path.join(dir, LOCK_FILE), JSON.stringify(lock))
    await expect(lockDataDir(dir, { waitMs: 100 })).rejects.toBeInstanceOf(DataDirInUse)
  })

  it('takes over a lock naming its own pid that it does not hold (PID 1 after a restart), whatever the format', async () => {
    await writeFile(
      path.join(dir, LOCK_FILE),
      JSON.stringify({ pid: process.pid, host: hostname() }),
    )
    const lock = await lockDataDir(dir, { waitMs: 0 })
    await expect(lockDataDir(dir, { waitMs: 0 })).rejects.toBeInstanceOf(DataDirInUse)
    await lock.release()
  })

  it('refuses two opens of this process at the same moment, and one directory spelt two ways', async () => {
    const both = await Promise.allSettled([lockDataDir(dir), lockDataDir(`${dir}/./`)])
    expect(both.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected'])
    for (const result of both) if (result.status === 'fulfilled') await result.value.release()
  })

  it('takes over a lock cut short by a crash (empty) after the wait', async () => {
    await writeFile(path.join(dir, LOCK_FILE), '')
    const lock = await lockDataDir(dir, { waitMs: 200 })
    expect(JSON.parse(await readFile(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid)
    await lock.release()
  })

  it('keeps a second shop (or CLI) off a database the shop has open', async () => {
    const database = await openDatabase({ dataDir: dir })
    await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DataDirInUse)
    await database.close()
    const reopened = await openDatabase({ dataDir: dir })
    await reopened.close()
  })
})
