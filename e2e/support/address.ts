/** A valid address for accounts made through the API (the same the ViaCEP stand-in answers). */
export function apiAddress(name: string) {
  return {
    name,
    whatsapp: '11987654321',
    cep: '01310100',
    street: 'Avenida Paulista',
    number: '1000',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  }
}
