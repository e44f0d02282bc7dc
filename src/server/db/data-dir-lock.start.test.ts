import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { hostname, tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DataDirInUse, LOCK_FILE, lockDataDir } from './data-dir-lock.ts'
import { ownStart, processStart } from './process-start.ts'

let dir: string
const children: ChildProcess[] = []
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'vitrine-lock-'))
})
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
  await rm(dir, { recursive: true, force: true })
})

/** The pid of a process that has ended. */
function deadPid() {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'])
  return Number(child.stdout.toString())
}

/** Another process of this machine that runs for 10 s. */
async function liveChild() {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)'], { stdio: 'ignore' })
  children.push(child)
  await once(child, 'spawn')
  return child as ChildProcess & { pid: number }
}

const writeLock = (owner: object) =>
  writeFile(path.join(dir, LOCK_FILE), JSON.stringify({ host: hostname(), ...owner }))
const lockPid = async () =>
  (JSON.parse(await readFile(path.join(dir, LOCK_FILE), 'utf8')) as { pid: number }).pid

const me = await ownStart()

describe('a lock names which start of a process holds it (issue 57)', () => {
  it('writes this boot and start time in the lock where /proc has them', async () => {
    const lock = await lockDataDir(dir)
    const written: unknown = JSON.parse(await readFile(path.join(dir, LOCK_FILE), 'utf8'))
    expect(written).toEqual({ pid: process.pid, host: hostname(), ...me })
    await lock.release()
  })

  it('refuses a live process of this machine only after waiting for it', async () => {
    const child = await liveChild()
    await writeLock({
      pid: child.pid,
      ...me,
      startTime: (await processStart(child.pid))?.startTime,
    })
    const startedAt = Date.now()
    const second = lockDataDir(dir, { waitMs: 300 })
    await expect(second).rejects.toBeInstanceOf(DataDirInUse)
    await expect(second).rejects.toThrow(`(pid ${child.pid})`)
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(300)
  })

  it('takes the lock of a process that ends during the wait (kill -9, then gone)', async () => {
    const child = await liveChild()
    await writeLock({
      pid: child.pid,
      ...me,
      startTime: (await processStart(child.pid))?.startTime,
    })
    setTimeout(() => child.kill('SIGKILL'), 300)
    const startedAt = Date.now()
    const lock = await lockDataDir(dir, { waitMs: 5000 })
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(250)
    expect(await lockPid()).toBe(process.pid)
    await lock.release()
  })

  it('reads an older lock (pid and host only) as before: a live pid keeps it', async () => {
    const child = await liveChild()
    await writeLock({ pid: child.pid })
    await expect(lockDataDir(dir, { waitMs: 100 })).rejects.toBeInstanceOf(DataDirInUse)
  })
})

describe.runIf(me)('where /proc tells a start from another (Linux)', () => {
  const later = (startTime: string) => String(Number(startTime) + 1)

  it('takes over a lock naming this pid and host with another start time (PID 1 in a restarted container)', async () => {
    await writeLock({ ...me, pid: process.pid, startTime: later(me!.startTime) })
    const lock = await lockDataDir(dir, { waitMs: 0 })
    expect(await lockPid()).toBe(process.pid)
    await lock.release()
  })

  it('takes over a lock naming this pid from another pid namespace (the container before)', async () => {
    await writeLock({ ...me, pid: process.pid, pidNs: 'pid:[1]', startTime: '1' })
    const lock = await lockDataDir(dir, { waitMs: 0 })
    expect(await lockPid()).toBe(process.pid)
    await lock.release()
  })

  it('takes over a lock naming this very start that this process does not hold', async () => {
    await writeLock({ ...me, pid: process.pid })
    const lock = await lockDataDir(dir, { waitMs: 0 })
    expect(await lockPid()).toBe(process.pid)
    await lock.release()
  })

  it('takes over a lock whose pid now runs another process (the pid was reused)', async () => {
    const child = await liveChild()
    const start = await processStart(child.pid)
    await writeLock({ ...me, pid: child.pid, startTime: String(Number(start!.startTime) - 1) })
    const lock = await lockDataDir(dir, { waitMs: 0 })
    expect(await lockPid()).toBe(process.pid)
    await lock.release()
  })

  it('takes over a lock of another boot, even if its pid runs now (the machine restarted)', async () => {
    const child = await liveChild()
    const start = await processStart(child.pid)
    await writeLock({ ...me, pid: child.pid, bootId: 'outro-boot', startTime: start?.startTime })
    const lock = await lockDataDir(dir, { waitMs: 0 })
    expect(await lockPid()).toBe(process.pid)
    await lock.release()
  })

  it('refuses another pid of another pid namespace: a container seen from the machine, or the reverse', async () => {
    await writeLock({ ...me, pid: deadPid(), pidNs: 'pid:[1]', startTime: '1' })
    await expect(lockDataDir(dir, { waitMs: 0 })).rejects.toBeInstanceOf(DataDirInUse)
  })

  it('never takes the lock of another machine, whatever its boot', async () => {
    await writeLock({ ...me, pid: process.pid, host: 'outra-maquina', bootId: 'outro-boot' })
    await expect(lockDataDir(dir, { waitMs: 0 })).rejects.toBeInstanceOf(DataDirInUse)
  })
})
