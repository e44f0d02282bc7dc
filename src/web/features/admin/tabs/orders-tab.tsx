import { PendingSection } from '../components/pending-section.tsx'

export function OrdersTab() {
  return <PendingSection title="Pedidos" />
}
