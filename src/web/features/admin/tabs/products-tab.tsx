import { PendingSection } from '../components/pending-section.tsx'

export function ProductsTab() {
  return <PendingSection title="Produtos" />
}
