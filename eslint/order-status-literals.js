// An order's status is named in one place: src/domain/orders/order-status.ts, its statuses (ORDER_STATUS)
// and their groups (AWAITING_PAYMENT, PAID, BEFORE_SHIPPING, ...), with the orders schema beside
// it (src/server/db/schema/, whose statusIn() writes a group in SQL). Anywhere else a spelt-out
// 'pago' or `status in ('pendente', 'processando')` is a site the next change of a group forgets.
// Left alone: literal types ('pago' | 'pendente'), a payment's own status (paymentStatus,
// payment_status, whose words 'pendente' and 'pago' are also order statuses'), and text that only
// contains one (an address's '?status=pago').

const STATUSES = ['pendente', 'processando', 'pago', 'enviado', 'entregue', 'cancelado']
const STATUS = new Set(STATUSES)
/** A status quoted inside SQL: `status = 'pago'`, `in ('pendente', 'processando')`. */
const IN_SQL = new RegExp(`'(${STATUSES.join('|')})'`)
const PAYMENT_STATUS = /^(paymentStatus|payment_status)$/

const nameOf = (node) =>
  node?.type === 'Identifier'
    ? node.name
    : node?.type === 'Literal'
      ? String(node.value)
      : node?.type === 'MemberExpression'
        ? nameOf(node.property)
        : undefined

/** Whether the literal is about a payment's status, not the order's. */
function aboutPayment(node) {
  const parent = node.parent
  if (parent.type === 'Property' && parent.value === node)
    return PAYMENT_STATUS.test(nameOf(parent.key) ?? '')
  if (parent.type === 'BinaryExpression') {
    const other = parent.left === node ? parent.right : parent.left
    return PAYMENT_STATUS.test(nameOf(other) ?? '')
  }
  // text('payment_status').notNull().default('pendente')
  if (parent.type === 'CallExpression') {
    let callee = parent.callee
    while (callee) {
      if (callee.type === 'CallExpression') {
        if (callee.arguments.some((arg) => PAYMENT_STATUS.test(nameOf(arg) ?? ''))) return true
        callee = callee.callee
      } else if (callee.type === 'MemberExpression') callee = callee.object
      else return false
    }
  }
  return false
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    messages: {
      literal:
        'The order status {{status}} spelt out: name it from src/domain/orders/order-status.ts (ORDER_STATUS.{{key}}, or a group such as AWAITING_PAYMENT with isAwaitingPayment()), so a change of a group reaches every site.',
      sql: 'An order status spelt out in SQL: write the group with statusIn() (src/server/db/schema/order-status-sql.ts).',
    },
    schema: [],
  },
  create(context) {
    const keys = {
      pendente: 'pending',
      processando: 'processing',
      pago: 'paid',
      enviado: 'shipped',
      entregue: 'delivered',
      cancelado: 'cancelled',
    }
    return {
      Literal(node) {
        if (typeof node.value !== 'string' || !STATUS.has(node.value)) return
        if (node.parent.type === 'TSLiteralType' || node.parent.type === 'ImportDeclaration') return
        if (node.parent.type === 'Property' && node.parent.key === node) return
        if (aboutPayment(node)) return
        context.report({
          node,
          messageId: 'literal',
          data: { status: `'${node.value}'`, key: keys[node.value] },
        })
      },
      TemplateElement(node) {
        const template = node.parent
        const tagged = template.parent.type === 'TaggedTemplateExpression'
        if (!tagged || nameOf(template.parent.tag) !== 'sql') return
        if (IN_SQL.test(node.value.raw)) context.report({ node, messageId: 'sql' })
      },
    }
  },
}

export default { rules: { 'no-order-status-literals': rule } }
