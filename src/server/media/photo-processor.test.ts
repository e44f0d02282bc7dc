import { mkdtempSync, readdirSync, statSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { getPriority, tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { PHOTO_MESSAGES } from '#domain/photos.ts'
import {
  asFile,
  highDetailJpeg,
  pdfRenamedJpg,
  pngImage,
  removeFixtureFiles,
} from '#server/testing/photo-fixtures.ts'
import { PhotoProcessor } from './photo-processor.ts'

const mediaDir = mkdtempSync(path.join(tmpdir(), 'vitrine-worker-media-'))
const processor = new PhotoProcessor(mediaDir)
afterAll(async () => {
  processor.stop()
  await removeFixtureFiles()
  await rm(mediaDir, { recursive: true, force: true })
})

describe('the photo worker', () => {
  it('processes in a child process at the lowest priority, which writes the files', async () => {
    const photo = await processor.process(await asFile(await pngImage(700, 500), 'a.png'))
    expect(photo.widths).toEqual([320, 640, 700])
    const { name } = photo
    const files = [`${name}-320.webp`, `${name}-640.webp`, `${name}-700.webp`, `${name}-1200.jpg`]
    expect(photo.files).toEqual(files)
    expect(
      readdirSync(mediaDir)
        .filter((f) => f !== '.tmp')
        .sort(),
    ).toEqual([...files].sort())
    const written = files.reduce((sum, f) => sum + statSync(path.join(mediaDir, f)).size, 0)
    expect(photo.bytes).toBe(written)
    const pid = processor.workerPid!
    expect(pid).not.toBe(process.pid)
    expect(getPriority(pid)).toBe(19)
  })

  it('answers a refusal in pt-BR, and keeps working', async () => {
    await expect(processor.process(await asFile(pdfRenamedJpg(), 'b.jpg'))).rejects.toThrow(
      PHOTO_MESSAGES.invalid,
    )
    const photo = await processor.process(await asFile(await pngImage(300, 300), 'c.png'))
    expect(photo.widths).toEqual([300])
  })

  it('a worker that dies in the middle of a photo refuses that photo, and the next one starts another', async () => {
    const file = await asFile(await highDetailJpeg(3000, 2000), 'd.jpg')
    const dying = processor.process(file)
    await new Promise((resolve) => setTimeout(resolve, 50))
    process.kill(processor.workerPid!, 'SIGKILL')
    await expect(dying).rejects.toThrow(PHOTO_MESSAGES.invalid)
    const photo = await processor.process(await asFile(await pngImage(400, 200), 'e.png'))
    expect(photo.widths).toEqual([320, 400])
  })

  it('stops with the shop; the next photo starts it again', async () => {
    processor.stop()
    expect(processor.workerPid).toBeUndefined()
    const photo = await processor.process(await asFile(await pngImage(500, 200), 'f.png'))
    expect(photo.widths).toEqual([320, 500])
  })
})
