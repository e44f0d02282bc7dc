// Resident memory of the shop: the process startShop spawned and any process it started in turn
// (scripts/start.mjs imports the server into its own process today; a fork would be counted too).
import { readFileSync, readdirSync } from 'node:fs'

function children(pid) {
  const found = []
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const list = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim()
    if (list) found.push(...list.split(/\s+/).map(Number))
  }
  return found
}

/** VmRSS of `pid` alone, in bytes; 0 once the process is gone. */
export function ownRssBytes(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) * 1024
  } catch {
    return 0
  }
}

/** VmRSS of `pid` and its descendants, in bytes; 0 once the process is gone. */
export function rssBytes(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0)
    return kb * 1024 + children(pid).reduce((sum, child) => sum + rssBytes(child), 0)
  } catch {
    return 0
  }
}

/** Samples the RSS of `pid` every `everyMs` until stop(), which returns the peak in bytes. */
export function sampleRss(pid, everyMs = 100) {
  let peak = rssBytes(pid)
  const timer = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), everyMs)
  return {
    stop() {
      clearInterval(timer)
      return Math.max(peak, rssBytes(pid))
    },
  }
}
