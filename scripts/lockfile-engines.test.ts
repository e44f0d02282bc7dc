import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

// `npm install` on the oldest Node.js README names warns of no package that wants a newer one
// (decision 049: @axe-core/playwright 4.14 wants 22.12, 4.13.0 is pinned).
const require = createRequire(import.meta.url)
const semver = require('semver') as { satisfies: (version: string, range: string) => boolean }

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')

interface LockedPackage {
  engines?: { node?: string }
  optional?: boolean
}

describe('the Node.js README names', () => {
  const oldest = /Node\.js (\d+\.\d+) or newer/.exec(read('README.md'))?.[1]

  it('is package.json’s engines', () => {
    expect(oldest).toBeDefined()
    const pkg = JSON.parse(read('package.json')) as { engines: { node: string } }
    expect(pkg.engines.node).toBe(`>=${oldest}`)
  })

  it('runs every package of the lockfile that npm installs on it', () => {
    const lock = JSON.parse(read('package-lock.json')) as {
      packages: Record<string, LockedPackage>
    }
    const wantNewer = Object.entries(lock.packages)
      // An optional one (another platform's binary) is skipped where it does not fit.
      .filter(([, p]) => !p.optional && p.engines?.node)
      .filter(([, p]) => !semver.satisfies(`${oldest}.0`, p.engines!.node!))
      .map(([name, p]) => `${name} ${p.engines!.node}`)
    expect(wantNewer).toEqual([])
  })
})
