import { escapeHtml } from '#domain/html.ts'
import { formatBRL } from '#domain/money.ts'
import { shortId } from '#domain/text.ts'

const BUTTON =
  'width:100%;padding:.75rem;border:0;border-radius:.5rem;font-size:1rem;font-weight:600;cursor:pointer;color:#fff'

interface SimulatedPageInput {
  shopName: string
  preferenceId: string
  order: { id: string; totalCents: number }
  payable: boolean
}

/** The page around a simulated provider's screen: plain HTML, inline styles, no script. */
function simulatedShell(shopName: string, title: string, body: string) {
  return `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(title)} · ${escapeHtml(shopName)}</title>
  </head>
  <body style="margin:0;padding:2rem 1rem;background:#f3f4f6;font-family:system-ui,sans-serif;color:#111827">
    <main style="max-width:26rem;margin:0 auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.15)">
      <h1 style="margin:0 0 1rem;font-size:1.5rem">${escapeHtml(title)}</h1>
      ${body}
      <p style="margin:1.5rem 0 0;text-align:center"><a href="/orders">Voltar para Seus Pedidos</a></p>
    </main>
  </body>
</html>`
}

const orderLines = (order: { id: string; totalCents: number }) =>
  `<p style="margin:0 0 .5rem">Pedido <strong>#${escapeHtml(shortId(order.id))}</strong></p>
      <p style="margin:0 0 1rem">Total: <strong>${escapeHtml(formatBRL(order.totalCents))}</strong></p>`

const DEMO_NOTICE = (text: string) =>
  `<p style="margin:0 0 1.5rem;padding:.75rem;background:#fef3c7;border-radius:.5rem;font-size:.9rem">
        ${text}
      </p>`

const message = (text: string) => `<p style="font-weight:600">${escapeHtml(text)}</p>`

/**
 * The simulated provider's checkout: plain HTML forms that post to this server, no script (the
 * CSP forbids inline ones and none is needed); inline styles are allowed.
 */
export function simulatedPage({ shopName, preferenceId, order, payable }: SimulatedPageInput) {
  const action = `/api/payments/simulated/${encodeURIComponent(preferenceId)}`
  const buttons = payable
    ? `<form method="post" action="${action}/approve" style="margin:0 0 .75rem">
        <button type="submit" style="${BUTTON};background:#16a34a">Aprovar pagamento</button>
      </form>
      <form method="post" action="${action}/reject" style="margin:0">
        <button type="submit" style="${BUTTON};background:#dc2626">Recusar pagamento</button>
      </form>`
    : message('Este pedido não está aguardando pagamento.')
  return simulatedShell(
    shopName,
    'Pagamento simulado',
    `${orderLines(order)}
      ${DEMO_NOTICE('Ambiente de demonstração: o Mercado Pago não está configurado, nenhum dinheiro real é movimentado e nenhum cartão é cobrado.')}
      ${buttons}`,
  )
}

/** Where a simulated PIX charge stands when its page opens. */
export type SimulatedPixState = 'payable' | 'paid' | 'expired' | 'not-pending'

const PIX_STATE_MESSAGES: Record<Exclude<SimulatedPixState, 'payable'>, string> = {
  paid: 'Pagamento PIX recebido. Pode voltar para a loja: o pedido já aparece como pago.',
  expired: 'Este código PIX expirou e não pode mais ser pago.',
  'not-pending': 'Este pedido não está aguardando pagamento.',
}

/** The simulated bank app: pays the order's PIX charge as a customer's bank would. */
export function simulatedPixPage(input: {
  shopName: string
  order: { id: string; totalCents: number }
  state: SimulatedPixState
}) {
  const action = `/api/payments/simulated/pix/${encodeURIComponent(input.order.id)}/pay`
  const body =
    input.state === 'payable'
      ? `<form method="post" action="${action}" style="margin:0">
        <button type="submit" style="${BUTTON};background:#16a34a">Pagar PIX</button>
      </form>`
      : message(PIX_STATE_MESSAGES[input.state])
  return simulatedShell(
    input.shopName,
    'PIX simulado',
    `${orderLines(input.order)}
      ${DEMO_NOTICE('Ambiente de demonstração: o Mercado Pago não está configurado e nenhum dinheiro real é movimentado. Este botão faz o papel do app do banco.')}
      ${body}`,
  )
}
