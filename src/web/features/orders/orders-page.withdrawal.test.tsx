import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { formatBRL } from '#domain/money.ts'
import { WITHDRAWAL_TEXT } from '#domain/orders/withdrawal-messages.ts'
import type { MyOrder } from '#web/lib/open-orders.ts'
import { handlers, sentBodies } from '#web/testing/auth-fixtures.ts'
import { CUSTOMER, renderApp, stubApi } from '#web/testing/render.tsx'
import { ordersHandler } from '#web/testing/orders-fixtures.ts'
import {
  makeWithdrawableOrder,
  withdrawalHandler,
  withdrawalPath,
  withdrawalRefusal,
} from '#web/testing/withdrawal-fixtures.ts'

const ID = 'dddd4444-0000-4000-8000-000000000004'
const plain = (text: string) => text.replace(/\s/g, ' ')
const CONFIRMED =
  'Desistência solicitada em 10/02/2026, 11:30. Enviamos a confirmação para o seu e-mail.'

/** /orders with `order` and the withdrawal endpoint `withdrawal`; its card and the fetch mock. */
async function openWith(order: MyOrder, withdrawal: ReturnType<typeof withdrawalHandler>) {
  const fetchMock = stubApi({
    user: CUSTOMER,
    handler: handlers(ordersHandler([order]), withdrawal),
  })
  const view = renderApp('/orders')
  const card = within(await screen.findByRole('article', { name: `Pedido #${order.shortId}` }))
  return { ...view, card, fetchMock }
}

/** Opens the dialog, types `reason` (if any) and goes on to the summary. */
async function upToSummary(view: Awaited<ReturnType<typeof openWith>>, reason = '') {
  await view.user.click(view.card.getByRole('button', { name: WITHDRAWAL_TEXT.button }))
  const dialog = within(screen.getByRole('dialog', { name: 'Desistir da compra' }))
  if (reason) await view.user.type(dialog.getByLabelText('Motivo (opcional)'), reason)
  await view.user.click(dialog.getByRole('button', { name: 'Continuar' }))
  return dialog
}

describe("'Desistir da compra' in /orders", () => {
  it('asks for the reason, then confirms, sends the reason trimmed and says it was asked', async () => {
    const order = makeWithdrawableOrder('cancel', { id: ID })
    const view = await openWith(order, withdrawalHandler(order, { reason: 'Comprei errado' }))
    const { card, user } = view
    expect(
      card.getByText('O pedido ainda não foi enviado: desistir cancela o pedido.'),
    ).toBeVisible()

    const opener = card.getByRole('button', { name: WITHDRAWAL_TEXT.button })
    await user.click(opener)
    const box = screen.getByRole('dialog', { name: 'Desistir da compra' })
    expect(box).toHaveAttribute('aria-modal', 'true')
    const dialog = within(box)
    const reason = dialog.getByRole('textbox', { name: 'Motivo (opcional)' })
    expect(reason).toHaveFocus()
    expect(reason).toHaveAttribute('maxlength', '1000')
    expect(dialog.getByRole('link', { name: 'Política de trocas e devoluções' })).toHaveAttribute(
      'href',
      '/trocas-e-devolucoes',
    )
    await user.type(reason, '  Comprei errado ')
    expect(reason).toHaveAccessibleDescription('17 de 1.000 caracteres')
    await user.click(dialog.getByRole('button', { name: 'Continuar' }))

    // The summary takes the focus (the DOM's text is read with plain spaces, formatBRL's too).
    expect(document.activeElement).toHaveTextContent(
      `Você está desistindo do pedido #dddd4444 (${plain(formatBRL(38673))}).`,
    )
    expect(
      dialog.getByText('O pedido será cancelado e todo o valor pago, devolvido.'),
    ).toBeVisible()
    await user.click(dialog.getByRole('button', { name: 'Confirmar desistência' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sentBodies(view.fetchMock, 'POST', withdrawalPath(ID))).toEqual([
      { reason: 'Comprei errado' },
    ])
    const status = card.getByRole('status')
    expect(status).toHaveTextContent(CONFIRMED)
    await waitFor(() => expect(status).toHaveFocus())
    expect(card.getByText('Motivo: Comprei errado')).toBeVisible()
    expect(card.queryByRole('button', { name: WITHDRAWAL_TEXT.button })).toBeNull()
  })

  it('sends no reason when none was typed (spaces are none)', async () => {
    const order = makeWithdrawableOrder('cancel', { id: ID })
    const view = await openWith(order, withdrawalHandler(order))
    const dialog = await upToSummary(view, '   ')
    await view.user.click(dialog.getByRole('button', { name: 'Confirmar desistência' }))

    await waitFor(() => expect(view.card.getByRole('status')).toHaveTextContent(CONFIRMED))
    expect(sentBodies(view.fetchMock, 'POST', withdrawalPath(ID))).toEqual([{}])
    expect(view.card.queryByText(/^Motivo:/)).toBeNull()
  })

  it('says "Enviando…" on a disabled button while the request goes', async () => {
    const order = makeWithdrawableOrder('cancel', { id: ID })
    let answer: (response: Response) => void = () => {}
    const pending = new Promise<Response>((resolve) => (answer = resolve))
    const view = await openWith(order, withdrawalHandler(order, { answer: () => pending }))
    const dialog = await upToSummary(view)
    await view.user.click(dialog.getByRole('button', { name: 'Confirmar desistência' }))

    expect(dialog.getByRole('button', { name: 'Enviando…' })).toBeDisabled()
    expect(dialog.getByRole('button', { name: 'Voltar' })).toBeDisabled()
    answer(withdrawalRefusal(409, 'withdrawal-requested', 'Já solicitada.'))
    expect(await dialog.findByRole('alert')).toHaveTextContent('Já solicitada.')
  })

  it('shows a refusal (409) in the dialog and changes nothing else', async () => {
    const order = makeWithdrawableOrder('return', { id: ID, until: '2026-02-20T02:59:59.999Z' })
    const message = 'O prazo de 7 dias para desistir desta compra terminou em 19/02/2026.'
    const refusal = () => withdrawalRefusal(409, 'withdrawal-closed', message)
    const view = await openWith(order, withdrawalHandler(order, { answer: refusal }))
    const dialog = await upToSummary(view, 'Não serviu')
    await view.user.click(dialog.getByRole('button', { name: 'Confirmar desistência' }))

    expect(await dialog.findByRole('alert')).toHaveTextContent(message)
    expect(dialog.getByRole('button', { name: 'Confirmar desistência' })).toBeEnabled()
    await view.user.click(dialog.getByRole('button', { name: 'Voltar' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(view.card.getByRole('button', { name: WITHDRAWAL_TEXT.button })).toHaveFocus()
    expect(view.card.getByRole('status')).toBeEmptyDOMElement()
  })

  const TOO_LONG = 'O motivo pode ter até 1.000 caracteres.'
  it.each([
    [
      'its field message',
      () => withdrawalRefusal(400, 'invalid', 'Dados inválidos.', { reason: TOO_LONG }),
    ],
    ['its message (no fields)', () => withdrawalRefusal(400, 'validation', TOO_LONG)],
  ])(
    'brings the reason back, marked, when the server refuses it (400 with %s)',
    async (_, refusal) => {
      const order = makeWithdrawableOrder('cancel', { id: ID })
      const view = await openWith(order, withdrawalHandler(order, { answer: refusal }))
      const dialog = await upToSummary(view, 'Longo demais')
      await view.user.click(dialog.getByRole('button', { name: 'Confirmar desistência' }))

      const reason = await dialog.findByRole('textbox', { name: 'Motivo (opcional)' })
      expect(dialog.getByRole('alert')).toHaveTextContent(TOO_LONG)
      expect(reason).toHaveAttribute('aria-invalid', 'true')
      expect(reason).toHaveAccessibleDescription(`12 de 1.000 caracteres ${TOO_LONG}`)
      expect(reason).toHaveValue('Longo demais')
      expect(reason).toHaveFocus()
      expect(view.card.getByRole('button', { name: WITHDRAWAL_TEXT.button })).toBeInTheDocument()
    },
  )

  it('says a lost connection in the dialog', async () => {
    const order = makeWithdrawableOrder('cancel', { id: ID })
    const offline = () => Promise.reject(new TypeError('Failed to fetch'))
    const view = await openWith(order, withdrawalHandler(order, { answer: offline }))
    const dialog = await upToSummary(view)
    await view.user.click(dialog.getByRole('button', { name: 'Confirmar desistência' }))

    expect(await dialog.findByRole('alert')).toHaveTextContent(/Erro de conectividade/)
  })

  it('offers a return until its last day once shipped, and says what happens', async () => {
    const order = makeWithdrawableOrder('return', { id: ID, until: '2026-02-20T02:59:59.999Z' })
    const view = await openWith(order, withdrawalHandler(order))
    expect(view.card.getByText('Você pode desistir desta compra até 19/02/2026.')).toBeVisible()
    const dialog = await upToSummary(view)
    expect(
      dialog.getByText(
        'Vamos combinar com você a devolução do produto, sem custo, e todo o valor pago será devolvido.',
      ),
    ).toBeVisible()
  })

  it('closes on Escape and on Voltar, the focus back on the button', async () => {
    const order = makeWithdrawableOrder('cancel', { id: ID })
    const { card, user } = await openWith(order, withdrawalHandler(order))
    const opener = card.getByRole('button', { name: WITHDRAWAL_TEXT.button })

    await user.click(opener)
    expect(screen.getByRole('dialog', { name: 'Desistir da compra' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener).toHaveFocus()

    await user.click(opener)
    await user.click(screen.getByRole('button', { name: 'Voltar' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener).toHaveFocus()
  })
})
