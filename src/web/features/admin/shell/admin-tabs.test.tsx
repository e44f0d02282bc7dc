import { fireEvent, screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import { renderApp } from '#web/testing/render.tsx'
import { stubAdminApi } from '#web/testing/admin/admin-fixtures.ts'

// Decision 024: on a phone the tab list is wider than the screen and says so.

/** A 300 px wide list of 900 px of tabs (jsdom lays nothing out). */
function narrowScreen() {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300)
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900)
}

async function openPanel(path = '/admin') {
  stubAdminApi({})
  const view = renderApp(path)
  const list = await screen.findByRole('tablist', { name: 'Seções do painel' })
  return { ...view, list }
}

const hint = (side: 'start' | 'end') => document.querySelector(`[data-scroll-hint="${side}"]`)

describe('admin tab list on a narrow screen', () => {
  it('shows a scroll hint on each side with more tabs, and scrolls the list with it', async () => {
    narrowScreen()
    const { user, list } = await openPanel()

    await waitFor(() => expect(hint('end')).not.toBeNull())
    expect(hint('start')).toBeNull()
    list.scrollLeft = 0 // jsdom keeps the open tab's reveal, made with zero-sized boxes, unclamped

    await user.click(hint('end')?.querySelector('button') as HTMLElement)

    expect(list.scrollLeft).toBe(180)
    fireEvent.scroll(list)
    await waitFor(() => expect(hint('start')).not.toBeNull())
    expect(hint('end')).not.toBeNull()

    list.scrollLeft = 600
    fireEvent.scroll(list)
    await waitFor(() => expect(hint('end')).toBeNull())
    expect(hint('start')).not.toBeNull()
  })

  it('keeps the single tab stop: the hints are out of the tab order and of the reading', async () => {
    narrowScreen()
    const { list } = await openPanel()
    await waitFor(() => expect(hint('end')).not.toBeNull())

    const arrow = hint('end')?.querySelector('button')
    expect(arrow).toHaveAttribute('tabindex', '-1')
    expect(arrow).toHaveAttribute('aria-hidden', 'true')
    expect(arrow).toHaveAttribute('title', 'Rolar abas para a direita')
    expect(within(list).getAllByRole('tab')).toHaveLength(10)
    expect(screen.queryByRole('button', { name: /Rolar abas/ })).toBeNull()
  })

  it('shows no hint when every tab fits', async () => {
    await openPanel()

    expect(hint('start')).toBeNull()
    expect(hint('end')).toBeNull()
  })
})
