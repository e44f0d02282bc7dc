import fc from 'fast-check'
import { hostileBody, hostilePathSegment, hostileQuery, type RawBody } from './hostile-requests.ts'
import { pathParams, type HostileRoute, type KnownRows, type Role } from './hostile-routes.ts'

export interface HostileRequest {
  role: Role
  method: string
  path: string
  body: RawBody | undefined
  /** A known-device cookie value, forged or mangled, sent with the role's session. */
  deviceCookie?: string
}

/** Device cookies as an attacker would forge them: the right shape with wrong parts, or noise. */
const forgedDeviceCookie: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('d1', 'd0', 'd2', ''),
      fc.oneof(fc.uuid(), fc.constantFrom('', 'admin', '../../etc')),
      fc.oneof(fc.nat().map(String), fc.constantFrom('-1', '1e99', '99999999999999999999')),
      fc.base64String({ maxLength: 40 }),
      fc.base64String({ maxLength: 60 }),
    )
    .map((parts) => parts.join('.')),
  fc.stringMatching(/^[\x21-\x2b\x2d-\x3a\x3c-\x7e]{0,500}$/),
)

/**
 * Requests at one route: hostile path segments (now and then a real id, so some go deeper),
 * hostile queries, and the route's valid body mutated (or random bodies where it reads none).
 */
export function requestFor(route: HostileRoute, known: KnownRows): fc.Arbitrary<HostileRequest> {
  const names = pathParams(route.path)
  const real = route.params?.(known) ?? {}
  const segment = (name: string) => {
    const values = real[name] ?? []
    return values.length > 0
      ? fc.oneof(
          { weight: 1, arbitrary: fc.constantFrom(...values) },
          { weight: 3, arbitrary: hostilePathSegment },
        )
      : hostilePathSegment
  }
  const path = fc
    .tuple(...names.map(segment))
    .map((values) =>
      names.reduce((p, name, i) => p.replace(`:${name}`, () => values[i]!), route.path),
    )
  const query = fc.option(hostileQuery(route.query ?? {}), { freq: route.query ? 6 : 2 })
  const body: fc.Arbitrary<RawBody | undefined> =
    route.method === 'GET'
      ? fc.constant(undefined)
      : route.body
        ? hostileBody(route.body(known))
        : fc.option(hostileBody({}), { nil: undefined })
  const deviceCookie = route.deviceCookie
    ? fc.option(forgedDeviceCookie, { nil: undefined, freq: 2 })
    : fc.constant(undefined)
  return fc.record({ path, query, body, deviceCookie }).map((r) => ({
    role: route.as,
    method: route.method,
    path: r.query === null ? r.path : `${r.path}?${r.query}`,
    body: r.body,
    ...(r.deviceCookie === undefined ? {} : { deviceCookie: r.deviceCookie }),
  }))
}
