// The uploads of bench/photo-uploads.mjs, sent from a child process at the lowest CPU priority:
// building and sending 4 MB bodies on the thread that times the page views made its event loop
// the slowest part of a page view (its delay p99 rose from 7 to 11 ms), and on 2 cores a sender
// at normal priority takes the core the shop's page views need. A phone's upload costs the
// shop's machine nothing until its bytes arrive; this sender is the phone.
import { readFile } from 'node:fs/promises'

/** One POST /api/admin/photos of the file, timed to the end of its answer. */
async function upload(base, cookie, file) {
  const bytes = await readFile(file.path)
  const form = new FormData()
  form.append('foto', new Blob([bytes], { type: 'image/jpeg' }), file.name)
  const init = { method: 'POST', headers: { cookie, origin: base }, body: form }
  const t0 = performance.now()
  const res = await fetch(`${base}/api/admin/photos`, init)
  const body = await res.json().catch(() => null)
  const ms = performance.now() - t0
  const ok = res.status === 201 && Boolean(body?.photo?.name)
  const error = ok ? null : JSON.stringify(body)?.slice(0, 200)
  return { ms, ok, status: res.status, error, photo: ok ? body.photo : null }
}

/** The files uploaded `inFlight` at a time, in order; each one's round trip. */
async function uploadAll({ base, cookie, files, inFlight }) {
  const [queue, results] = [[...files], []]
  const sender = async () => {
    while (queue.length) results.push(await upload(base, cookie, queue.shift()))
  }
  await Promise.all(Array.from({ length: inFlight }, sender))
  return results
}

// Started by bench/photo-uploads.mjs: the job arrives as a message, the round trips go back.
if (process.send) {
  process.once('message', async (job) => {
    process.send(await uploadAll(job))
    process.disconnect()
  })
}

export { upload, uploadAll }
