/** A centred spinner announced to screen readers. */
export function Spinner({ label = 'Carregando...' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-40 items-center justify-center">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-amber-200 border-t-amber-800"
      />
      <span className="sr-only">{label}</span>
    </div>
  )
}
