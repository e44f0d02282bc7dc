import { PendingSection } from '../components/pending-section.tsx'

export function HelpPagesTab() {
  return <PendingSection title="Páginas de Ajuda/Instalação" />
}
