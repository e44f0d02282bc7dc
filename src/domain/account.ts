/** The signed-in user as the web app knows them. */
export interface SessionUser {
  id: string
  email: string
  name: string
  isAdmin: boolean
}

export interface SessionInfo {
  user: SessionUser | null
}

/** Emails are compared and stored trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** The name to show: the profile's, else the part of the email before '@', else 'Usuário'. */
export function displayName(
  name: string | null | undefined,
  email: string | null | undefined,
): string {
  const trimmed = name?.trim()
  if (trimmed) return trimmed
  const local = email?.split('@')[0]?.trim()
  return local || 'Usuário'
}

/**
 * Whether the account has a name of its own: checkout sign-up names an account after its email
 * (spec.md) until the customer types a name (decision 015), and such a name greets nobody.
 */
export function hasOwnName(name: string | null | undefined, email: string): boolean {
  const trimmed = name?.trim() ?? ''
  return trimmed !== '' && normalizeEmail(trimmed) !== normalizeEmail(email)
}
