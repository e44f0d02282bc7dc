import { describe, expect, it } from 'vitest'
import {
  adminOrderCsvRow,
  adminOrdersCsv,
  adminOrdersCsvFilename,
  csvReais,
  type AdminOrderExportRow,
} from './admin-order-csv.ts'

const order: AdminOrderExportRow = {
  id: '3f2a9b1c-0000-4000-8000-000000000001',
  // 14:05 in Brasília.
  createdAt: '2026-11-22T17:05:00Z',
  customerName: 'Maria da Silva',
  customerEmail: 'maria@exemplo.com',
  whatsapp: '11987654321',
  status: 'enviado',
  refunded: false,
  paymentMethod: 'mercadopago',
  totalCents: 123450,
  items: [
    { name: 'Capa de volante', variantLabel: '38 cm / Vermelha', quantity: 2 },
    { name: 'Tapete', variantLabel: '', quantity: 1 },
  ],
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Apto 12',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  cep: '01310100',
}

describe('adminOrderCsvRow', () => {
  it('writes each column as the owner reads it, each line with its variant (decision 053)', () => {
    expect(adminOrderCsvRow(order)).toEqual([
      '#3f2a9b1c',
      '22/11/2026 14:05',
      'Maria da Silva',
      'maria@exemplo.com',
      '(11) 98765-4321',
      'Enviado',
      'Cartão de crédito (Mercado Pago)',
      '1234,50',
      '2 x Capa de volante — 38 cm / Vermelha; 1 x Tapete',
      'Avenida Paulista',
      '1000',
      'Apto 12',
      'Bela Vista',
      'São Paulo/SP',
      '01310-100',
    ])
  })

  it("says 'Reembolsado' for a cancelled order whose money went back (decision 046)", () => {
    expect(adminOrderCsvRow({ ...order, status: 'cancelado', refunded: true })[5]).toBe(
      'Reembolsado',
    )
    expect(adminOrderCsvRow({ ...order, status: 'cancelado' })[5]).toBe('Cancelado')
  })

  it('leaves blank what an order without address or buyer lacks', () => {
    const row = adminOrderCsvRow({
      ...order,
      customerEmail: null,
      whatsapp: null,
      street: null,
      number: null,
      complement: null,
      neighborhood: null,
      city: null,
      state: null,
      cep: null,
      paymentMethod: 'pix',
      status: 'pendente',
    })
    expect(row.slice(3, 7)).toEqual(['', '', 'Aguardando Pagamento', 'PIX'])
    expect(row.slice(9)).toEqual(['', '', '', '', '', ''])
  })
})

describe('csvReais', () => {
  it('is a plain number with a decimal comma', () => {
    expect(csvReais(0)).toBe('0,00')
    expect(csvReais(5)).toBe('0,05')
    expect(csvReais(123450)).toBe('1234,50')
    expect(csvReais(100_000_000)).toBe('1000000,00')
  })
})

describe('adminOrdersCsv', () => {
  it('is the BOM, the pt-BR header and one CRLF record per order', () => {
    const csv = adminOrdersCsv([order])
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFPedido;Data;Cliente;Email;WhatsApp;Status;Pagamento;Total (R$);Itens;Rua;Número;Complemento;Bairro;Cidade/UF;CEP',
      '#3f2a9b1c;22/11/2026 14:05;Maria da Silva;maria@exemplo.com;(11) 98765-4321;Enviado;Cartão de crédito (Mercado Pago);1234,50;"2 x Capa de volante — 38 cm / Vermelha; 1 x Tapete";Avenida Paulista;1000;Apto 12;Bela Vista;São Paulo/SP;01310-100',
      '',
    ])
  })

  it('makes a customer named =HYPERLINK("http://x","y") inert, in quotes', () => {
    const csv = adminOrdersCsv([{ ...order, customerName: '=HYPERLINK("http://x","y")' }])
    expect(csv).toContain(`;"'=HYPERLINK(""http://x"",""y"")";`)
  })

  it('makes a product named like a formula inert inside the items cell only when it starts it', () => {
    const items = [{ name: '=1+1', variantLabel: '', quantity: 1 }]
    expect(adminOrderCsvRow({ ...order, items })[8]).toBe('1 x =1+1')
    expect(adminOrdersCsv([{ ...order, customerEmail: '@x' }])).toContain(";'@x;")
  })
})

describe('adminOrdersCsvFilename', () => {
  it('names the file after the day in Brasília', () => {
    expect(adminOrdersCsvFilename(new Date('2026-11-23T02:30:00Z'))).toBe('pedidos-2026-11-22.csv')
  })
})
