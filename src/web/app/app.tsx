import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from 'react-router'
import { createQueryClient } from '#web/lib/query-client.ts'
import { AppToaster } from './app-toaster.tsx'
import { createAppRouter } from './router.tsx'

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>
  )
}
