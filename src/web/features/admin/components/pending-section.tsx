/** A tab whose tools arrive with a later release: its heading and a line saying so. */
export function PendingSection({ title }: { title: string }) {
  return (
    <section className="rounded-xl border border-dashed border-stone-300 bg-white p-6">
      <h2 className="text-xl font-bold text-stone-900">{title}</h2>
      <p className="mt-2 text-stone-600">Esta seção estará disponível em breve.</p>
    </section>
  )
}
