import { onlineManager } from '@tanstack/react-query'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { fillLead, leadPosts, openFromGrid, stubLeadApi } from '#web/testing/lead-fixtures.ts'

const OFFLINE = 'Sem conexão com a internet. Verifique sua conexão e tente novamente.'

/** The browser goes offline as it does: navigator.onLine false and an 'offline' event. */
function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  window.dispatchEvent(new Event('offline'))
  onTestFinished(() => {
    vi.restoreAllMocks()
    window.dispatchEvent(new Event('online'))
    // With no app mounted, nothing listens for the event: the next test starts online.
    onlineManager.setOnline(true)
  })
}

describe('lead modal offline', () => {
  it.each([
    ['Manopla de Câmbio', 'Avise-me', 'Avise-me quando chegar'],
    ['Tapete Bordado', 'Interessado', 'Tenho interesse'],
  ] as const)(
    "%s, '%s' offline: the specification's message at once, never a paused 'Enviando...'",
    async (product, button, title) => {
      const fetchMock = stubLeadApi()
      const { user, dialog } = await openFromGrid(product, button, title)
      goOffline()
      expect(onlineManager.isOnline()).toBe(false)

      await fillLead(user, dialog, '11987654321', 'Gol 2015')
      await user.click(dialog.getByRole('button', { name: 'Registrar' }))

      expect(await dialog.findByRole('alert')).toHaveTextContent(OFFLINE)
      expect(dialog.queryByText('Enviando...')).toBeNull()
      expect(dialog.getByRole('button', { name: 'Registrar' })).toBeEnabled()
      expect(leadPosts(fetchMock)).toEqual([])
    },
  )
})
