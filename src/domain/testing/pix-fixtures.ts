const BACEN_KEY = '123e4567-e12b-12d1-a456-426655440000'
/** The static PIX payload of the BACEN manual, CRC included. */
export const BACEN_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D'

/** The merchant of BACEN_EXAMPLE, for buildPixPayload. */
export const base = { key: BACEN_KEY, merchantName: 'Fulano de Tal', merchantCity: 'BRASILIA' }

export const ascii = (text: string) => new TextEncoder().encode(text)

/** Independent of pix.ts: reads id/length/value triples and fails loudly on anything malformed. */
export function parseTlv(text: string): Map<string, string> {
  const fields = new Map<string, string>()
  let i = 0
  while (i < text.length) {
    const header = text.slice(i, i + 4)
    if (!/^\d{4}$/.test(header)) throw new Error(`bad TLV header at ${i}: ${header}`)
    const id = header.slice(0, 2)
    const length = Number(header.slice(2))
    const value = text.slice(i + 4, i + 4 + length)
    if (value.length !== length) throw new Error(`field ${id} runs past the end`)
    if (fields.has(id)) throw new Error(`field ${id} repeated`)
    fields.set(id, value)
    i += 4 + length
  }
  return fields
}
