import { PendingSection } from '../components/pending-section.tsx'

export function SalesTab() {
  return <PendingSection title="Vendas" />
}
