import { PendingSection } from '../components/pending-section.tsx'

export function GenerateProjectTab() {
  return <PendingSection title="Gerar Projeto Personalizado" />
}
