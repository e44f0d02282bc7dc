import { fork, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { setPriority } from 'node:os'
import { fileURLToPath } from 'node:url'
import { logger } from '#server/logging/logger.ts'
import { PhotoRejected, type StoredPhoto } from './processed-photo.ts'
import { createPhotoQueue } from './photo-queue.ts'
import type { PhotoJob, PhotoJobResult } from './photo-worker.ts'

/** The worker exits after this long without a photo: its memory goes back to the machine. */
const IDLE_MS = 30_000

/** The lowest priority a process can take (nice 19): page views always get the CPU first. */
const LOWEST_PRIORITY = 19

/**
 * The worker's file: beside the bundled server after `npm run build` (dist/server), else the
 * TypeScript source beside this module, run through tsx (development, tests).
 */
function workerEntry(): { file: string; execArgv: string[] } {
  const built = fileURLToPath(new URL('./photo-worker.js', import.meta.url))
  if (existsSync(built)) return { file: built, execArgv: [] }
  return {
    file: fileURLToPath(new URL('./photo-worker.ts', import.meta.url)),
    execArgv: ['--import', 'tsx'],
  }
}

/**
 * Processes photos one at a time in a child process (photo-worker.ts) at the lowest CPU priority,
 * started at the first photo and stopped after IDLE_MS without one. Decision 035: in the shop's own
 * process, sharp took the second core from page views (p99 ×7 during uploads) and its memory stayed.
 */
export class PhotoProcessor {
  private child: ChildProcess | undefined
  private idle: NodeJS.Timeout | undefined
  private readonly queue = createPhotoQueue()

  /** `mediaDir`: MEDIA_DIR, where the worker writes each photo's files. */
  constructor(private readonly mediaDir: string) {}

  /** The photo at `inputPath`, processed and its files written; PhotoRejected for no photo. */
  process(inputPath: string): Promise<StoredPhoto> {
    return this.queue.run(() => this.inWorker(inputPath))
  }

  /** The worker's process id while it runs (the start log, tests). */
  get workerPid(): number | undefined {
    return this.child?.connected ? this.child.pid : undefined
  }

  /** Stops the worker now (the shop stopping); the next photo starts another. */
  stop() {
    clearTimeout(this.idle)
    this.child?.kill()
    this.child = undefined
  }

  private worker(): ChildProcess {
    if (this.child?.connected) return this.child
    const { file, execArgv } = workerEntry()
    const child = fork(file, [], { execArgv, stdio: 'inherit' })
    try {
      if (child.pid) setPriority(child.pid, LOWEST_PRIORITY)
    } catch {
      // A system that refuses it still processes the photo, at normal priority.
    }
    // An idle worker does not keep the shop's process alive (its channel is held during a photo).
    child.unref()
    child.channel?.unref()
    child.on('exit', () => {
      if (this.child === child) this.child = undefined
    })
    this.child = child
    return child
  }

  private inWorker(inputPath: string): Promise<StoredPhoto> {
    clearTimeout(this.idle)
    const child = this.worker()
    return new Promise<StoredPhoto>((resolve, reject) => {
      const done = () => {
        child.off('message', onMessage)
        child.off('exit', onExit)
        child.channel?.unref()
      }
      const onMessage = (result: PhotoJobResult) => {
        done()
        if (result.ok) resolve(result.photo)
        else if (result.rejected) reject(new PhotoRejected(result.rejected))
        else reject(new Error(`photo worker: ${result.message}`))
      }
      // The decoder crashed (or ran out of memory) on this file: it is no photo the shop takes.
      const onExit = (code: number | null, signal: string | null) => {
        done()
        logger.error({ code, signal }, '[fotos] o processo das fotos parou no meio de uma foto')
        reject(new PhotoRejected('invalid'))
      }
      child.on('message', onMessage)
      child.on('exit', onExit)
      child.channel?.ref()
      child.send({ inputPath, mediaDir: this.mediaDir } satisfies PhotoJob)
    }).finally(() => {
      this.idle = setTimeout(() => this.stop(), IDLE_MS)
      this.idle.unref()
    })
  }
}
