import type { ProjectRow } from './project-repository.ts'

/** What every view of a project shows of the product itself. */
function productFields(p: ProjectRow) {
  return {
    id: p.id,
    name: p.name,
    priceCents: p.priceCents,
    category: p.category,
    image: p.image,
    description: p.description,
  }
}

/** A project as the customer's cart shows it. */
export function toProjectView(p: ProjectRow) {
  return {
    ...productFields(p),
    requiresTermsAcceptance: p.requiresTermsAcceptance,
    termsAccepted: p.termsAccepted,
    termsAcceptedAt: p.termsAcceptedAt?.toISOString() ?? null,
    termsVersion: p.termsVersion,
    createdAt: p.createdAt.toISOString(),
  }
}

/** A project in the admin's 'Projetos gerados', with whom it was made for. */
export function toAdminProjectView(
  p: ProjectRow,
  client: { name: string | null; email: string | null },
) {
  return {
    ...productFields(p),
    clientId: p.userId,
    clientName: client.name?.trim() || 'Nome não disponível',
    clientEmail: client.email || 'Email não disponível',
    termsAccepted: p.termsAccepted,
    createdAt: p.createdAt.toISOString(),
  }
}
