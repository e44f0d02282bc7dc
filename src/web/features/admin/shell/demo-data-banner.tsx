import { useQuery } from '@tanstack/react-query'
import { FlaskConical } from 'lucide-react'
import { useId, useState } from 'react'
import { DEMO_DATA_MESSAGES, demoDataTotal, describeDemoCounts } from '#domain/demo-data.ts'
import { Button } from '#web/components/ui/button.tsx'
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.ts'
import {
  adminDemoDataQueryOptions,
  type AdminDemoData,
  type AdminDemoRemoval,
} from './admin-queries.ts'
import { useRemoveDemoData } from './demo-data-mutations.ts'

export const REMOVE_DEMO_DATA = 'Remover dados de demonstração'

/**
 * The seed's demonstration data (SEED_DEMO) while some can be removed: how much, and
 * 'Remover dados de demonstração' behind a confirmation. After a removal, what went and which
 * demo products stayed (an order names them). Nothing otherwise, nor when the answer cannot be
 * read.
 */
export function DemoDataBanner() {
  const demo = useQuery(adminDemoDataQueryOptions())
  const [confirming, setConfirming] = useState(false)
  const [result, setResult] = useState<AdminDemoRemoval>()
  const remove = useRemoveDemoData()
  const titleId = useId()

  if (result) return <RemovalResult result={result} onClose={() => setResult(undefined)} />
  if (!demo.data || demoDataTotal(demo.data.removable) === 0) return null
  const { removable, kept } = demo.data

  function confirm() {
    remove.mutate(undefined, {
      onSuccess: (answer) => {
        toast.success(`Dados de demonstração removidos: ${describeDemoCounts(answer.removed)}.`)
        setResult(answer)
      },
      onError: (error) => toast.error(errorMessage(error, DEMO_DATA_MESSAGES.removeFailed)),
      onSettled: () => setConfirming(false),
    })
  }

  return (
    <section
      aria-labelledby={titleId}
      className="mt-4 flex flex-col gap-3 rounded-lg border border-sky-300 bg-sky-50 p-4 text-sm text-sky-950 sm:flex-row sm:items-center"
    >
      <FlaskConical aria-hidden="true" className="size-5 shrink-0 text-sky-800" />
      <div className="min-w-0 flex-1 space-y-1">
        <h2 id={titleId} className="font-semibold">
          A loja tem dados de demonstração
        </h2>
        <p>
          {describeDemoCounts(removable)} de exemplo, criados no primeiro início (SEED_DEMO).
          Remova-os antes de abrir a loja aos clientes.
        </p>
      </div>
      <Button variant="secondary" className="shrink-0" onClick={() => setConfirming(true)}>
        {REMOVE_DEMO_DATA}
      </Button>
      {confirming && (
        <ConfirmDialog
          title={REMOVE_DEMO_DATA}
          message={<ConfirmMessage removable={removable} kept={kept} />}
          confirmLabel="Remover"
          danger
          pending={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={confirm}
        />
      )}
    </section>
  )
}

function ConfirmMessage({ removable, kept }: AdminDemoData) {
  return (
    <div className="space-y-2">
      <p>
        Serão excluídos {describeDemoCounts(removable)} de demonstração, com os interessados nesses
        produtos. Esta ação não pode ser desfeita.
      </p>
      {kept.length > 0 && <KeptList kept={kept} intro="Ficam, porque algum pedido os inclui:" />}
    </div>
  )
}

function KeptList({ kept, intro }: { kept: AdminDemoData['kept']; intro: string }) {
  return (
    <>
      <p>{intro}</p>
      <ul className="list-disc space-y-1 pl-5">
        {kept.map((product) => (
          <li key={product.id} className="break-words">
            {product.name} ({product.reason})
          </li>
        ))}
      </ul>
    </>
  )
}

function RemovalResult({ result, onClose }: { result: AdminDemoRemoval; onClose: () => void }) {
  const titleId = useId()
  return (
    <section
      role="status"
      aria-labelledby={titleId}
      className="mt-4 flex flex-col gap-3 rounded-lg border border-green-300 bg-green-50 p-4 text-sm text-green-950 sm:flex-row sm:items-start"
    >
      <div className="min-w-0 flex-1 space-y-1">
        <h2 id={titleId} className="font-semibold">
          Dados de demonstração removidos
        </h2>
        <p>Excluídos: {describeDemoCounts(result.removed)}.</p>
        {result.kept.length > 0 && (
          <KeptList
            kept={result.kept}
            intro="Ficaram estes produtos de demonstração, porque algum pedido os inclui:"
          />
        )}
      </div>
      <Button variant="secondary" className="shrink-0" onClick={onClose}>
        Fechar
      </Button>
    </section>
  )
}
