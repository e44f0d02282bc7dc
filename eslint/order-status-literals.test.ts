import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { afterAll, describe, it } from 'vitest'
import orderStatus from './order-status-literals.js'

// RuleTester runs its cases through whatever test framework it is given.
Object.assign(RuleTester, { afterAll, describe, it })

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
})

const literal = (status: string) => ({
  message: new RegExp(
    `^The order status '${status}' spelt out: name it from src/domain/orders/order-status.ts`,
  ),
})
const inSql = { message: /^An order status spelt out in SQL: write the group with statusIn\(\)/ }

tester.run('no-order-status-literals', orderStatus.rules['no-order-status-literals'], {
  valid: [
    // A payment's own status shares two of the words.
    "const paymentStatus = text('payment_status').notNull().default('pendente')",
    "const row = { paymentStatus: 'pendente' }",
    "if (order.paymentStatus === 'pago') ok()",
    // Literal types name the statuses a type takes.
    "type Waiting = 'pendente' | 'processando'",
    "function f(s: 'pago') {}",
    // Text that only contains one: an address, a sentence.
    "const url = '/admin/pedidos?status=pago'",
    'const url = `/api/admin/orders?status=${status}`',
    "const said = 'Pedido pago'",
    // Named from the domain.
    'const set = { status: ORDER_STATUS.paid }',
    'if (isAwaitingPayment(order.status)) pay()',
    'const where = sql`${statusIn(orders.status, PAID)} and ${orders.id} = ${id}`',
    // Other words; a key is a name.
    "const kind = 'pix'",
    "const labels = { 'pago': 'Pago' }",
    "const q = sql`select 'approved'`",
  ],
  invalid: [
    { code: "const set = { status: 'pago' }", errors: [literal('pago')] },
    { code: "if (order.status === 'pendente') pay()", errors: [literal('pendente')] },
    {
      code: "const WAITING = new Set(['pendente', 'processando'])",
      errors: [literal('pendente'), literal('processando')],
    },
    {
      code: "const done = ['entregue', 'cancelado']",
      errors: [literal('entregue'), literal('cancelado')],
    },
    {
      code: "const q = sql`select 1 from orders where status in ('pago', 'enviado')`",
      errors: [inSql],
    },
    {
      code: "const q = sql`update orders set status = 'cancelado' where id = ${id}`",
      errors: [inSql],
    },
  ],
})
