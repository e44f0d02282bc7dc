import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api, call } from '#web/lib/api-client.ts'
import {
  ADMIN_DEMO_DATA_KEY,
  ADMIN_SETUP_KEY,
  ADMIN_SUMMARY_KEY,
  ADMIN_USERS_KEY,
} from './admin-query-keys.ts'

export type AdminSummary = InferResponseType<typeof api.admin.summary.$get, 200>
export type AdminSetup = InferResponseType<typeof api.admin.setup.$get, 200>
export type AdminDemoData = InferResponseType<(typeof api.admin)['demo-data']['$get'], 200>
export type AdminDemoRemoval = InferResponseType<(typeof api.admin)['demo-data']['$delete'], 200>
export type AdminUser = InferResponseType<typeof api.admin.users.$get, 200>['users'][number]

/** The four cards: leads, delivered orders, their revenue (centavos) and pending orders. */
export function adminSummaryQueryOptions() {
  return queryOptions({
    queryKey: ADMIN_SUMMARY_KEY,
    queryFn: () => call(api.admin.summary.$get()),
  })
}

/** Every account, newest first. */
export function adminUsersQueryOptions() {
  return queryOptions({
    queryKey: ADMIN_USERS_KEY,
    queryFn: async (): Promise<AdminUser[]> => (await call(api.admin.users.$get())).users,
  })
}

/** The settings a live shop lacks, each with what it enables; read again after a save in 'Loja'. */
export function adminSetupQueryOptions() {
  return queryOptions({
    queryKey: ADMIN_SETUP_KEY,
    queryFn: () => call(api.admin.setup.$get()),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/** The demo rows 'Remover dados de demonstração' would delete, and the demo products orders keep. */
export function adminDemoDataQueryOptions() {
  return queryOptions({
    queryKey: ADMIN_DEMO_DATA_KEY,
    queryFn: () => call(api.admin['demo-data'].$get()),
  })
}
