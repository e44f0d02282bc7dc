// What the hostile-input suite knows of a route: its shape here, the table in hostile-routes.ts
// (the owner's routes in hostile-routes-admin.ts, which imports this file, not the table).

export type Role = 'visitor' | 'customer' | 'admin'

/** Rows the hostile test creates first, so some requests name real things and go deeper. */
export interface KnownRows {
  adminId: string
  customerId: string
  customerEmail: string
  customerPassword: string
  productId: string
  orderId: string
  projectId: string
  helpPageId: string
  helpPageSlug: string
  downloadId: string
}

export interface HostileRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** As in the app's route table. */
  path: string
  /** Who calls it: admin routes as the admin and customer routes as a customer, so validation is reached. */
  as: Role
  /** A valid body, which the test mutates; without it the route reads no body (random ones are sent anyway). */
  body?: (k: KnownRows) => unknown
  /** The query parameters the route reads, each with a valid value. */
  query?: Record<string, string>
  /**
   * Real values a path parameter may take besides the hostile ones. Never on a route that deletes:
   * the other runs need those rows.
   */
  params?: (k: KnownRows) => Record<string, string[]>
  /** Sign-in reads the known-device cookie: hostile ones are sent too. */
  deviceCookie?: true
}
