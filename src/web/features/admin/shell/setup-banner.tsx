import { useQuery } from '@tanstack/react-query'
import { TriangleAlert } from 'lucide-react'
import { useId } from 'react'
import { adminSetupQueryOptions } from './admin-queries.ts'

/**
 * A live shop missing settings: which ones, and what each enables. Nothing otherwise, nor when the
 * answer cannot be read (the start log names them too).
 */
export function SetupBanner() {
  const setup = useQuery(adminSetupQueryOptions())
  const titleId = useId()
  const missing = setup.data?.missing ?? []
  if (missing.length === 0) return null
  return (
    <div
      role="alert"
      aria-labelledby={titleId}
      className="mt-4 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
      <div className="min-w-0 space-y-2">
        <p id={titleId} className="font-semibold">
          A loja está em modo produção e faltam configurações
        </p>
        <p>
          As da aba Loja valem assim que salvas; as outras, defina no servidor e reinicie a loja:
        </p>
        <ul className="list-disc space-y-1 pl-5">
          {missing.map(({ setting, enables }) => (
            <li key={setting} className="break-words">
              <code className="font-mono font-semibold break-all">{setting}</code>: {enables}
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
