import type { PhotoView } from '#domain/photos.ts'
import type { Db } from '#server/db/client.ts'
import { readPhotoLists } from '#server/modules/photos/photo-list-repository.ts'
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

/**
 * The photos of each project, cover first; one saved before the lists existed shows its one
 * address.
 */
export async function projectPhotoLists(db: Db, projects: readonly ProjectRow[]) {
  const lists = await readPhotoLists(
    db,
    'project',
    projects.map((p) => p.id),
  )
  return (p: ProjectRow): PhotoView[] =>
    lists.get(p.id) ?? [{ photo: null, url: p.image, alt: p.name, widths: [] }]
}

export const projectPhotos = async (db: Db, p: ProjectRow) => (await projectPhotoLists(db, [p]))(p)
