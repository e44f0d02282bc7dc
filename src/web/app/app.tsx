import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { StrictMode, type ReactNode } from 'react'
import { AppToaster } from './app-toaster.tsx'

/**
 * What surrounds the router, in the browser and on the server alike: hydration needs the same tree
 * on both sides (down to the ids useId gives).
 */
export function App({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {children}
        <AppToaster />
      </QueryClientProvider>
    </StrictMode>
  )
}
