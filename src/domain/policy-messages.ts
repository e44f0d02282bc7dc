// Kept apart from policies.ts, which every page's footer and the router load (decision 034's
// budget): these are for the policy pages and the panel only.

/** The longest policy text the panel saves. */
export const POLICY_MAX_CHARS = 50_000

export const POLICY_MESSAGES = {
  tooLong: 'O texto passa do limite de 50.000 caracteres.',
  empty: 'Escreva o texto da política.',
  stale: 'Esta política foi alterada em outra aba. Recarregue.',
  saved: 'Política salva',
  notFound: 'Política não encontrada',
  versionNotFound: 'Esta versão da política não existe.',
} as const
