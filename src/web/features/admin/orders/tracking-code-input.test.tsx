import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { ADMIN_ORDER_MESSAGES } from '#domain/schemas/admin-orders.ts'
import { json, renderApp, serverError } from '#web/testing/render.tsx'
import { makeOrder, stubOrdersApi, type OrdersRoute } from '#web/testing/admin/orders-fixtures.ts'

// Decision 024: a tracking code that could not be saved is said under its box, tied to it. Decision 030:
// a 'Salvar' beside the box saves it as Enter does.

const maria = makeOrder()
const cancelled = makeOrder({ status: 'cancelado', trackingCode: 'BR111' })
const put = `PUT /api/admin/orders/${maria.id}/tracking` as OrdersRoute
const conflict = (message: string) => () => json({ error: { code: 'conflict', message } }, 409)

async function openOrders(answer?: () => Response, order = maria) {
  const api = stubOrdersApi({ orders: [order], answers: answer ? { [put]: answer } : {} })
  const view = renderApp('/admin?tab=pedidos')
  await screen.findByRole('table', { name: 'Pedidos' })
  return { ...view, ...api }
}

const tracking = () =>
  screen.getByRole('textbox', { name: `Código de rastreio do pedido #${maria.shortId}` })
const saveButton = () =>
  screen.getByRole('button', { name: `Salvar código de rastreio do pedido #${maria.shortId}` })

describe("tracking code box: its 'Salvar' button", () => {
  it('saves the trimmed code, as Enter does, then clears the box', async () => {
    const { user, sent } = await openOrders()

    await user.type(tracking(), '  BR123456789BR  ')
    await user.click(saveButton())

    expect(sent(put)).toEqual([{ trackingCode: 'BR123456789BR' }])
    await waitFor(() => expect(tracking()).toHaveValue(''))
    expect(saveButton()).toHaveTextContent('Salvar')
  })

  it('sends nothing for a blank box', async () => {
    const { user, calls } = await openOrders()

    await user.click(saveButton())
    await user.type(tracking(), '   ')
    await user.click(saveButton())

    expect(calls(put)).toHaveLength(0)
  })

  it('ties a failed save to the box', async () => {
    const { user } = await openOrders(serverError)

    await user.type(tracking(), 'BR9')
    await user.click(saveButton())

    const message = 'Erro ao atualizar código de rastreio. Tente novamente.'
    await waitFor(() => expect(tracking()).toHaveAttribute('aria-invalid', 'true'))
    expect(tracking()).toHaveAccessibleDescription(message)
    expect(tracking()).toHaveValue('BR9')
  })
})

describe('tracking code box: its errors', () => {
  it('marks the box invalid, described by the error, announced, until the code is changed', async () => {
    const { user } = await openOrders(serverError)

    await user.type(tracking(), 'BR9{Enter}')

    const message = 'Erro ao atualizar código de rastreio. Tente novamente.'
    await waitFor(() => expect(tracking()).toHaveAttribute('aria-invalid', 'true'))
    expect(tracking()).toHaveAccessibleDescription(message)
    const alert = within(tracking().closest('td') as HTMLElement).getByRole('alert')
    expect(alert).toHaveTextContent(message)
    // Said once, under the box: not in a toast as well.
    expect(screen.getAllByText(message)).toHaveLength(1)
    expect(tracking()).toHaveValue('BR9')

    await user.type(tracking(), 'R')

    expect(tracking()).not.toHaveAttribute('aria-invalid')
    expect(tracking()).not.toHaveAccessibleDescription()
    expect(screen.queryByText(message)).toBeNull()
  })

  it("keeps the code on record in the description beside the server's reason", async () => {
    const reason = ADMIN_ORDER_MESSAGES.trackingOnCancelled
    const { user } = await openOrders(conflict(reason), cancelled)

    await user.type(tracking(), 'BR9{Enter}')

    await waitFor(() => expect(tracking()).toHaveAttribute('aria-invalid', 'true'))
    expect(tracking()).toHaveAccessibleDescription(`Atual: BR111 ${reason}`)
  })
})
