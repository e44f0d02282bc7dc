import { PendingSection } from '../components/pending-section.tsx'

export function DownloadsTab() {
  return <PendingSection title="Gerenciar Downloads" />
}
