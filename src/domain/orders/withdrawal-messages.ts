import { formatDate } from '#domain/dates.ts'
import { WITHDRAWAL_REASON_MAX } from './withdrawal.ts'

/** The words of 'Desistir da compra' (decision 039), shared by /orders and the routes' refusals. */
export const WITHDRAWAL_TEXT = {
  button: 'Desistir da compra',
  confirm: 'Confirmar desistência',
  requested: 'Desistência solicitada',
  reasonLabel: 'Motivo (opcional)',
  productionStarted: 'Produção iniciada',
} as const

export const WITHDRAWAL_MESSAGES = {
  alreadyRequested: 'A desistência deste pedido já foi solicitada.',
  cancelled: 'Este pedido está cancelado: não há compra para desistir.',
  windowOver: (until: string | Date) =>
    `O prazo de 7 dias para desistir desta compra terminou em ${formatDate(until)}.`,
  productionStarted: (at: string | Date) =>
    `A produção da sua peça sob encomenda começou em ${formatDate(at)}: a desistência pelo site não é mais possível. Fale com a loja pelo WhatsApp.`,
  reasonTooLong: `O motivo pode ter até ${WITHDRAWAL_REASON_MAX.toLocaleString('pt-BR')} caracteres.`,
  reasonInvalid: 'Motivo inválido.',
} as const

/** The owner's refusals around a withdrawal: the refund, the parcel back, the custom work. */
export const AFTER_SALE_MESSAGES = {
  refundNotPaid: 'Este pedido não tem pagamento para reembolsar.',
  refundDone: 'Este pedido já foi reembolsado.',
  refundInProgress:
    'O reembolso deste pedido já está em andamento. Aguarde um instante e recarregue a página.',
  refundUseProvider: 'Este pedido foi pago pelo Mercado Pago: use "Reembolsar".',
  refundUseManual:
    'Este pedido não tem pagamento no Mercado Pago para reembolsar: devolva o valor por PIX e confirme com "Reembolso feito por PIX".',
  refundNoProvider:
    'O Mercado Pago não está configurado nesta loja: devolva o valor por PIX e confirme com "Reembolso feito por PIX".',
  refundRefused: (why: string) => `O Mercado Pago recusou o reembolso: ${why}`,
  refundUnknown:
    'O Mercado Pago não respondeu a tempo e não sabemos se o reembolso foi feito. Tentar de novo é seguro: "Reembolsar" repete o mesmo pedido, sem devolver duas vezes.',
  refundUnavailable:
    'Não foi possível falar com o Mercado Pago agora. Nada foi reembolsado: tente de novo em alguns minutos.',
  returnNothingShipped:
    'Nenhuma peça de estoque deste pedido está fora da loja: não há o que voltar para a prateleira.',
  returnAlready: 'A devolução deste pedido já foi registrada.',
  productionNotCustom: 'Este pedido não tem peça sob encomenda.',
  productionAlready: 'A produção deste pedido já foi marcada como iniciada.',
  productionCancelled: 'Este pedido está cancelado.',
  productionWithdrawn:
    'O cliente pediu a desistência deste pedido: reembolse ou combine com ele antes de iniciar a produção.',
} as const
