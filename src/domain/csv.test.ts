import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from './csv.ts'

describe('csvCell', () => {
  it('leaves plain text, accents and decimal commas as they are', () => {
    expect(csvCell('São Paulo/SP')).toBe('São Paulo/SP')
    expect(csvCell('1234,50')).toBe('1234,50')
    expect(csvCell('')).toBe('')
  })

  it('quotes a field with the separator, a quote or a line break, doubling the quotes', () => {
    expect(csvCell('2 x Capa; 1 x Tapete')).toBe('"2 x Capa; 1 x Tapete"')
    expect(csvCell('Capa "Premium"')).toBe('"Capa ""Premium"""')
    expect(csvCell('Rua A\nfundos')).toBe('"Rua A\nfundos"')
    expect(csvCell('Rua A\r\nfundos')).toBe('"Rua A\r\nfundos"')
  })

  it.each([
    ['=1+1', "'=1+1"],
    ['+5511987654321', "'+5511987654321"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\tcmd', "'\tcmd"],
  ])('makes %j inert with a leading quote', (value, cell) => {
    expect(csvCell(value)).toBe(cell)
  })

  it('makes a cell starting with CR inert, then quotes it for the line break', () => {
    expect(csvCell('\r=1')).toBe(`"'\r=1"`)
  })

  it('turns =HYPERLINK("http://x","y") into inert text, quoted with its quotes doubled', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`)
  })

  it('leaves a formula character alone when it is not the first one', () => {
    expect(csvCell('Maria=Silva')).toBe('Maria=Silva')
    expect(csvCell('a-b@c.com')).toBe('a-b@c.com')
  })
})

describe('toCsv', () => {
  it('starts with the UTF-8 BOM, separates with ; and ends every record with CRLF', () => {
    const csv = toCsv([
      ['Pedido', 'Cliente'],
      ['#3f2a9b1c', 'João; Maria'],
    ])
    expect(csv).toBe('\uFEFFPedido;Cliente\r\n#3f2a9b1c;"João; Maria"\r\n')
  })

  it('is the BOM alone for no rows', () => {
    expect(toCsv([])).toBe('\uFEFF')
  })
})
