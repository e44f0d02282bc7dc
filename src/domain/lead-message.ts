/**
 * The first message of the WhatsApp chat offered after an 'Interessado' (spec.md 'Notify and
 * interest modals'): it names the made-to-order product and the customer's car, so the shop knows
 * what the chat is about without asking.
 */
export function interestGreeting(productName: string, carInfo: string): string {
  // 'Civic 2020.' typed with its own full stop must not end the message with '..'.
  const car = carInfo.trim().replace(/[.\s]+$/, '')
  const product = productName.trim()
  return car
    ? `Olá! Tenho interesse no produto sob encomenda "${product}". Meu carro é ${car}.`
    : `Olá! Tenho interesse no produto sob encomenda "${product}".`
}
