import { readFile, realpath, rm, writeFile } from 'node:fs/promises'
import { hostname } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { type OwnStart, ownStart, processStart } from './process-start.ts'

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

/** The lock's content; the start only where /proc tells it (process-start.ts). */
type LockOwner = { pid: number; host: string } & Partial<OwnStart>

/** A process killed with kill -9 stays alive while the kernel tears it down: its lock is waited for. */
const WAIT_MS = 3000
const POLL_MS = 250

/** The directories this process holds, each with the lock that took it (decision 041). */
const held = new Map<string, symbol>()
/** Calls of this process for one directory, one after the other: each sees the last one's record. */
const turns = new Map<string, Promise<unknown>>()

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
  let owner: unknown
  try {
    owner = JSON.parse(await readFile(file, 'utf8'))
  } catch {
    return undefined
  }
  if (typeof owner !== 'object' || owner === null) return undefined
  const { pid, host, bootId, pidNs, startTime } = owner as Record<keyof LockOwner, unknown>
  // pid 0 or below would ask process.kill about a whole process group.
  if (typeof pid !== 'number' || !Number.isInteger(pid) || pid <= 0) return undefined
  const start = { bootId, pidNs, startTime }
  // An older shop's lock holds only the pid and the host.
  const known = Object.values(start).every((field) => typeof field === 'string')
  return { pid, host: String(host), ...(known ? (start as OwnStart) : {}) }
}

/**
 * 'mine': this process holds it. 'live': its owner may still write. 'stale': its owner has ended.
 * Where /proc is missing (macOS, Windows) a pid that runs keeps its lock, as before decision 041: there
 * only spawning `ps -o lstart= -p <pid>` at every start would tell a reused pid, not worth it when a
 * container there is Linux in a VM (with /proc) and a lock naming this very pid is taken anyway.
 */
async function judge(owner: LockOwner, me: LockOwner, heldHere: boolean) {
  // Another machine sharing the directory cannot be checked: never take its lock.
  if (owner.host !== me.host) return 'live'
  const sameStart = (['bootId', 'pidNs', 'startTime'] as const).every((k) => owner[k] === me[k])
  // My own pid in a lock I do not hold: a dead process's pid, now mine (PID 1 after a restart).
  if (owner.pid === me.pid) return heldHere && sameStart ? 'mine' : 'stale'
  if (!me.bootId) return isAlive(owner.pid) ? 'live' : 'stale'
  // The machine restarted since: every process of that boot has ended.
  if (owner.bootId && owner.bootId !== me.bootId) return 'stale'
  // A pid of another namespace (a container's seen from the machine, or the reverse) names no
  // process here: whether it runs cannot be told, so it is taken as running.
  if (owner.pidNs && owner.pidNs !== me.pidNs) return 'live'
  const now = await processStart(owner.pid)
  if (!now) return isAlive(owner.pid) ? 'live' : 'stale'
  // Another start time: the pid was reused. A lock without one (an older shop's): the pid runs.
  return now.ended || (owner.startTime && owner.startTime !== now.startTime) ? 'stale' : 'live'
}

async function create(file: string, me: LockOwner) {
  try {
    await writeFile(file, JSON.stringify(me), { flag: 'wx' })
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return false
  }
}

async function takeLock(dir: string, dataDir: string, waitMs: number): Promise<DataDirLock> {
  const file = path.join(dir, LOCK_FILE)
  const me: LockOwner = { pid: process.pid, host: hostname(), ...(await ownStart()) }
  const giveUp = Date.now() + waitMs
  for (;;) {
    if (await create(file, me)) {
      const token = Symbol(dir)
      held.set(dir, token)
      let released = false
      return {
        async release() {
          if (released) return
          released = true
          await rm(file, { force: true })
          if (held.get(dir) === token) held.delete(dir)
        },
      }
    }
    const owner = await readOwner(file)
    const late = Date.now() >= giveUp
    // Unreadable: being written this instant, or cut short by a crash (then taken after the wait).
    const verdict = owner ? await judge(owner, me, held.has(dir)) : late ? 'stale' : 'live'
    if (verdict === 'stale') {
      await rm(file, { force: true })
      continue
    }
    if (verdict === 'mine' || late) throw new DataDirInUse(dataDir, owner?.pid ?? -1)
    await sleep(Math.min(POLL_MS, giveUp - Date.now()))
  }
}

interface DataDirLock {
  release(): Promise<void>
}

/**
 * Takes the directory for this process. A lock left by a process that no longer runs (killed, the
 * machine restarted, its pid now another process's) is taken over; PostgreSQL's own recovery then
 * replays what was committed. A live owner is waited for up to waitMs before DataDirInUse.
 */
export async function lockDataDir(
  dataDir: string,
  { waitMs = WAIT_MS }: { waitMs?: number } = {},
): Promise<DataDirLock> {
  // One spelling per directory (a symlink, a relative path), or the record would miss it.
  const dir = await realpath(dataDir).catch(() => path.resolve(dataDir))
  const turn = (turns.get(dir) ?? Promise.resolve()).then(() => takeLock(dir, dataDir, waitMs))
  const done = turn.then(
    () => undefined,
    () => undefined,
  )
  turns.set(dir, done)
  void done.then(() => turns.get(dir) === done && turns.delete(dir))
  return turn
}
