import { toast } from './toast.ts'

/**
 * Copies `text`; false when the browser offers no clipboard (outside a secure context) or refuses
 * it, so the caller can leave the text on screen to copy by hand.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}

/**
 * Copies a code the customer pastes elsewhere (PIX, tracking) and says how it went in a toast:
 * `copied` on success, otherwise to select the code and copy it by hand.
 */
export async function copyCode(code: string, copied: string): Promise<boolean> {
  const done = await copyToClipboard(code)
  if (done) toast.success(copied)
  else toast.error('Não foi possível copiar. Selecione o código e copie manualmente.')
  return done
}
