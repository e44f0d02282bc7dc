import { Link } from 'react-router'

/** Stands in for a screen whose issue has not landed yet, so every route of the table answers. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <section className="py-16 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-stone-600">Esta página estará disponível em breve.</p>
      <Link to="/" className="mt-4 inline-block font-medium text-amber-800 hover:underline">
        Voltar para a loja
      </Link>
    </section>
  )
}
