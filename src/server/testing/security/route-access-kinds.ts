// The statuses the authorization matrix expects, by kind of route, and the shape of an entry.
import { A_ADDRESS, B_ADDRESS, type Role, type SecurityKit } from './security-fixtures.ts'

/** The exact status each role gets. */
export type Access = Record<Role, number>

export interface Call {
  path: string
  body?: unknown
  /** Read before and after a refused call: it must not have changed. */
  state?: () => Promise<unknown>
}

export interface RouteAccess {
  access: Access
  /** The call for one role: a valid body, on records of customer A (made afresh when it changes them). */
  call(kit: SecurityKit, role: Role): Call | Promise<Call>
}

/** Anyone, signed in or not. */
export const open = (status: number): Access => ({
  visitor: status,
  customer: status,
  other: status,
  admin: status,
})
/** Any signed-in user, each on their own data. */
export const signedIn = (status: number): Access => ({
  visitor: 401,
  customer: status,
  other: status,
  admin: status,
})
/** A's record: B and the admin (on the customer routes) find nothing there. */
export const ownerOnly = (status: number): Access => ({
  visitor: 401,
  customer: status,
  other: 404,
  admin: 404,
})
export const adminOnly = (status: number): Access => ({
  visitor: 401,
  customer: 403,
  other: 403,
  admin: status,
})

export const roleAddress = (role: Role) => (role === 'customer' ? A_ADDRESS : B_ADDRESS)
