import { PendingSection } from '../components/pending-section.tsx'

export function ProjectsTab() {
  return <PendingSection title="Projetos gerados" />
}
