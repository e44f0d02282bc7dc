import { initMercadoPago, Wallet } from '@mercadopago/sdk-react'
import { useMemo } from 'react'

interface MercadoPagoWalletProps {
  publicKey: string
  preferenceId: string
}

/** Mercado Pago's Wallet button for a preference the server created (Checkout Pro). */
export function MercadoPagoWallet({ publicKey, preferenceId }: MercadoPagoWalletProps) {
  // Idempotent: it only records the key; the SDK script itself loads when the Wallet mounts.
  initMercadoPago(publicKey, { locale: 'pt-BR' })
  // A new object each render would make the Wallet draw itself again every time.
  const initialization = useMemo(() => ({ preferenceId }), [preferenceId])
  return <Wallet initialization={initialization} />
}
