import { describe, expect, it } from 'vitest'
import { ownStart, parseStat, processStart } from './process-start.ts'

const tail = '0 -1 4194304 99 0 0 0 0 0 0 0 20 0 1 0 619319 3133440 359 18446744073709551615'

describe('a process start from /proc/<pid>/stat', () => {
  it('reads field 22 after a name holding spaces and parentheses', () => {
    expect(parseStat(`4242 (node (x) y) S 1 4242 4242 ${tail}`)).toEqual({
      startTime: '619319',
      ended: false,
    })
  })

  it('tells a zombie or a dead process: it has ended', () => {
    expect(parseStat(`4242 (node) Z 1 4242 4242 ${tail}`)?.ended).toBe(true)
    expect(parseStat(`4242 (node) X 1 4242 4242 ${tail}`)?.ended).toBe(true)
  })

  it('answers nothing for a line that is not one', () => {
    expect(parseStat('')).toBeUndefined()
    expect(parseStat('4242 (node) S 1')).toBeUndefined()
  })

  it.runIf(process.platform === 'linux')(
    'agrees with this process own start on Linux',
    async () => {
      const me = await ownStart()
      expect(me?.bootId).toMatch(/^[0-9a-f-]{36}$/)
      expect(me?.pidNs).toMatch(/^pid:\[\d+\]$/)
      expect((await processStart(process.pid))?.startTime).toBe(me?.startTime)
    },
  )
})
