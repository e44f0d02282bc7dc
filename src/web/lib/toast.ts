import { useSyncExternalStore } from 'react'
import type * as SonnerModule from 'sonner'

type Sonner = typeof SonnerModule
type ExternalToast = SonnerModule.ExternalToast

let sonner: Sonner | undefined
let loading: Promise<Sonner> | undefined
const listeners = new Set<() => void>()

/**
 * sonner (9 KB of gzipped JS with its Toaster) loads on the first toast, not with the store page
 * (docs/decisions/007). Toasts asked for meanwhile are not lost: sonner keeps them and hands them
 * to a Toaster that subscribes later.
 */
export function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (module) => {
      sonner = module
      for (const listener of listeners) listener()
      return module
    },
    (error: unknown) => {
      // A network blip: the next toast tries again.
      loading = undefined
      throw error
    },
  )
  return loading
}

function withSonner(show: (module: Sonner) => void) {
  if (sonner) {
    show(sonner)
    return
  }
  loadSonner().then(show, (error: unknown) => {
    console.error('Não foi possível mostrar o aviso', error)
  })
}

/**
 * The subset of sonner's `toast` the app uses, with the same arguments. Returns nothing: until
 * sonner arrives there is no toast id, and a mutation's onSuccess must not wait for it.
 */
export const toast = {
  success(message: string, data?: ExternalToast): void {
    withSonner((module) => module.toast.success(message, data))
  },
  error(message: string, data?: ExternalToast): void {
    withSonner((module) => module.toast.error(message, data))
  },
  dismiss(id?: string | number): void {
    // Before any toast there is nothing to dismiss, and no reason to load sonner.
    if (loading) withSonner((module) => module.toast.dismiss(id))
  },
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** sonner once some toast has loaded it, for the app's Toaster; undefined before. */
export function useLoadedSonner(): Sonner | undefined {
  // Never loaded on the server: a page drawn there has no toasts.
  return useSyncExternalStore(
    subscribe,
    () => sonner,
    () => undefined,
  )
}
