import { renderHook, waitFor } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'

const ITEMS = [1, 2, 3, 4, 5, 6]

// The hook remembers, per document, that it staged a list once: each test gets a fresh module.
async function load(navigationType: NavigationTimingType) {
  vi.resetModules()
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { type: navigationType } as PerformanceNavigationTiming,
  ])
  return (await import('./use-first-items-first.ts')).useFirstItemsFirst
}

function track(hook: (items: number[], count: number) => number[]) {
  const lengths: number[] = []
  const view = renderHook(() => {
    const shown = hook(ITEMS, 4)
    lengths.push(shown.length)
    return shown
  })
  return { lengths, view }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('useFirstItemsFirst', () => {
  it('draws the first items first on a fresh visit, then all of them', async () => {
    const { lengths, view } = track(await load('navigate'))

    expect(lengths[0]).toBe(4)
    await waitFor(() => expect(view.result.current).toEqual(ITEMS))
  })

  it('draws everything at once the second time, so the scroll position can be restored', async () => {
    const hook = await load('navigate')
    const first = track(hook)
    await waitFor(() => expect(first.view.result.current).toHaveLength(6))

    expect(track(hook).lengths).not.toContain(4)
  })

  it('draws everything at once after a reload or a history move', async () => {
    expect(track(await load('reload')).lengths).not.toContain(4)
    expect(track(await load('back_forward')).lengths).not.toContain(4)
  })
})
