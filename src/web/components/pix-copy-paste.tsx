import { Copy } from 'lucide-react'
import { useId, useLayoutEffect, useRef } from 'react'
import { Button } from '#web/components/ui/button.tsx'
import { copyCode } from '#web/lib/copy-text.ts'

/**
 * The order's PIX code again, to paste in the bank app. `focus` puts the reader in it when it
 * arrives after 'Pagar novamente' (the button that was focused is gone).
 */
export function PixCopyPaste({ code, focus = false }: { code: string; focus?: boolean }) {
  const id = useId()
  const field = useRef<HTMLTextAreaElement>(null)
  // Not `autoFocus`: Preact only writes the attribute, which a browser obeys on page load alone.
  useLayoutEffect(() => {
    if (focus) field.current?.focus()
  }, [focus])

  async function copy() {
    // No clipboard permission: leave the code selected so the customer can copy it by hand.
    if (!(await copyCode(code, 'Código PIX copiado!'))) field.current?.select()
  }

  return (
    <div className="space-y-2 rounded-lg bg-stone-50 p-3">
      <label htmlFor={id} className="block text-sm font-medium text-stone-700">
        PIX Copia e Cola
      </label>
      <textarea
        id={id}
        ref={field}
        readOnly
        rows={3}
        value={code}
        onFocus={(event) => event.currentTarget.select()}
        className="w-full resize-none rounded-lg border border-stone-300 bg-white p-2 font-mono text-xs break-all"
      />
      <Button variant="secondary" onClick={() => void copy()}>
        <Copy aria-hidden="true" className="size-4" />
        Copiar
      </Button>
    </div>
  )
}
