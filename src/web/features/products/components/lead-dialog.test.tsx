import { screen, within } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import { json, renderApp, serverError } from '#web/testing/render.tsx'
import {
  fillLead,
  leadCreated,
  leadPosts,
  manopla,
  openFromGrid,
  stubLeadApi,
  tapete,
} from '#web/testing/lead-fixtures.ts'

const NOTIFY = ['Manopla de Câmbio', 'Avise-me', 'Avise-me quando chegar'] as const

describe('lead modal: the form', () => {
  it('opens for the product, with focus on WhatsApp, and masks the number while typing', async () => {
    stubLeadApi()
    const { user, dialog, dialogElement } = await openFromGrid(...NOTIFY)

    expect(dialogElement).toHaveAccessibleDescription('Manopla de Câmbio')
    const whatsapp = dialog.getByLabelText('WhatsApp')
    expect(whatsapp).toHaveFocus()
    expect(whatsapp).toHaveAttribute('maxlength', '15')
    expect(whatsapp).toHaveAttribute('inputmode', 'numeric')
    expect(whatsapp).toHaveAttribute('autocomplete', 'tel-national')
    expect(dialog.getByLabelText('Carro e ano')).toHaveAttribute(
      'placeholder',
      'Ex.: Honda Civic 2020',
    )

    await user.type(whatsapp, '11987654321')
    expect(whatsapp).toHaveValue('(11) 98765-4321')
    await user.type(whatsapp, '0')
    expect(whatsapp).toHaveValue('(11) 98765-4321')

    await user.clear(whatsapp)
    await user.type(whatsapp, '119')
    expect(whatsapp).toHaveValue('(11) 9')
  })

  it.each([
    ['', 'O número deve ter 11 dígitos (DDD + 9 dígitos)'],
    ['1198765432', 'O número deve ter 11 dígitos (DDD + 9 dígitos)'],
    ['20987654321', 'DDD inválido'],
    ['11887654321', 'O número deve começar com 9 após o DDD'],
  ])('refuses the number "%s" with "%s" and sends nothing', async (number, message) => {
    const fetchMock = stubLeadApi()
    const { user, dialog } = await openFromGrid(...NOTIFY)

    await fillLead(user, dialog, number, 'Honda Civic 2020')
    await user.click(dialog.getByRole('button', { name: 'Registrar' }))

    expect(await dialog.findByText(message)).toBeInTheDocument()
    expect(dialog.getByLabelText('WhatsApp')).toHaveAccessibleDescription(message)
    expect(dialog.getByLabelText('WhatsApp')).toBeInvalid()
    expect(leadPosts(fetchMock)).toEqual([])
  })

  it('asks for the car and year, blank counting as missing', async () => {
    const fetchMock = stubLeadApi()
    const { user, dialog } = await openFromGrid(...NOTIFY)

    await fillLead(user, dialog, '11987654321', '   ')
    await user.click(dialog.getByRole('button', { name: 'Registrar' }))

    expect(await dialog.findByText('Por favor, informe seu carro e ano')).toBeInTheDocument()
    expect(dialog.getByLabelText('Carro e ano')).toBeInvalid()
    expect(leadPosts(fetchMock)).toEqual([])
  })

  it('clears the number error as soon as the number is edited', async () => {
    stubLeadApi()
    const { user, dialog } = await openFromGrid(...NOTIFY)

    await user.click(dialog.getByRole('button', { name: 'Registrar' }))
    const lengthError = 'O número deve ter 11 dígitos (DDD + 9 dígitos)'
    expect(await dialog.findByText(lengthError)).toBeInTheDocument()
    expect(dialog.getByText('Por favor, informe seu carro e ano')).toBeInTheDocument()

    await user.type(dialog.getByLabelText('WhatsApp'), '1')

    expect(dialog.queryByText(lengthError)).toBeNull()
    expect(dialog.getByLabelText('WhatsApp')).toBeValid()
    // Only the edited field's error goes.
    expect(dialog.getByText('Por favor, informe seu carro e ano')).toBeInTheDocument()
  })

  it('closes with "Cancelar" and with Escape, giving focus back to the button', async () => {
    stubLeadApi()
    const { user } = await openFromGrid(...NOTIFY)

    await user.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    const button = screen.getByRole('button', { name: 'Avise-me' })
    expect(button).toHaveFocus()

    await user.click(button)
    await screen.findByRole('dialog', { name: 'Avise-me quando chegar' })
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('lead modal: saving', () => {
  it('registers a notify from the grid: digits sent, "Número registrado!"', async () => {
    const fetchMock = stubLeadApi()
    const { user, dialog } = await openFromGrid(...NOTIFY)

    await fillLead(user, dialog, '11987654321', '  Honda Civic 2020 ')
    await user.click(dialog.getByRole('button', { name: 'Registrar' }))

    const done = await dialog.findByRole('heading', { name: 'Número registrado!' })
    expect(done).toHaveFocus()
    expect(
      dialog.getByText('Avisaremos você pelo WhatsApp assim que o produto voltar ao estoque.'),
    ).toBeInTheDocument()
    expect(dialog.queryByRole('link', { name: 'Conversar no WhatsApp' })).toBeNull()
    expect(leadPosts(fetchMock)).toEqual([
      { productId: manopla.id, whatsapp: '11987654321', carInfo: 'Honda Civic 2020' },
    ])

    await user.click(dialog.getByRole('button', { name: 'Fechar' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('registers an interest from the product page and links to the shop on WhatsApp', async () => {
    const fetchMock = stubLeadApi({
      shopWhatsapp: '11912345678',
      answer: () => leadCreated(tapete.id, 'interest'),
    })
    const { user } = renderApp(`/product/${tapete.id}`)
    await user.click(await screen.findByRole('button', { name: 'Interessado' }))
    const dialogElement = await screen.findByRole('dialog', { name: 'Tenho interesse' })
    const dialog = within(dialogElement)
    expect(dialogElement).toHaveAccessibleDescription('Tapete Bordado Produto sob encomenda')

    await fillLead(user, dialog, '21987654321', 'Honda Civic 2020')
    await user.click(dialog.getByRole('button', { name: 'Registrar' }))

    expect(await dialog.findByRole('heading', { name: 'Interesse registrado!' })).toHaveFocus()
    const chat = dialog.getByRole('link', { name: 'Conversar no WhatsApp' })
    expect(chat).toHaveAttribute(
      'href',
      'https://wa.me/5511912345678?text=Ol%C3%A1!%20Tenho%20interesse%20no%20produto%20sob%20encomenda%20%22Tapete%20Bordado%22.%20Meu%20carro%20%C3%A9%20Honda%20Civic%202020.',
    )
    expect(chat).toHaveAttribute('target', '_blank')
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer')
    expect(leadPosts(fetchMock)).toEqual([
      { productId: tapete.id, whatsapp: '21987654321', carInfo: 'Honda Civic 2020' },
    ])
  })

  it('opens from "Avise por WhatsApp" on the product page', async () => {
    stubLeadApi()
    const { user } = renderApp(`/product/${manopla.id}`)
    await user.click(await screen.findByRole('button', { name: 'Avise por WhatsApp' }))

    const dialog = await screen.findByRole('dialog', { name: 'Avise-me quando chegar' })
    expect(dialog).toHaveAccessibleDescription('Manopla de Câmbio')
  })

  it('offers no chat link when the shop has no WhatsApp', async () => {
    stubLeadApi({ answer: () => leadCreated(tapete.id, 'interest') })
    const { user, dialog } = await openFromGrid('Tapete Bordado', 'Interessado', 'Tenho interesse')

    await fillLead(user, dialog, '11987654321', 'Fiat Uno 2010')
    await user.click(dialog.getByRole('button', { name: 'Registrar' }))

    expect(await dialog.findByRole('heading', { name: 'Interesse registrado!' })).toBeVisible()
    expect(dialog.queryByRole('link', { name: 'Conversar no WhatsApp' })).toBeNull()
  })

  it('waits with the button disabled while saving', async () => {
    let answer: (response: Response) => void = () => {}
    stubLeadApi({ answer: () => new Promise<Response>((resolve) => (answer = resolve)) })
    const { user, dialog } = await openFromGrid(...NOTIFY)

    await fillLead(user, dialog, '11987654321', 'Gol 2015')
    await user.click(dialog.getByRole('button', { name: 'Registrar' }))

    expect(await dialog.findByRole('button', { name: 'Enviando...' })).toBeDisabled()
    answer(leadCreated())
    expect(await dialog.findByRole('heading', { name: 'Número registrado!' })).toBeVisible()
  })

  it("shows the server's message for a refused lead and keeps what was typed", async () => {
    const fetchMock = stubLeadApi({
      answer: () =>
        json({ error: { code: 'product-not-found', message: 'Produto não encontrado' } }, 400),
    })
    const { user, dialog } = await openFromGrid(...NOTIFY)

    await fillLead(user, dialog, '11987654321', 'Gol 2015')
    await user.click(dialog.getByRole('button', { name: 'Registrar' }))

    expect(await dialog.findByRole('alert')).toHaveTextContent('Produto não encontrado')
    expect(dialog.getByLabelText('WhatsApp')).toHaveValue('(11) 98765-4321')
    expect(dialog.getByLabelText('Carro e ano')).toHaveValue('Gol 2015')
    // A refusal does not change by asking again.
    expect(leadPosts(fetchMock)).toHaveLength(1)
  })

  it('says "Erro desconhecido ao salvar interesse" when the server fails', async () => {
    const fetchMock = stubLeadApi({ answer: serverError })
    const { user, dialog } = await openFromGrid(...NOTIFY)

    await fillLead(user, dialog, '11987654321', 'Gol 2015')
    await user.click(dialog.getByRole('button', { name: 'Registrar' }))

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Erro desconhecido ao salvar interesse. Tente novamente.',
    )
    expect(leadPosts(fetchMock)).toHaveLength(1)
  })

  it('sends nothing while offline and says so', async () => {
    const fetchMock = stubLeadApi()
    const { user, dialog } = await openFromGrid(...NOTIFY)
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)

    await fillLead(user, dialog, '11987654321', 'Gol 2015')
    await user.click(dialog.getByRole('button', { name: 'Registrar' }))

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Sem conexão com a internet. Verifique sua conexão e tente novamente.',
    )
    expect(leadPosts(fetchMock)).toEqual([])
  })
})
