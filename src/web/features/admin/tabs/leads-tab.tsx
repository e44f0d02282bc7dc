import { PendingSection } from '../components/pending-section.tsx'

export function LeadsTab() {
  return <PendingSection title="Interessados" />
}
