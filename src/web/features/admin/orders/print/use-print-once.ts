import { useEffect, useRef } from 'react'

/** The browser's print dialog. */
export function printPage() {
  window.print()
}

/** Opens the print dialog the first time `ready` turns true, and never again on this page. */
export function usePrintOnce(ready: boolean) {
  const printed = useRef(false)
  useEffect(() => {
    if (!ready || printed.current) return
    printed.current = true
    printPage()
  }, [ready])
}
