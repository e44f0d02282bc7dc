import { readFile, readlink } from 'node:fs/promises'

/**
 * Which start of a process a pid names, from Linux's /proc: a pid is reused (PID 1 in every
 * container start, any pid after a reboot), the boot id and the start time together are not; the
 * pid namespace says whose numbering the pid is in.
 * macOS and Windows have no /proc: there every answer here is undefined (data-dir-lock.ts says what
 * then).
 */
export interface ProcessStart {
  /** Field 22 of /proc/<pid>/stat: clock ticks since boot, the same for the process's whole life. */
  startTime: string
  /** Zombie (Z) or dead (X): it has ended, only its exit status still waits for its parent. */
  ended: boolean
}

/** One /proc/<pid>/stat line; undefined when it is not one. */
export function parseStat(stat: string): ProcessStart | undefined {
  // Field 2, the name, is in parentheses and may hold spaces and ')': the others follow the last ')'.
  const close = stat.lastIndexOf(')')
  if (close < 0) return undefined
  const fields = stat.slice(close + 2).split(' ')
  const [state] = fields
  const startTime = fields[22 - 3]
  if (!state || !startTime || !/^\d+$/.test(startTime)) return undefined
  return { startTime, ended: state === 'Z' || state === 'X' }
}

async function read(file: string) {
  try {
    return await readFile(file, 'utf8')
  } catch {
    return undefined
  }
}

/** The process with this pid now, or undefined (no such process, or no /proc). */
export async function processStart(pid: number): Promise<ProcessStart | undefined> {
  const stat = await read(`/proc/${pid}/stat`)
  return stat === undefined ? undefined : parseStat(stat)
}

/** Which start of which process: what a lock names besides the pid. */
export interface OwnStart {
  bootId: string
  /** The pid namespace (a container's own, or the machine's) the pid is a number in. */
  pidNs: string
  startTime: string
}

/** This process's start, or undefined where /proc cannot tell another pid's start. */
export async function ownStart(): Promise<OwnStart | undefined> {
  // A /proc of another pid namespace (`unshare --pid` without `--mount-proc`) would answer about
  // other processes than the pids this process sees.
  const self = await readlink('/proc/self').catch(() => undefined)
  if (self !== String(process.pid)) return undefined
  const [bootId, pidNs, start] = await Promise.all([
    read('/proc/sys/kernel/random/boot_id'),
    readlink('/proc/self/ns/pid').catch(() => undefined),
    processStart(process.pid),
  ])
  if (!bootId?.trim() || !pidNs || !start) return undefined
  return { bootId: bootId.trim(), pidNs, startTime: start.startTime }
}
