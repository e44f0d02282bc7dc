import { act, screen, within } from '@testing-library/preact'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { central, openHelpPages } from '#web/testing/admin/help-pages-fixtures.ts'

const URL_OF_CENTRAL = `${window.location.origin}/instalacao-da-central`

/** Gives (or takes away, with `undefined`) a navigator property for this test only. */
function setNavigator(key: 'share' | 'clipboard', value: unknown) {
  const before = Object.getOwnPropertyDescriptor(navigator, key)
  Object.defineProperty(navigator, key, { value, configurable: true })
  onTestFinished(() => {
    if (before) Object.defineProperty(navigator, key, before)
    else delete (navigator as unknown as Record<string, unknown>)[key]
  })
}

async function openRow() {
  const view = await openHelpPages()
  const rowHeader = await screen.findByRole('rowheader', { name: central.title })
  const row = within(rowHeader.closest('tr') as HTMLElement)
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
  const share = () =>
    view.user.click(row.getByRole('button', { name: `Compartilhar ${central.title}` }))
  return { ...view, row, alert, share }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('admin Ajuda/Instalação: Compartilhar', () => {
  it('opens the device share sheet with the title and the full address', async () => {
    const native = vi.fn().mockResolvedValue(undefined)
    setNavigator('share', native)
    const { row, alert, share } = await openRow()
    await navigator.clipboard.writeText('antes')

    await share()

    expect(native).toHaveBeenCalledExactlyOnceWith({ title: central.title, url: URL_OF_CENTRAL })
    expect(await navigator.clipboard.readText()).toBe('antes')
    expect(row.getByRole('status')).toBeEmptyDOMElement()
    expect(alert).not.toHaveBeenCalled()
  })

  it('takes a cancelled share sheet as no error', async () => {
    setNavigator('share', vi.fn().mockRejectedValue(new DOMException('Cancelado', 'AbortError')))
    const { row, alert, share } = await openRow()
    await navigator.clipboard.writeText('antes')

    await share()

    expect(await navigator.clipboard.readText()).toBe('antes')
    expect(row.getByRole('status')).toBeEmptyDOMElement()
    expect(alert).not.toHaveBeenCalled()
  })

  it('without a share sheet copies the address and says so for 2 seconds', async () => {
    expect('share' in navigator).toBe(false)
    const { row, alert, share } = await openRow()
    // The faked clock also moves with real time: 'still there' is checked halfway, so a busy
    // machine cannot use up the margin; a notice that left at once would still fail.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })

    await share()

    expect(await navigator.clipboard.readText()).toBe(URL_OF_CENTRAL)
    expect(row.getByRole('status')).toHaveTextContent('URL copiada!')
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(row.getByRole('status')).toHaveTextContent('URL copiada!')
    act(() => {
      vi.advanceTimersByTime(1100)
    })
    expect(row.getByRole('status')).toBeEmptyDOMElement()
    expect(alert).not.toHaveBeenCalled()
  })

  it('copies when the share sheet fails for another reason', async () => {
    setNavigator('share', vi.fn().mockRejectedValue(new DOMException('Negado', 'NotAllowedError')))
    const { row, share } = await openRow()

    await share()

    expect(await navigator.clipboard.readText()).toBe(URL_OF_CENTRAL)
    expect(row.getByRole('status')).toHaveTextContent('URL copiada!')
  })

  it('without share sheet nor clipboard shows the address in an alert', async () => {
    const { row, alert, share } = await openRow()
    // After the render: user-event puts its own clipboard on the navigator.
    setNavigator('clipboard', undefined)

    await share()

    expect(alert).toHaveBeenCalledExactlyOnceWith(URL_OF_CENTRAL)
    expect(row.getByRole('status')).toBeEmptyDOMElement()
  })
})
