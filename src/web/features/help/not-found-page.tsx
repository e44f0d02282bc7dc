import { Link } from 'react-router'
import { buttonClasses } from '#web/components/ui/button.tsx'
import { usePageHead } from '#web/lib/page-head.ts'
import { useNotFoundStatus } from '#web/lib/server-page.ts'

/** An unknown help page slug, and this app's answer for any address that leads nowhere. */
export function NotFoundPage() {
  useNotFoundStatus()
  usePageHead({ kind: 'not-found', title: 'Página não encontrada' })
  return (
    <section className="py-16 text-center">
      <h1 className="text-2xl font-bold">Página não encontrada</h1>
      <p className="mt-2 text-stone-600">O endereço que você abriu não existe ou foi removido.</p>
      <Link to="/" className={`${buttonClasses('primary')} mt-6`}>
        Voltar para a loja
      </Link>
    </section>
  )
}
