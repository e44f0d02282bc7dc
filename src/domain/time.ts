// The shop and its customers live on Brasília time; pinning the zone keeps server and browser in
// agreement. Apart from dates.ts, whose formatters a page that only needs the zone does not load.
export const SHOP_TIME_ZONE = 'America/Sao_Paulo'
/** Brasília has been UTC-3 all year since 2019 (no daylight saving). */
export const BRASILIA_OFFSET_MS = 3 * 60 * 60 * 1000
export const HOUR_MS = 60 * 60 * 1000
export const DAY_MS = 24 * HOUR_MS
