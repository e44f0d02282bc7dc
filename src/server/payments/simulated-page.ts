import { formatBRL } from '#domain/money.ts'
import { shortId } from '#domain/text.ts'

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch)

const BUTTON =
  'width:100%;padding:.75rem;border:0;border-radius:.5rem;font-size:1rem;font-weight:600;cursor:pointer;color:#fff'

interface SimulatedPageInput {
  shopName: string
  preferenceId: string
  order: { id: string; totalCents: number }
  payable: boolean
}

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
    : `<p style="font-weight:600">Este pedido não está aguardando pagamento.</p>`
  return `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Pagamento simulado · ${escapeHtml(shopName)}</title>
  </head>
  <body style="margin:0;padding:2rem 1rem;background:#f3f4f6;font-family:system-ui,sans-serif;color:#111827">
    <main style="max-width:26rem;margin:0 auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.15)">
      <h1 style="margin:0 0 1rem;font-size:1.5rem">Pagamento simulado</h1>
      <p style="margin:0 0 .5rem">Pedido <strong>#${escapeHtml(shortId(order.id))}</strong></p>
      <p style="margin:0 0 1rem">Total: <strong>${escapeHtml(formatBRL(order.totalCents))}</strong></p>
      <p style="margin:0 0 1.5rem;padding:.75rem;background:#fef3c7;border-radius:.5rem;font-size:.9rem">
        Ambiente de demonstração: o Mercado Pago não está configurado, nenhum dinheiro real é
        movimentado e nenhum cartão é cobrado.
      </p>
      ${buttons}
      <p style="margin:1.5rem 0 0;text-align:center"><a href="/orders">Voltar para Seus Pedidos</a></p>
    </main>
  </body>
</html>`
}
