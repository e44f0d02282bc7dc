import { useLayoutEffect, useState } from 'react'

/**
 * Moves focus once the next render is committed. A closing Dialog hands focus back to its opener
 * in its cleanup; this runs after that, so focus lands where the page wants it (the opener may be
 * gone: a removed project, an 'Aceitar Termos' that became 'Termos aceitos').
 */
export function useFocusLater() {
  const [target, setTarget] = useState<{ find: () => HTMLElement | null | undefined }>()
  useLayoutEffect(() => {
    target?.find()?.focus()
  }, [target])
  return (find: () => HTMLElement | null | undefined) => setTarget({ find })
}
